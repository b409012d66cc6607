import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useTracker } from '../../analytics/tracker-context'
import { catalogueQueryOptions } from '../../catalogue/catalogue-query'
import type { Waterfall } from '../../catalogue/schema'
import { DifficultyBadge } from '../../components/ui/difficulty-badge'
import { isPlainLeftClick } from '../../components/ui/plain-click'
import { SuitabilityBadges } from '../../components/ui/suitability-badges'
import { ILLUSTRATION_URL, WaterfallImage } from '../../components/ui/waterfall-image'
import { formatCalendarDate } from '../../i18n/format-date'
import { HOME_ONLY, localeParam, useLocale, useMessages } from '../../i18n/locale'
import { localizedPath } from '../../i18n/locale-path'
import { pageUrl } from '../../seo/site'
import { breadcrumbJsonLd, touristAttractionJsonLd } from '../../seo/structured-data'
import { usePageHead } from '../../seo/use-page-head'
import { mapsSearchUrl } from './maps-link'
import { PhotoCredit } from './photo-credit'

export function WaterfallPage({ id }: { id: string }) {
  const locale = useLocale()
  const messages = useMessages()
  const catalogue = useQuery(catalogueQueryOptions(locale))
  if (catalogue.status === 'pending') {
    return <p className="mx-auto max-w-4xl px-4 py-16 text-slate-700">{messages.loadingCatalogue}</p>
  }
  if (catalogue.status === 'error') {
    return (
      <div role="alert" className="mx-auto max-w-4xl px-4 py-16">
        <h1 className="text-2xl font-bold">{messages.catalogueErrorTitle}</h1>
        <p className="mt-2">{messages.catalogueErrorText}</p>
        <button
          type="button"
          onClick={() => void catalogue.refetch()}
          className="mt-4 rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white"
        >
          {messages.retry}
        </button>
      </div>
    )
  }
  const waterfall = catalogue.data.find((entry) => entry.id === id)
  if (!waterfall) return <WaterfallNotFound />
  return <WaterfallDetail waterfall={waterfall} />
}

function WaterfallNotFound() {
  const locale = useLocale()
  const messages = useMessages()
  usePageHead({ title: messages.waterfallNotFound, description: messages.waterfallNotFoundText, noindex: true })
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <nav aria-label={messages.breadcrumbLabel} className="text-sm">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link
              to="/{-$locale}"
              params={{ locale: localeParam(locale) }}
              activeOptions={HOME_ONLY}
              className="underline"
            >
              {messages.home}
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li aria-current="page">{messages.waterfallNotFound}</li>
        </ol>
      </nav>
      <h1 className="mt-6 text-3xl font-bold text-brand-900">{messages.waterfallNotFound}</h1>
      <p className="mt-3 text-slate-700">{messages.waterfallNotFoundText}</p>
      <Link
        to="/{-$locale}"
        params={{ locale: localeParam(locale) }}
        activeOptions={HOME_ONLY}
        className="mt-6 inline-block rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
      >
        {messages.backToHomepage}
      </Link>
    </div>
  )
}

function WaterfallDetail({ waterfall }: { waterfall: Waterfall }) {
  const locale = useLocale()
  const messages = useMessages()
  const tracker = useTracker()
  const listSearch = useRouterState({ select: (state) => state.location.state.listSearch ?? '' })
  const reportedId = useRef<string>(undefined)
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
        { name: messages.home, url: pageUrl(locale, '/') },
        { name: `${waterfall.name} (${waterfall.province})`, url: pageUrl(locale, italianPath) },
      ]),
    ],
  })

  useEffect(() => {
    // Once per view, even when React runs effects twice in development.
    if (reportedId.current === waterfall.id) return
    reportedId.current = waterfall.id
    tracker.track({
      name: 'waterfall_view',
      payload: { waterfall_name: waterfall.name, waterfall_id: waterfall.id, province: waterfall.province },
    })
  }, [tracker, waterfall])

  const bring = waterfall.strollerFriendly ? messages.whatToBring : [...messages.whatToBring, messages.trekkingPoles]
  const homeHref = localizedPath(locale, '/')

  return (
    <article className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <nav aria-label={messages.breadcrumbLabel} className="text-sm">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link
              to="/{-$locale}"
              params={{ locale: localeParam(locale) }}
              activeOptions={HOME_ONLY}
              className="underline"
            >
              {messages.home}
            </Link>
            <span aria-hidden="true"> / </span>
          </li>
          <li aria-current="page">
            {waterfall.name} ({waterfall.province})
          </li>
        </ol>
      </nav>
      <a
        href={`${homeHref}${listSearch}`}
        onClick={(event) => {
          if (!isPlainLeftClick(event)) return
          event.preventDefault()
          void navigate({ href: `${homeHref}${listSearch}` })
        }}
        className="inline-block rounded font-semibold text-brand-800 underline"
      >
        ← {messages.backToWaterfalls}
      </a>
      <figure className="space-y-1">
        <div className="relative overflow-hidden rounded-xl">
          <WaterfallImage src={waterfall.imageUrl} alt={messages.cardImageAlt(waterfall.name)} priority />
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-sm font-semibold text-brand-900 shadow">
            {waterfall.province}
          </span>
        </div>
        {waterfall.photoCredit && (
          <figcaption>
            <PhotoCredit credit={waterfall.photoCredit} />
          </figcaption>
        )}
      </figure>
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-brand-900">{waterfall.name}</h1>
        {waterfall.familyFriendly && (
          <p className="rounded-lg bg-sky-50 px-4 py-2 text-sky-900 ring-1 ring-sky-200">{messages.familyNote}</p>
        )}
      </header>
      <section aria-labelledby="description-heading">
        <h2 id="description-heading" className="text-xl font-semibold">
          {messages.descriptionHeading}
        </h2>
        <p className="mt-2 text-slate-800">{waterfall.description}</p>
      </section>
      <section aria-labelledby="practical-heading" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <h2 id="practical-heading" className="text-xl font-semibold">
          {messages.practicalHeading}
        </h2>
        <a
          href={mapsSearchUrl(waterfall)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() =>
            tracker.track({
              name: 'map_click',
              payload: { waterfall_name: waterfall.name, location: waterfall.location },
            })
          }
          className="mt-3 inline-flex items-center gap-2 rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900"
        >
          📍 {waterfall.location}
          <span className="sr-only">
            {' '}
            – {messages.openInMaps} ({messages.openInMapsHint})
          </span>
        </a>
        {!waterfall.coordinatesVerified && (
          <p className="mt-2 text-sm text-slate-600">{messages.coordinatesApproximate}</p>
        )}
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">{messages.difficultyLabel}</dt>
            <dd>
              <DifficultyBadge difficulty={waterfall.difficulty}>{waterfall.duration}</DifficultyBadge>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{messages.heightField}</dt>
            <dd className="font-medium">{waterfall.height}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{messages.flowField}</dt>
            <dd className="font-medium">{messages.flows[waterfall.flow]}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{messages.typeField}</dt>
            <dd className="font-medium">{messages.types[waterfall.type]}</dd>
          </div>
        </dl>
        <div className="mt-4">
          <SuitabilityBadges waterfall={waterfall} />
        </div>
      </section>
      <section aria-labelledby="directions-heading">
        <h2 id="directions-heading" className="text-xl font-semibold">
          {messages.howToGetThereHeading}
        </h2>
        <p className="mt-2 text-slate-800">{waterfall.howToGetThere}</p>
        <p className="mt-2 rounded-lg bg-amber-50 px-4 py-2 text-amber-950 ring-1 ring-amber-200">
          {messages.weatherTip}
        </p>
      </section>
      <section aria-labelledby="season-heading">
        <h2 id="season-heading" className="text-xl font-semibold">
          {messages.seasonHeading}
        </h2>
        <p className="mt-2 text-slate-800">{waterfall.season}</p>
        <h2 id="access-heading" className="mt-6 text-xl font-semibold">
          {messages.accessHeading}
        </h2>
        <p className="mt-2 text-slate-800">{waterfall.accessNotes}</p>
        <p className="mt-2 text-sm text-slate-600">
          {messages.lastChecked(formatCalendarDate(waterfall.lastChecked, locale))}
        </p>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="bring-heading">
          <h2 id="bring-heading" className="text-xl font-semibold">
            {messages.whatToBringHeading}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {bring.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="safety-heading">
          <h2 id="safety-heading" className="text-xl font-semibold">
            {messages.safetyHeading}
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {messages.safetyTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      </div>
    </article>
  )
}
