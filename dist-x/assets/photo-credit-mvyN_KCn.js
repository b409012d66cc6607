import { useEffect, useId, useRef, useState } from 'react'
import { jsx, jsxs } from 'react/jsx-runtime'
import { h as absoluteUrl, g as pageUrl, S as useMessages } from '../entry-x.js'

// src/seo/structured-data.ts
/** schema.org data for the home page: the site and how to search it. */
function websiteJsonLd(locale, messages) {
  const home = pageUrl(locale, '/')
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: messages.siteTitle,
    url: home,
    inLanguage: locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${home}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  }
}
function touristAttractionJsonLd(waterfall, locale, imagePath) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: waterfall.name,
    description: waterfall.description,
    url: pageUrl(locale, `/waterfall/${waterfall.id}`),
    image: waterfall.imageUrl ?? absoluteUrl(imagePath),
    inLanguage: locale,
    address: {
      '@type': 'PostalAddress',
      addressLocality: waterfall.location,
      addressRegion: waterfall.province,
      addressCountry: 'IT',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: waterfall.lat,
      longitude: waterfall.lon,
    },
    ...(waterfall.familyFriendly && {
      audience: {
        '@type': 'Audience',
        audienceType: 'Families',
      },
    }),
    additionalProperty: [
      {
        '@type': 'PropertyValue',
        name: 'familyFriendly',
        value: waterfall.familyFriendly,
      },
      {
        '@type': 'PropertyValue',
        name: 'strollerFriendly',
        value: waterfall.strollerFriendly,
      },
    ],
  }
}
/** Each crumb with its position and name; every one but the last also links. */
function breadcrumbJsonLd(crumbs) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(index < crumbs.length - 1 && crumb.url && { item: crumb.url }),
    })),
  }
}
// src/components/ui/difficulty-badge.tsx
var COLOURS = {
  Facile: 'bg-green-100 text-green-900 ring-green-700/30',
  Medio: 'bg-yellow-100 text-yellow-900 ring-yellow-700/30',
  Difficile: 'bg-red-100 text-red-900 ring-red-700/30',
}
function DifficultyBadge({ difficulty, children }) {
  const messages = useMessages()
  return /* @__PURE__ */ jsxs('span', {
    'data-difficulty': difficulty,
    className: `inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${COLOURS[difficulty]}`,
    children: [
      messages.difficulties[difficulty],
      children &&
        /* @__PURE__ */ jsxs('span', {
          className: 'font-normal',
          children: ['\xA0· ', children],
        }),
    ],
  })
}
// src/components/ui/tooltip.tsx
var lastClosedAt = Number.NEGATIVE_INFINITY
/**
 * Explains an icon or short label. Opens after a hover of 700 ms (at once when another
 * tooltip closed less than 300 ms ago), at once on keyboard focus or a tap; Escape closes it.
 */
function Tooltip({ label, children }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const timer = useRef(void 0)
  useEffect(() => () => clearTimeout(timer.current), [])
  const show = (delay) => {
    clearTimeout(timer.current)
    if (delay === 0) setOpen(true)
    else timer.current = setTimeout(() => setOpen(true), delay)
  }
  const hide = () => {
    clearTimeout(timer.current)
    if (open) lastClosedAt = Date.now()
    setOpen(false)
  }
  const hoverDelay = () => (Date.now() - lastClosedAt < 300 ? 0 : 700)
  return /* @__PURE__ */ jsxs('button', {
    type: 'button',
    className: 'relative inline-flex cursor-help rounded-full',
    'aria-describedby': id,
    onClick: () => (open ? hide() : show(0)),
    onPointerEnter: () => show(hoverDelay()),
    onPointerLeave: hide,
    onFocus: () => show(0),
    onBlur: hide,
    onKeyDown: (event) => {
      if (event.key === 'Escape') hide()
    },
    children: [
      children,
      /* @__PURE__ */ jsx('span', {
        id,
        role: 'tooltip',
        hidden: !open,
        className:
          'absolute bottom-full left-1/2 z-20 mb-2 w-max max-w-56 -translate-x-1/2 rounded bg-slate-900 px-2 py-1 text-xs text-white shadow',
        children: label,
      }),
    ],
  })
}
// src/components/ui/suitability-badges.tsx
/** Family and stroller suitability, each spelled out in words (the icon only repeats it). */
function SuitabilityBadges({ waterfall }) {
  const messages = useMessages()
  const badges = [
    {
      key: 'family',
      yes: waterfall.familyFriendly,
      label: waterfall.familyFriendly ? messages.familyFriendly : messages.notFamilyFriendly,
      tooltip: waterfall.familyFriendly ? messages.familyTooltip : messages.notFamilyTooltip,
      icon: '👨‍👩‍👧',
    },
    {
      key: 'stroller',
      yes: waterfall.strollerFriendly,
      label: waterfall.strollerFriendly ? messages.strollerFriendly : messages.notStrollerFriendly,
      tooltip: waterfall.strollerFriendly ? messages.strollerTooltip : messages.notStrollerTooltip,
      icon: '👶',
    },
  ]
  return /* @__PURE__ */ jsx('ul', {
    className: 'flex flex-wrap gap-2 text-xs',
    children: badges.map((badge) =>
      /* @__PURE__ */ jsx(
        'li',
        {
          'data-suitability': badge.key,
          'data-value': String(badge.yes),
          children: /* @__PURE__ */ jsx(Tooltip, {
            label: badge.tooltip,
            children: /* @__PURE__ */ jsxs('span', {
              className: `inline-flex items-center gap-1 rounded-full px-2.5 py-1 font-medium ${badge.yes ? 'bg-sky-100 text-sky-900' : 'bg-slate-100 text-slate-700'}`,
              children: [
                /* @__PURE__ */ jsx('span', {
                  'aria-hidden': 'true',
                  children: badge.icon,
                }),
                badge.label,
              ],
            }),
          }),
        },
        badge.key,
      ),
    ),
  })
}
// src/components/ui/waterfall-image.tsx
var ILLUSTRATION_URL = '/illustrations/waterfall.svg'
/**
 * A photo when the entry has a verified one, otherwise (or when it fails to load) the
 * default illustration. The box keeps its aspect ratio either way, so nothing shifts.
 */
function WaterfallImage({ src, alt, className = '', priority = false }) {
  const [failed, setFailed] = useState(false)
  const showPhoto = src !== void 0 && !failed
  return /* @__PURE__ */ jsx('img', {
    src: showPhoto ? src : ILLUSTRATION_URL,
    alt,
    width: 640,
    height: 400,
    loading: priority ? 'eager' : 'lazy',
    decoding: 'async',
    fetchPriority: priority ? 'high' : 'auto',
    crossOrigin: showPhoto ? 'anonymous' : void 0,
    onError: () => setFailed(true),
    'data-illustration': showPhoto ? void 0 : 'true',
    className: `aspect-[8/5] w-full bg-sky-100 object-cover ${className}`,
  })
}
// src/features/waterfall/photo-credit.tsx
/** Author, licence and source of a published photo, as its licence asks. */
function PhotoCredit({ credit }) {
  const messages = useMessages()
  return /* @__PURE__ */ jsxs('p', {
    className: 'text-xs text-slate-600',
    children: [
      messages.photoCredit,
      ': ',
      credit.author,
      ',',
      ' ',
      /* @__PURE__ */ jsx('a', {
        href: credit.licenceUrl,
        rel: 'license noopener noreferrer',
        target: '_blank',
        className: 'underline',
        children: credit.licence,
      }),
      ' ',
      '(',
      /* @__PURE__ */ jsx('a', {
        href: credit.sourceUrl,
        rel: 'noopener noreferrer',
        target: '_blank',
        className: 'underline',
        children: messages.photoSource,
      }),
      ')',
    ],
  })
}

export {
  breadcrumbJsonLd as o,
  DifficultyBadge as a,
  ILLUSTRATION_URL as n,
  PhotoCredit as t,
  SuitabilityBadges as i,
  touristAttractionJsonLd as s,
  WaterfallImage as r,
  websiteJsonLd as c,
}
