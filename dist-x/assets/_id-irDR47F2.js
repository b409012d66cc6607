import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { jsx, jsxs } from 'react/jsx-runtime'
import {
  w as catalogueQueryOptions,
  y as HOME_ONLY,
  r as isPlainLeftClick,
  b as localeParam,
  _ as localizedPath,
  C as MESSAGES,
  g as pageUrl,
  t as Route,
  x as useLocale,
  S as useMessages,
  m as usePageHead,
  i as useTracker,
} from '../entry-x.js'
import {
  o as breadcrumbJsonLd,
  a as DifficultyBadge,
  n as ILLUSTRATION_URL,
  t as PhotoCredit,
  i as SuitabilityBadges,
  s as touristAttractionJsonLd,
  r as WaterfallImage,
} from './photo-credit-mvyN_KCn.js'

// src/i18n/format-date.ts
/**
 * '2026-11-21' → '21 novembre 2026' / '21 November 2026': the long date of both languages, read
 * as a calendar date (no time zone shift). Written from the catalogue's month names rather than
 * with Intl.DateTimeFormat, whose first use loads the locale's calendar data: 84 ms of a detail
 * page's start-up on a phone-speed CPU, for one date.
 */
function formatCalendarDate(isoDate, locale) {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number)
  return `${day} ${MESSAGES[locale].monthNames[month - 1]} ${year}`
}
// src/features/waterfall/maps-link.ts
/** A maps-service search for the waterfall, with the spec's query '{location}, {province}, Italia'. */
function mapsSearchUrl({ location, province }) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${location}, ${province}, Italia`)}`
}
// src/features/waterfall/waterfall-page.tsx
function WaterfallPage({ id }) {
  const locale = useLocale()
  const messages = useMessages()
  const catalogue = useQuery(catalogueQueryOptions(locale))
  if (catalogue.status === 'pending')
    return /* @__PURE__ */ jsx('p', {
      className: 'mx-auto max-w-4xl px-4 py-16 text-slate-700',
      children: messages.loadingCatalogue,
    })
  if (catalogue.status === 'error')
    return /* @__PURE__ */ jsxs('div', {
      role: 'alert',
      className: 'mx-auto max-w-4xl px-4 py-16',
      children: [
        /* @__PURE__ */ jsx('h1', {
          className: 'text-2xl font-bold',
          children: messages.catalogueErrorTitle,
        }),
        /* @__PURE__ */ jsx('p', {
          className: 'mt-2',
          children: messages.catalogueErrorText,
        }),
        /* @__PURE__ */ jsx('button', {
          type: 'button',
          onClick: () => void catalogue.refetch(),
          className: 'mt-4 rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white',
          children: messages.retry,
        }),
      ],
    })
  const waterfall = catalogue.data.find((entry) => entry.id === id)
  if (!waterfall) return /* @__PURE__ */ jsx(WaterfallNotFound, {})
  return /* @__PURE__ */ jsx(WaterfallDetail, { waterfall })
}
function WaterfallNotFound() {
  const locale = useLocale()
  const messages = useMessages()
  usePageHead({
    title: messages.waterfallNotFound,
    description: messages.waterfallNotFoundText,
    noindex: true,
  })
  return /* @__PURE__ */ jsxs('div', {
    className: 'mx-auto max-w-4xl px-4 py-10',
    children: [
      /* @__PURE__ */ jsx('nav', {
        'aria-label': messages.breadcrumbLabel,
        className: 'text-sm',
        children: /* @__PURE__ */ jsxs('ol', {
          className: 'flex flex-wrap gap-2',
          children: [
            /* @__PURE__ */ jsxs('li', {
              children: [
                /* @__PURE__ */ jsx(Link, {
                  to: '/{-$locale}',
                  params: { locale: localeParam(locale) },
                  activeOptions: HOME_ONLY,
                  className: 'underline',
                  children: messages.home,
                }),
                /* @__PURE__ */ jsx('span', {
                  'aria-hidden': 'true',
                  children: ' / ',
                }),
              ],
            }),
            /* @__PURE__ */ jsx('li', {
              'aria-current': 'page',
              children: messages.waterfallNotFound,
            }),
          ],
        }),
      }),
      /* @__PURE__ */ jsx('h1', {
        className: 'mt-6 text-3xl font-bold text-brand-900',
        children: messages.waterfallNotFound,
      }),
      /* @__PURE__ */ jsx('p', {
        className: 'mt-3 text-slate-700',
        children: messages.waterfallNotFoundText,
      }),
      /* @__PURE__ */ jsx(Link, {
        to: '/{-$locale}',
        params: { locale: localeParam(locale) },
        activeOptions: HOME_ONLY,
        className: 'mt-6 inline-block rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900',
        children: messages.backToHomepage,
      }),
    ],
  })
}
function WaterfallDetail({ waterfall }) {
  const locale = useLocale()
  const messages = useMessages()
  const tracker = useTracker()
  const listSearch = useRouterState({ select: (state) => state.location.state.listSearch ?? '' })
  const reportedId = useRef(void 0)
  const navigate = useNavigate()
  const italianPath = `/waterfall/${waterfall.id}`
  usePageHead({
    title: waterfall.name,
    description: waterfall.description,
    italianPath,
    ...(waterfall.imageUrl && { image: waterfall.imageUrl }),
    jsonLd: [
      touristAttractionJsonLd(waterfall, locale, ILLUSTRATION_URL),
      breadcrumbJsonLd([
        {
          name: messages.home,
          url: pageUrl(locale, '/'),
        },
        {
          name: `${waterfall.name} (${waterfall.province})`,
          url: pageUrl(locale, italianPath),
        },
      ]),
    ],
  })
  useEffect(() => {
    if (reportedId.current === waterfall.id) return
    reportedId.current = waterfall.id
    tracker.track({
      name: 'waterfall_view',
      payload: {
        waterfall_name: waterfall.name,
        waterfall_id: waterfall.id,
        province: waterfall.province,
      },
    })
  }, [tracker, waterfall])
  const bring = waterfall.strollerFriendly ? messages.whatToBring : [...messages.whatToBring, messages.trekkingPoles]
  const homeHref = localizedPath(locale, '/')
  return /* @__PURE__ */ jsxs('article', {
    className: 'mx-auto max-w-4xl space-y-8 px-4 py-8',
    children: [
      /* @__PURE__ */ jsx('nav', {
        'aria-label': messages.breadcrumbLabel,
        className: 'text-sm',
        children: /* @__PURE__ */ jsxs('ol', {
          className: 'flex flex-wrap gap-2',
          children: [
            /* @__PURE__ */ jsxs('li', {
              children: [
                /* @__PURE__ */ jsx(Link, {
                  to: '/{-$locale}',
                  params: { locale: localeParam(locale) },
                  activeOptions: HOME_ONLY,
                  className: 'underline',
                  children: messages.home,
                }),
                /* @__PURE__ */ jsx('span', {
                  'aria-hidden': 'true',
                  children: ' / ',
                }),
              ],
            }),
            /* @__PURE__ */ jsxs('li', {
              'aria-current': 'page',
              children: [waterfall.name, ' (', waterfall.province, ')'],
            }),
          ],
        }),
      }),
      /* @__PURE__ */ jsxs('a', {
        href: `${homeHref}${listSearch}`,
        onClick: (event) => {
          if (!isPlainLeftClick(event)) return
          event.preventDefault()
          navigate({ href: `${homeHref}${listSearch}` })
        },
        className: 'inline-block rounded font-semibold text-brand-800 underline',
        children: ['← ', messages.backToWaterfalls],
      }),
      /* @__PURE__ */ jsxs('figure', {
        className: 'space-y-1',
        children: [
          /* @__PURE__ */ jsxs('div', {
            className: 'relative overflow-hidden rounded-xl',
            children: [
              /* @__PURE__ */ jsx(WaterfallImage, {
                src: waterfall.imageUrl,
                alt: messages.cardImageAlt(waterfall.name),
                priority: true,
              }),
              /* @__PURE__ */ jsx('span', {
                className:
                  'absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-sm font-semibold text-brand-900 shadow',
                children: waterfall.province,
              }),
            ],
          }),
          waterfall.photoCredit &&
            /* @__PURE__ */ jsx('figcaption', {
              children: /* @__PURE__ */ jsx(PhotoCredit, { credit: waterfall.photoCredit }),
            }),
        ],
      }),
      /* @__PURE__ */ jsxs('header', {
        className: 'space-y-3',
        children: [
          /* @__PURE__ */ jsx('h1', {
            className: 'text-3xl font-bold text-brand-900',
            children: waterfall.name,
          }),
          waterfall.familyFriendly &&
            /* @__PURE__ */ jsx('p', {
              className: 'rounded-lg bg-sky-50 px-4 py-2 text-sky-900 ring-1 ring-sky-200',
              children: messages.familyNote,
            }),
        ],
      }),
      /* @__PURE__ */ jsxs('section', {
        'aria-labelledby': 'description-heading',
        children: [
          /* @__PURE__ */ jsx('h2', {
            id: 'description-heading',
            className: 'text-xl font-semibold',
            children: messages.descriptionHeading,
          }),
          /* @__PURE__ */ jsx('p', {
            className: 'mt-2 text-slate-800',
            children: waterfall.description,
          }),
        ],
      }),
      /* @__PURE__ */ jsxs('section', {
        'aria-labelledby': 'practical-heading',
        className: 'rounded-xl bg-white p-5 ring-1 ring-slate-200',
        children: [
          /* @__PURE__ */ jsx('h2', {
            id: 'practical-heading',
            className: 'text-xl font-semibold',
            children: messages.practicalHeading,
          }),
          /* @__PURE__ */ jsxs('a', {
            href: mapsSearchUrl(waterfall),
            target: '_blank',
            rel: 'noopener noreferrer',
            onClick: () =>
              tracker.track({
                name: 'map_click',
                payload: {
                  waterfall_name: waterfall.name,
                  location: waterfall.location,
                },
              }),
            className:
              'mt-3 inline-flex items-center gap-2 rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900',
            children: [
              '📍 ',
              waterfall.location,
              /* @__PURE__ */ jsxs('span', {
                className: 'sr-only',
                children: [' ', '– ', messages.openInMaps, ' (', messages.openInMapsHint, ')'],
              }),
            ],
          }),
          !waterfall.coordinatesVerified &&
            /* @__PURE__ */ jsx('p', {
              className: 'mt-2 text-sm text-slate-600',
              children: messages.coordinatesApproximate,
            }),
          /* @__PURE__ */ jsxs('dl', {
            className: 'mt-4 grid gap-3 sm:grid-cols-2',
            children: [
              /* @__PURE__ */ jsxs('div', {
                children: [
                  /* @__PURE__ */ jsx('dt', {
                    className: 'text-sm text-slate-600',
                    children: messages.difficultyLabel,
                  }),
                  /* @__PURE__ */ jsx('dd', {
                    children: /* @__PURE__ */ jsx(DifficultyBadge, {
                      difficulty: waterfall.difficulty,
                      children: waterfall.duration,
                    }),
                  }),
                ],
              }),
              /* @__PURE__ */ jsxs('div', {
                children: [
                  /* @__PURE__ */ jsx('dt', {
                    className: 'text-sm text-slate-600',
                    children: messages.heightField,
                  }),
                  /* @__PURE__ */ jsx('dd', {
                    className: 'font-medium',
                    children: waterfall.height,
                  }),
                ],
              }),
              /* @__PURE__ */ jsxs('div', {
                children: [
                  /* @__PURE__ */ jsx('dt', {
                    className: 'text-sm text-slate-600',
                    children: messages.flowField,
                  }),
                  /* @__PURE__ */ jsx('dd', {
                    className: 'font-medium',
                    children: messages.flows[waterfall.flow],
                  }),
                ],
              }),
              /* @__PURE__ */ jsxs('div', {
                children: [
                  /* @__PURE__ */ jsx('dt', {
                    className: 'text-sm text-slate-600',
                    children: messages.typeField,
                  }),
                  /* @__PURE__ */ jsx('dd', {
                    className: 'font-medium',
                    children: messages.types[waterfall.type],
                  }),
                ],
              }),
            ],
          }),
          /* @__PURE__ */ jsx('div', {
            className: 'mt-4',
            children: /* @__PURE__ */ jsx(SuitabilityBadges, { waterfall }),
          }),
        ],
      }),
      /* @__PURE__ */ jsxs('section', {
        'aria-labelledby': 'directions-heading',
        children: [
          /* @__PURE__ */ jsx('h2', {
            id: 'directions-heading',
            className: 'text-xl font-semibold',
            children: messages.howToGetThereHeading,
          }),
          /* @__PURE__ */ jsx('p', {
            className: 'mt-2 text-slate-800',
            children: waterfall.howToGetThere,
          }),
          /* @__PURE__ */ jsx('p', {
            className: 'mt-2 rounded-lg bg-amber-50 px-4 py-2 text-amber-950 ring-1 ring-amber-200',
            children: messages.weatherTip,
          }),
        ],
      }),
      /* @__PURE__ */ jsxs('section', {
        'aria-labelledby': 'season-heading',
        children: [
          /* @__PURE__ */ jsx('h2', {
            id: 'season-heading',
            className: 'text-xl font-semibold',
            children: messages.seasonHeading,
          }),
          /* @__PURE__ */ jsx('p', {
            className: 'mt-2 text-slate-800',
            children: waterfall.season,
          }),
          /* @__PURE__ */ jsx('h2', {
            id: 'access-heading',
            className: 'mt-6 text-xl font-semibold',
            children: messages.accessHeading,
          }),
          /* @__PURE__ */ jsx('p', {
            className: 'mt-2 text-slate-800',
            children: waterfall.accessNotes,
          }),
          /* @__PURE__ */ jsx('p', {
            className: 'mt-2 text-sm text-slate-600',
            children: messages.lastChecked(formatCalendarDate(waterfall.lastChecked, locale)),
          }),
        ],
      }),
      /* @__PURE__ */ jsxs('div', {
        className: 'grid gap-6 md:grid-cols-2',
        children: [
          /* @__PURE__ */ jsxs('section', {
            'aria-labelledby': 'bring-heading',
            children: [
              /* @__PURE__ */ jsx('h2', {
                id: 'bring-heading',
                className: 'text-xl font-semibold',
                children: messages.whatToBringHeading,
              }),
              /* @__PURE__ */ jsx('ul', {
                className: 'mt-2 list-disc space-y-1 pl-5',
                children: bring.map((item) => /* @__PURE__ */ jsx('li', { children: item }, item)),
              }),
            ],
          }),
          /* @__PURE__ */ jsxs('section', {
            'aria-labelledby': 'safety-heading',
            children: [
              /* @__PURE__ */ jsx('h2', {
                id: 'safety-heading',
                className: 'text-xl font-semibold',
                children: messages.safetyHeading,
              }),
              /* @__PURE__ */ jsx('ul', {
                className: 'mt-2 list-disc space-y-1 pl-5',
                children: messages.safetyTips.map((tip) => /* @__PURE__ */ jsx('li', { children: tip }, tip)),
              }),
            ],
          }),
        ],
      }),
    ],
  })
}
// src/routes/{-$locale}/waterfall/$id.tsx?tsr-split=component
function WaterfallRoute() {
  return /* @__PURE__ */ jsx(WaterfallPage, { id: Route.useParams().id })
}

export { WaterfallRoute as component }
