import { QueryClient, QueryClientProvider, queryOptions, useQueryErrorResetBoundary } from '@tanstack/react-query'
import {
  createFileRoute,
  createRootRouteWithContext,
  createRouter,
  Link,
  lazyRouteComponent,
  notFound,
  Outlet,
  useNavigate,
  useRouter,
  useRouterState,
} from '@tanstack/react-router'
import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server'
import { useHead } from '@unhead/react'
import { UnheadProvider } from '@unhead/react/client'
import { createHead } from '@unhead/react/server'
import { createContext, useContext, useEffect, useRef } from 'react'
import { jsx, jsxs } from 'react/jsx-runtime'
import * as z from 'zod/mini'

// src/features/finder/duration.ts
/**
 * Duration rules (spec §5). The duration is free text such as '15 minuti', '1-2 ore' or
 * '2.5 hours'; its first number counts, in hours when the text speaks of hours.
 */
var FIRST_NUMBER = /\d+(?:[.,]\d+)?/
var HOURS = /ore|hour/i
function parseDurationMinutes(duration) {
  const match = FIRST_NUMBER.exec(duration)
  if (!match) return 0
  const value = Number(match[0].replace(',', '.'))
  return HOURS.test(duration) ? value * 60 : value
}
var DURATION_BANDS = [
  {
    id: 'up-to-30',
    maxMinutes: 30,
  },
  {
    id: '30-60',
    maxMinutes: 60,
  },
  {
    id: '60-120',
    maxMinutes: 120,
  },
  {
    id: '120-240',
    maxMinutes: 240,
  },
  {
    id: 'over-240',
    maxMinutes: Number.POSITIVE_INFINITY,
  },
]
var DURATION_BAND_IDS = DURATION_BANDS.map((band) => band.id)
/** Each band runs from just over the previous band's upper bound up to and including its own. */
function durationBandOf(minutes) {
  return DURATION_BANDS.find((candidate) => minutes <= candidate.maxMinutes)?.id ?? 'over-240'
}
// src/catalogue/vocabulary.ts
/**
 * Canonical values of the catalogue's enumerated fields. They stay in Italian in the data
 * (they are part of the URL contract too) and are translated only as labels.
 */
var DIFFICULTIES = ['Facile', 'Medio', 'Difficile']
var FLOWS = ['Costante', 'Abbondante', 'Stagionale']
var WATERFALL_TYPES = ['A cascata', 'A velo', 'Naturale', 'Gola rocciosa', 'Multi-livello']
var PROVINCES = ['Bergamo', 'Brescia', 'Como', 'Lecco', 'Sondrio', 'Trento', 'Varese']
var LOCALES = ['it', 'en']
// src/catalogue/schema.ts
var text = z.string().check(z.trim(), z.minLength(1))
var isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a YYYY-MM-DD date'))
var httpsUrl = z.url({ protocol: /^https$/ })
/** A text every visitor reads, written in both languages. */
var bilingual = z.object({
  it: text,
  en: text,
})
/** Where the photo comes from; a photo is only published with a verified licence. */
var photoSchema = z.object({
  url: httpsUrl,
  author: text,
  licence: text,
  licenceUrl: httpsUrl,
  sourceUrl: httpsUrl,
})
var coordinatesSchema = z.object({
  lat: z.number().check(z.gte(45), z.lte(47)),
  lon: z.number().check(z.gte(8), z.lte(11.5)),
  /** false when the point is an estimate that may be 1–2 km out. */
  verified: z.boolean(),
})
z.object({
  id: z.string().check(z.regex(/^[1-9]\d*$/, 'expected a positive integer id')),
  name: bilingual,
  location: bilingual,
  province: z.enum(PROVINCES),
  difficulty: z.enum(DIFFICULTIES),
  duration: bilingual,
  height: z.string().check(z.regex(/^\d+ m$/, "expected a height like '30 m'")),
  flow: z.enum(FLOWS),
  type: z.enum(WATERFALL_TYPES),
  familyFriendly: z.boolean(),
  strollerFriendly: z.boolean(),
  description: bilingual,
  howToGetThere: bilingual,
  season: bilingual,
  accessNotes: bilingual,
  coordinates: coordinatesSchema,
  lastChecked: isoDate,
  photo: z.optional(photoSchema),
}).check(
  z.refine((entry) => /\d/.test(entry.duration.it) && /\d/.test(entry.duration.en), {
    message: 'the duration must contain a number in both languages',
    path: ['duration'],
  }),
  z.refine((entry) => parseDurationMinutes(entry.duration.it) === parseDurationMinutes(entry.duration.en), {
    message: 'the Italian and English durations must mean the same number of minutes',
    path: ['duration'],
  }),
)
/** One entry as a page reads it: every text already in the page's language. */
var waterfallSchema = z.object({
  id: z.string(),
  name: text,
  location: text,
  province: z.enum(PROVINCES),
  difficulty: z.enum(DIFFICULTIES),
  duration: text,
  height: text,
  flow: z.enum(FLOWS),
  type: z.enum(WATERFALL_TYPES),
  familyFriendly: z.boolean(),
  strollerFriendly: z.boolean(),
  description: text,
  howToGetThere: text,
  season: text,
  accessNotes: text,
  lat: z.number(),
  lon: z.number(),
  coordinatesVerified: z.boolean(),
  lastChecked: isoDate,
  imageUrl: z.optional(httpsUrl),
  photoCredit: z.optional(
    z.object({
      author: text,
      licence: text,
      licenceUrl: httpsUrl,
      sourceUrl: httpsUrl,
    }),
  ),
})
/** The body of /data/waterfalls.{locale}.json. */
var catalogueDocumentSchema = z.object({
  locale: z.enum(['it', 'en']),
  waterfalls: z.array(waterfallSchema).check(z.minLength(1)),
})
// src/catalogue/catalogue-query.ts
var catalogueUrl = (locale) => `/data/waterfalls.${locale}.json`
/** The catalogue could not be had: no network, an HTTP error, or a body that is not a catalogue. */
var CatalogueRequestError = class extends Error {
  name = 'CatalogueRequestError'
}
async function fetchCatalogue(locale, signal) {
  let response
  try {
    response = await fetch(catalogueUrl(locale), {
      signal,
      headers: { accept: 'application/json' },
    })
  } catch (cause) {
    if (signal.aborted) throw cause
    throw new CatalogueRequestError('The catalogue could not be requested', { cause })
  }
  if (!response.ok) throw new CatalogueRequestError(`Catalogue request failed with HTTP ${response.status}`)
  const result = catalogueDocumentSchema.safeParse(await response.json().catch(() => void 0))
  if (!result.success) throw new CatalogueRequestError('Catalogue response did not match the schema')
  return result.data
}
/**
 * The catalogue is fixed with each release, so it never goes stale while a page is open.
 * `offlineFirst`: the request is made even when the browser says it is offline, because the
 * service worker may answer it from its cache (the default mode would wait for a network).
 */
var catalogueQueryOptions = (locale) =>
  queryOptions({
    queryKey: ['catalogue', locale],
    queryFn: ({ signal }) => fetchCatalogue(locale, signal),
    staleTime: Number.POSITIVE_INFINITY,
    networkMode: 'offlineFirst',
    select: (document) => document.waterfalls,
  })
var MESSAGES = {
  it: {
    siteTitle: 'Cascate Lombardia',
    skipToContent: 'Vai al contenuto',
    languageSwitchLabel: 'Lingua',
    switchToItalian: 'Ita',
    switchToEnglish: 'Eng',
    switchToItalianName: 'Italiano',
    switchToEnglishName: 'English',
    homeHeading: 'Le cascate della Lombardia, a misura di famiglia',
    heroText: (count) =>
      `${count ?? 'Tante'} cascate naturali tra le province di Bergamo, Como, Sondrio, Varese e Brescia, e appena oltre il confine. Usa la ricerca e i filtri per trovare la cascata giusta per te: per difficoltà, durata, e se il percorso va bene per bambini e passeggini.`,
    searchLabel: 'Cerca una cascata',
    searchPlaceholder: 'Cerca una cascata per nome...',
    filtersHeading: 'Filtri',
    difficultyLabel: 'Difficoltà',
    provinceLabel: 'Località',
    durationLabel: 'Durata',
    strollerLabel: 'Passeggino',
    familyLabel: 'Famiglie',
    allDifficulties: 'Tutte le difficoltà',
    allProvinces: 'Tutte le province',
    allDurations: 'Tutte le durate',
    resetFilters: 'Azzera i filtri',
    durationBands: {
      'up-to-30': 'Fino a 30 minuti',
      '30-60': '30-60 minuti',
      '60-120': '1-2 ore',
      '120-240': '2-4 ore',
      'over-240': 'Oltre 4 ore',
    },
    familyOptions: {
      all: 'Tutti i percorsi',
      true: 'Solo adatti alle famiglie',
      false: 'Non adatti alle famiglie',
    },
    strollerOptions: {
      all: 'Tutti i percorsi',
      true: 'Solo adatti ai passeggini',
      false: 'Non adatti ai passeggini',
    },
    difficulties: {
      Facile: 'Facile',
      Medio: 'Medio',
      Difficile: 'Difficile',
    },
    flows: {
      Costante: 'Costante',
      Abbondante: 'Abbondante',
      Stagionale: 'Stagionale',
    },
    types: {
      'A cascata': 'A cascata',
      'A velo': 'A velo',
      Naturale: 'Naturale',
      'Gola rocciosa': 'Gola rocciosa',
      'Multi-livello': 'Multi-livello',
    },
    resultsCount: (count) =>
      count === 1 ? '1 cascata trovata' : count === 0 ? 'Nessuna cascata trovata' : `${count} cascate trovate`,
    resultsHeading: 'Risultati',
    loadingCatalogue: 'Caricamento delle cascate…',
    catalogueErrorTitle: 'Non riusciamo a caricare le cascate',
    catalogueErrorText: 'Controlla la connessione e riprova. I filtri che hai scelto restano come sono.',
    retry: 'Riprova',
    noResultsTitle: 'Nessuna cascata trovata per i criteri selezionati',
    noResultsText: 'Prova a cambiare i filtri oppure esplora tutte le cascate della guida.',
    resetAllFilters: 'Azzera tutti i filtri',
    cardCta: 'Scopri come arrivare',
    cardImageAlt: (name) => `Illustrazione della cascata: ${name}`,
    provinceField: 'Provincia',
    durationField: 'Durata',
    heightField: 'Altezza',
    flowField: 'Portata',
    familyFriendly: 'Adatta alle famiglie',
    notFamilyFriendly: 'Non adatta alle famiglie',
    strollerFriendly: 'Adatta ai passeggini',
    notStrollerFriendly: 'Non adatta ai passeggini',
    familyTooltip: 'Percorso adatto a famiglie con bambini',
    notFamilyTooltip: 'Percorso impegnativo, non adatto ai bambini',
    strollerTooltip: 'Si arriva con il passeggino',
    notStrollerTooltip: 'Il passeggino non passa: gradini, sassi o sentiero stretto',
    whyHeading: 'Perché scegliere le nostre guide',
    whyItems: [
      {
        title: 'Informazioni verificate',
        text: 'Ogni scheda nasce da fonti citate e riporta la data dell’ultimo controllo. Dove un dato è incerto, lo diciamo.',
      },
      {
        title: 'Pensate per le famiglie',
        text: 'Per ogni cascata indichiamo se va bene con i bambini e se ci si arriva con il passeggino.',
      },
      {
        title: 'Pronte per il sentiero',
        text: 'Durata, dislivello, come arrivare e cosa portare, in una pagina leggera che si apre anche con poco segnale.',
      },
    ],
    footerRights: 'Tutti i diritti riservati.',
    footerContact: 'Contatti',
    footerCopyrightLines: [
      'Testi e schede delle cascate © Cascate Lombardia.',
      'Illustrazioni © Cascate Lombardia.',
      'Le foto, dove presenti, appartengono ai rispettivi autori e sono pubblicate secondo la licenza indicata.',
    ],
    footerMadeWith: 'Fatto con cura in Lombardia, per chi cammina.',
    homeMetaDescription: (count) =>
      `Guida a ${count ?? 'tante'} cascate naturali in Lombardia e dintorni: difficoltà, durata, percorsi per famiglie e passeggini, come arrivare.`,
    notFoundTitle: 'Oops! Pagina non trovata',
    notFoundText: 'L’indirizzo che hai aperto non esiste in questa guida.',
    returnHome: 'Torna alla home',
    errorTitle: 'Errore imprevisto dell’applicazione!',
    errorStack: 'Dettagli tecnici',
    errorHome: 'Torna alla home',
    home: 'Home',
    breadcrumbLabel: 'Percorso di navigazione',
    backToWaterfalls: 'Torna alle cascate',
    waterfallNotFound: 'Cascata non trovata',
    waterfallNotFoundText: 'Questa cascata non è presente nella nostra guida.',
    backToHomepage: 'Torna alla homepage',
    descriptionHeading: 'Descrizione',
    practicalHeading: 'Informazioni pratiche',
    howToGetThereHeading: 'Come arrivare',
    openInMaps: 'Apri in Mappe',
    openInMapsHint: 'si apre in una nuova scheda',
    coordinatesApproximate: 'Posizione indicativa: il punto sulla mappa può distare un paio di chilometri.',
    familyNote: 'Questa cascata è adatta alle famiglie con bambini.',
    weatherTip: 'Prima di partire controlla il meteo, porta acqua a sufficienza e indossa scarpe da trekking.',
    whatToBringHeading: 'Cosa portare',
    whatToBring: ['Acqua', 'Scarpe da trekking', 'Giacca antipioggia', 'Snack', 'Kit di primo soccorso'],
    trekkingPoles: 'Bastoncini da trekking',
    safetyHeading: 'Raccomandazioni per la sicurezza',
    safetyTips: [
      'Resta sui sentieri segnati e rispetta divieti e recinzioni.',
      'Non avvicinarti al bordo della cascata e non fare il bagno: rocce bagnate e correnti sono pericolose.',
      'Tieni i bambini per mano vicino all’acqua e nei tratti esposti.',
      'Non partire con temporali in arrivo: il torrente può ingrossarsi all’improvviso.',
      'Avvisa qualcuno del tuo itinerario e dell’orario di rientro.',
    ],
    seasonHeading: 'Quando andare',
    accessHeading: 'Accesso e avvisi',
    /** January to December, as a long date writes them. */
    monthNames: [
      'gennaio',
      'febbraio',
      'marzo',
      'aprile',
      'maggio',
      'giugno',
      'luglio',
      'agosto',
      'settembre',
      'ottobre',
      'novembre',
      'dicembre',
    ],
    lastChecked: (date) =>
      `Informazioni verificate il ${date}. Orari, tariffe e chiusure cambiano: controlla prima di partire.`,
    typeField: 'Tipo',
    photoCredit: 'Foto',
    photoSource: 'fonte',
  },
  en: {
    siteTitle: 'Lombardy Waterfalls',
    skipToContent: 'Skip to content',
    languageSwitchLabel: 'Language',
    switchToItalian: 'Ita',
    switchToEnglish: 'Eng',
    switchToItalianName: 'Italiano',
    switchToEnglishName: 'English',
    homeHeading: 'The waterfalls of Lombardy, for the whole family',
    heroText: (count) =>
      `${count ?? 'Many'} natural waterfalls across the provinces of Bergamo, Como, Sondrio, Varese and Brescia, and just beyond. Use the search and the filters to find the right waterfall for you: by difficulty, by walking time, and by whether the path suits children and strollers.`,
    searchLabel: 'Search for a waterfall',
    searchPlaceholder: 'Search for a waterfall by name...',
    filtersHeading: 'Filters',
    difficultyLabel: 'Difficulty',
    provinceLabel: 'Location',
    durationLabel: 'Duration',
    strollerLabel: 'Stroller',
    familyLabel: 'Families',
    allDifficulties: 'All difficulties',
    allProvinces: 'All provinces',
    allDurations: 'All durations',
    resetFilters: 'Reset filters',
    durationBands: {
      'up-to-30': 'Up to 30 minutes',
      '30-60': '30-60 minutes',
      '60-120': '1-2 hours',
      '120-240': '2-4 hours',
      'over-240': 'Over 4 hours',
    },
    familyOptions: {
      all: 'All trails',
      true: 'Family-friendly only',
      false: 'Not family-friendly',
    },
    strollerOptions: {
      all: 'All trails',
      true: 'Stroller-friendly only',
      false: 'Not stroller-friendly',
    },
    difficulties: {
      Facile: 'Easy',
      Medio: 'Moderate',
      Difficile: 'Hard',
    },
    flows: {
      Costante: 'Steady',
      Abbondante: 'Abundant',
      Stagionale: 'Seasonal',
    },
    types: {
      'A cascata': 'Plunge',
      'A velo': 'Veil',
      Naturale: 'Natural',
      'Gola rocciosa': 'Rocky gorge',
      'Multi-livello': 'Multi-tier',
    },
    resultsCount: (count) =>
      count === 1 ? '1 waterfall found' : count === 0 ? 'No waterfalls found' : `${count} waterfalls found`,
    resultsHeading: 'Results',
    loadingCatalogue: 'Loading the waterfalls…',
    catalogueErrorTitle: 'We could not load the waterfalls',
    catalogueErrorText: 'Check your connection and try again. The filters you chose stay as they are.',
    retry: 'Try again',
    noResultsTitle: 'No waterfalls found for the selected criteria',
    noResultsText: 'Try different filters, or explore all the waterfalls in the guide.',
    resetAllFilters: 'Reset all filters',
    cardCta: 'See how to get there',
    cardImageAlt: (name) => `Illustration of the waterfall: ${name}`,
    provinceField: 'Province',
    durationField: 'Duration',
    heightField: 'Height',
    flowField: 'Flow',
    familyFriendly: 'Family-friendly',
    notFamilyFriendly: 'Not family-friendly',
    strollerFriendly: 'Stroller-friendly',
    notStrollerFriendly: 'Not stroller-friendly',
    familyTooltip: 'A walk that suits families with children',
    notFamilyTooltip: 'A demanding walk, not suitable for children',
    strollerTooltip: 'You can get there with a stroller',
    notStrollerTooltip: 'No stroller access: steps, rocks or a narrow path',
    whyHeading: 'Why choose our guides',
    whyItems: [
      {
        title: 'Checked information',
        text: 'Every entry is built from cited sources and shows when it was last checked. Where a fact is uncertain, we say so.',
      },
      {
        title: 'Made for families',
        text: 'For every waterfall we tell you whether it suits children and whether you can get there with a stroller.',
      },
      {
        title: 'Ready for the trail',
        text: 'Walking time, how to get there and what to bring, on a light page that opens even with weak signal.',
      },
    ],
    footerRights: 'All rights reserved.',
    footerContact: 'Contact',
    footerCopyrightLines: [
      'Waterfall texts and entries © Lombardy Waterfalls.',
      'Illustrations © Lombardy Waterfalls.',
      'Photos, where shown, belong to their authors and are published under the licence given with them.',
    ],
    footerMadeWith: 'Made with care in Lombardy, for people who walk.',
    homeMetaDescription: (count) =>
      `A guide to ${count ?? 'many'} natural waterfalls in Lombardy and nearby: difficulty, walking time, family and stroller-friendly trails, how to get there.`,
    notFoundTitle: 'Oops! Page not found',
    notFoundText: 'The address you opened does not exist in this guide.',
    returnHome: 'Return to Home',
    errorTitle: 'Unexpected Application Error!',
    errorStack: 'Technical details',
    errorHome: 'Return to Home',
    home: 'Home',
    breadcrumbLabel: 'Breadcrumb',
    backToWaterfalls: 'Back to waterfalls',
    waterfallNotFound: 'Waterfall not found',
    waterfallNotFoundText: 'This waterfall is not in our guide.',
    backToHomepage: 'Back to homepage',
    descriptionHeading: 'Description',
    practicalHeading: 'Practical information',
    howToGetThereHeading: 'How to get there',
    openInMaps: 'Open in Maps',
    openInMapsHint: 'opens in a new tab',
    coordinatesApproximate: 'Approximate position: the map point may be a couple of kilometres out.',
    familyNote: 'This waterfall suits families with children.',
    weatherTip: 'Before you set off, check the weather, bring enough water and wear trekking shoes.',
    whatToBringHeading: 'What to bring',
    whatToBring: ['Water', 'Trekking shoes', 'Rain jacket', 'Snacks', 'First-aid kit'],
    trekkingPoles: 'Trekking poles',
    safetyHeading: 'Safety recommendations',
    safetyTips: [
      'Stay on marked paths and respect closures and fences.',
      'Keep away from the edge of the fall and do not swim: wet rock and currents are dangerous.',
      'Hold children by the hand near the water and on exposed stretches.',
      'Do not set off when storms are forecast: the stream can rise suddenly.',
      'Tell someone your route and when you expect to be back.',
    ],
    seasonHeading: 'When to go',
    accessHeading: 'Access and notices',
    monthNames: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    lastChecked: (date) => `Information checked on ${date}. Hours, fees and closures change: check before you go.`,
    typeField: 'Type',
    photoCredit: 'Photo',
    photoSource: 'source',
  },
}
// src/i18n/locale.ts
/** English pages live under /en; every other path is Italian. */
function localeFromPathname(pathname) {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'it'
}
/** The locale as the optional `{-$locale}` path segment: Italian has none. */
function localeParam(locale) {
  return locale === 'it' ? void 0 : 'en'
}
function useLocale() {
  return useRouterState({ select: (state) => localeFromPathname(state.location.pathname) })
}
function useMessages() {
  return MESSAGES[useLocale()]
}
/** Home links are "current" on the home page only, not on every page below it. */
var HOME_ONLY = {
  exact: true,
  includeSearch: false,
}
// src/constants.ts
/** Business constants of spec §9, defined once. */
var SEARCH_REPORT_DELAY_MS = 1e3
var QUERY_GC_TIME_MS = 3e5
var QUERY_RETRY_BASE_DELAY_MS = 1e3
var QUERY_RETRY_MAX_DELAY_MS = 3e4
var THEME_COLOR = '#1e40af'
var CONTACT_EMAIL = 'info@cascatelombardia.it'
// src/app/query-client.ts
/** Exponential backoff: 1 s, 2 s, 4 s … capped at 30 s (spec §9). */
function retryDelay(failureCount) {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** failureCount, QUERY_RETRY_MAX_DELAY_MS)
}
function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        retry: 3,
        retryDelay,
      },
    },
  })
}
// src/components/layout/catalogue-loading.tsx
var SKELETON_CARDS = 6
/** Shown when the catalogue of the other language takes a while to arrive. */
function CatalogueLoading() {
  const messages = useMessages()
  return /* @__PURE__ */ jsxs('div', {
    className: 'mx-auto max-w-6xl space-y-4 px-4 py-8',
    children: [
      /* @__PURE__ */ jsx('p', {
        role: 'status',
        className: 'text-sm font-medium text-slate-700',
        children: messages.loadingCatalogue,
      }),
      /* @__PURE__ */ jsx('ul', {
        className: 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3',
        'aria-hidden': 'true',
        'data-testid': 'results-skeleton',
        children: Array.from({ length: SKELETON_CARDS }, (_, index) =>
          /* @__PURE__ */ jsx('li', { className: 'h-[30rem] animate-pulse rounded-xl bg-slate-200' }, index),
        ),
      }),
    ],
  })
}
// src/i18n/locale-path.ts
/** The same page in another language: '/waterfall/3' ⇄ '/en/waterfall/3', '/' ⇄ '/en'. */
function pathInLocale(pathname, locale) {
  const italianPath = localeFromPathname(pathname) === 'en' ? pathname.slice(3) || '/' : pathname
  if (locale === 'it') return italianPath
  return italianPath === '/' ? '/en' : `/en${italianPath}`
}
/** A path inside the site for the given locale: localizedPath('en', '/waterfall/3'). */
function localizedPath(locale, italianPath) {
  return pathInLocale(italianPath, locale)
}
function normalizeOrigin(origin) {
  return (origin || 'https://cascatelombardia.it').replace(/\/+$/, '')
}
// src/seo/site.ts
/** The site's public origin, the one setting behind every absolute URL (canonical, hreflang, JSON-LD, sitemap). */
var SITE_ORIGIN = normalizeOrigin(void 0)
function absoluteUrl(path) {
  return `${SITE_ORIGIN}${path === '/' ? '/' : path}`
}
/** The absolute URL of an Italian path in the given language. */
function pageUrl(locale, italianPath) {
  return absoluteUrl(localizedPath(locale, italianPath))
}
/** Cuts to `max` characters: the first max − 3 and an ellipsis (spec §9: 57 + '…' for titles). */
function capLength(text, max) {
  if (text.length <= max) return text
  return `${text.slice(0, max - 3).trimEnd()}…`
}
var capTitle = (title) => capLength(title, 60)
var capDescription = (description) => capLength(description, 160)
/**
 * JSON for a <script type="application/ld+json">: the characters that could end the script
 * element or be read as markup are escaped, so no catalogue text can break out of it.
 */
function serializeJsonLd(data) {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
// src/seo/use-page-head.ts
var OG_LOCALE = {
  it: 'it_IT',
  en: 'en_GB',
}
/** Every head tag of a page, through unhead only. */
function usePageHead({ title, description, italianPath, image, jsonLd = [], noindex = false }) {
  const locale = useLocale()
  const messages = useMessages()
  const fullTitle = capTitle(title ? `${title} | ${messages.siteTitle}` : messages.siteTitle)
  const cappedDescription = capDescription(description)
  const url = italianPath === void 0 ? void 0 : pageUrl(locale, italianPath)
  const imageUrl = image ?? absoluteUrl('/social-card.png')
  useHead({
    title: fullTitle,
    meta: [
      {
        name: 'description',
        content: cappedDescription,
      },
      ...(noindex
        ? [
            {
              name: 'robots',
              content: 'noindex',
            },
          ]
        : []),
      {
        property: 'og:type',
        content: 'website',
      },
      {
        property: 'og:site_name',
        content: messages.siteTitle,
      },
      {
        property: 'og:title',
        content: fullTitle,
      },
      {
        property: 'og:description',
        content: cappedDescription,
      },
      {
        property: 'og:image',
        content: imageUrl,
      },
      {
        property: 'og:locale',
        content: OG_LOCALE[locale],
      },
      ...(url
        ? [
            {
              property: 'og:url',
              content: url,
            },
          ]
        : []),
      {
        name: 'twitter:card',
        content: 'summary_large_image',
      },
      {
        name: 'twitter:title',
        content: fullTitle,
      },
      {
        name: 'twitter:description',
        content: cappedDescription,
      },
      {
        name: 'twitter:image',
        content: imageUrl,
      },
    ],
    link: [
      {
        rel: 'manifest',
        href: `/manifest.${locale}.webmanifest`,
      },
      ...(url && italianPath !== void 0
        ? [
            {
              rel: 'canonical',
              href: url,
            },
            ...LOCALES.map((alternate) => ({
              rel: 'alternate',
              hreflang: alternate,
              href: pageUrl(alternate, italianPath),
            })),
            {
              rel: 'alternate',
              hreflang: 'x-default',
              href: pageUrl('it', italianPath),
            },
          ]
        : []),
    ],
    script: jsonLd.map((data) => ({
      type: 'application/ld+json',
      innerHTML: serializeJsonLd(data),
    })),
  })
}
// src/components/layout/not-found-page.tsx
/** Any path the site does not have. The attempted path goes to the console for whoever debugs it. */
function NotFoundPage() {
  const locale = useLocale()
  const messages = useMessages()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    console.error(`404: no page at ${pathname}`)
  }, [pathname])
  usePageHead({
    title: messages.notFoundTitle,
    description: messages.notFoundText,
    noindex: true,
  })
  return /* @__PURE__ */ jsxs('div', {
    className: 'mx-auto max-w-3xl px-4 py-16 text-center',
    children: [
      /* @__PURE__ */ jsx('h1', {
        className: 'text-3xl font-bold text-brand-900',
        children: messages.notFoundTitle,
      }),
      /* @__PURE__ */ jsx('p', {
        className: 'mt-3 text-slate-700',
        children: messages.notFoundText,
      }),
      /* @__PURE__ */ jsx(Link, {
        to: '/{-$locale}',
        params: { locale: localeParam(locale) },
        activeOptions: HOME_ONLY,
        className: 'mt-6 inline-block rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900',
        children: messages.returnHome,
      }),
    ],
  })
}
// src/components/layout/error-screen.tsx
/** An error thrown while rendering: say so plainly, keep the way home, hide the stack in details. */
function ErrorScreen({ error }) {
  const locale = useLocale()
  const messages = useMessages()
  const message = error instanceof Error ? error.message : String(error)
  usePageHead({
    title: messages.errorTitle,
    description: message,
    noindex: true,
  })
  const stack = error instanceof Error ? error.stack : void 0
  return /* @__PURE__ */ jsxs('div', {
    role: 'alert',
    className: 'mx-auto max-w-3xl px-4 py-16',
    children: [
      /* @__PURE__ */ jsx('h1', {
        className: 'text-3xl font-bold text-red-900',
        children: messages.errorTitle,
      }),
      /* @__PURE__ */ jsx('p', {
        className: 'mt-3 font-mono text-slate-800',
        children: message,
      }),
      stack &&
        /* @__PURE__ */ jsxs('details', {
          className: 'mt-4 rounded bg-slate-100 p-3',
          children: [
            /* @__PURE__ */ jsx('summary', {
              className: 'cursor-pointer font-semibold',
              children: messages.errorStack,
            }),
            /* @__PURE__ */ jsx('pre', {
              className: 'mt-2 overflow-x-auto text-xs',
              children: stack,
            }),
          ],
        }),
      /* @__PURE__ */ jsx('a', {
        href: localizedPath(locale, '/'),
        className: 'mt-6 inline-block rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900',
        children: messages.errorHome,
      }),
    ],
  })
}
// src/components/layout/route-error.tsx
/**
 * A route's error: the catalogue that could not be loaded gets a plain message and a way to try
 * again (the URL, and so every filter, stays as it is); anything else is an unexpected error.
 */
function RouteError(props) {
  return props.error instanceof CatalogueRequestError
    ? /* @__PURE__ */ jsx(CatalogueError, {})
    : /* @__PURE__ */ jsx(ErrorScreen, { ...props })
}
function CatalogueError() {
  const messages = useMessages()
  const router = useRouter()
  const queryErrors = useQueryErrorResetBoundary()
  useEffect(() => queryErrors.reset(), [queryErrors])
  usePageHead({
    title: messages.catalogueErrorTitle,
    description: messages.catalogueErrorText,
    noindex: true,
  })
  return /* @__PURE__ */ jsx('div', {
    className: 'mx-auto max-w-3xl px-4 py-16',
    children: /* @__PURE__ */ jsxs('div', {
      role: 'alert',
      className: 'rounded-xl bg-red-50 p-6 text-red-900 ring-1 ring-red-200',
      children: [
        /* @__PURE__ */ jsx('h1', {
          className: 'text-2xl font-semibold',
          children: messages.catalogueErrorTitle,
        }),
        /* @__PURE__ */ jsx('p', {
          className: 'mt-1',
          children: messages.catalogueErrorText,
        }),
        /* @__PURE__ */ jsx('button', {
          type: 'button',
          onClick: () => void router.invalidate(),
          className: 'mt-4 rounded-lg bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900',
          children: messages.retry,
        }),
      ],
    }),
  })
}
var DEFAULT_FILTERS = {
  q: '',
  difficulty: 'all',
  province: 'all',
  duration: 'all',
  stroller: 'all',
  family: 'all',
}
var FILTER_KEYS = Object.keys(DEFAULT_FILTERS)
function sameFilters(a, b) {
  return FILTER_KEYS.every((key) => a[key] === b[key])
}
var entryIndexes = /* @__PURE__ */ new WeakMap()
function indexOf(waterfall) {
  let index = entryIndexes.get(waterfall)
  if (!index) {
    index = {
      searchFields: [waterfall.name, waterfall.location, waterfall.province, waterfall.description].map((field) =>
        field.toLocaleLowerCase(),
      ),
      province: waterfall.province.toLocaleLowerCase(),
      durationBand: durationBandOf(parseDurationMinutes(waterfall.duration)),
    }
    entryIndexes.set(waterfall, index)
  }
  return index
}
var booleanMatches = (value, choice) => choice === 'all' || String(value) === choice
/**
 * Every rule of spec §5 for one set of filters, as a single test of an entry; an entry must
 * satisfy them all. Search and province match case-insensitively as substrings (the search on
 * name, location, province or description), the others exactly.
 */
function matcherFor(filters) {
  const query = filters.q.trim().toLocaleLowerCase()
  const province = filters.province === 'all' ? void 0 : filters.province.toLocaleLowerCase()
  const { difficulty, duration, stroller, family } = filters
  return (waterfall) => {
    if (difficulty !== 'all' && waterfall.difficulty !== difficulty) return false
    if (!booleanMatches(waterfall.strollerFriendly, stroller)) return false
    if (!booleanMatches(waterfall.familyFriendly, family)) return false
    const index = indexOf(waterfall)
    if (duration !== 'all' && index.durationBand !== duration) return false
    if (province !== void 0 && !index.province.includes(province)) return false
    return query === '' || index.searchFields.some((field) => field.includes(query))
  }
}
function filterWaterfalls(waterfalls, filters) {
  return waterfalls.filter(matcherFor(filters))
}
/**
 * A name's place in alphabetical order: accents and case set aside ("Forlì" sorts as "forli").
 * Not `localeCompare`: its first call sets up a collator, which took 73 ms of the home page's
 * start-up on a phone-speed CPU, for a list of province names.
 */
var sortKey = (name) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
/** The province select's options: the catalogue's distinct provinces, in alphabetical order. */
function provinceOptions(waterfalls) {
  return [...new Set(waterfalls.map((waterfall) => waterfall.province))]
    .map((province) => ({
      province,
      key: sortKey(province),
    }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.province < b.province ? -1 : 1))
    .map(({ province }) => province)
}
var SEARCH_PARAM_ORDER = ['q', 'difficulty', 'province', 'duration', 'stroller', 'family']
var CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\ufffd]/
var searchText = z.string().check(
  z.maxLength(100),
  z.refine((value) => !CONTROL_CHARACTERS.test(value)),
  z.refine((value) => value.trim() !== ''),
)
var province = z.pipe(
  z.string(),
  z.transform((value) => PROVINCES.find((name) => name.toLowerCase() === value.toLowerCase()) ?? null),
)
var booleanChoice = z.enum(['true', 'false'])
/** Each param falls back to its default on its own, so one bad value never costs the others. */
var filterSearchSchema = z.object({
  q: z.catch(z.optional(searchText), void 0),
  difficulty: z.catch(z.optional(z.enum(DIFFICULTIES)), void 0),
  province: z.catch(z.optional(province), void 0),
  duration: z.catch(z.optional(z.enum(DURATION_BAND_IDS)), void 0),
  stroller: z.catch(z.optional(booleanChoice), void 0),
  family: z.catch(z.optional(booleanChoice), void 0),
})
/**
 * Accepts anything a URL can carry and returns only valid, non-default filter values. Each URL's
 * search is validated once: the router's validateSearch and the URL boundary (url-sync.ts) ask
 * for the same URL one after the other, so the last answer is kept.
 */
function validateFilterSearch(raw) {
  const input = typeof raw === 'object' && raw !== null ? raw : {}
  const key = JSON.stringify(input)
  if (lastValidated?.key !== key) {
    const parsed = filterSearchSchema.parse(input)
    lastValidated = {
      key,
      search: searchFromFilters({
        ...DEFAULT_FILTERS,
        ...withoutEmpty(parsed),
      }),
    }
  }
  return lastValidated.search
}
var lastValidated
function withoutEmpty(values) {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== void 0 && value !== null))
}
function filtersFromSearch(search) {
  return {
    ...DEFAULT_FILTERS,
    ...search,
  }
}
function searchFromFilters(filters) {
  const search = {}
  for (const key of SEARCH_PARAM_ORDER) {
    const value = filters[key]
    if (value !== DEFAULT_FILTERS[key] && !(key === 'q' && value.trim() === '')) Object.assign(search, { [key]: value })
  }
  return search
}
/**
 * The router's search (de)serialisers. Values stay strings, so `stroller=true` and `q=123`
 * mean exactly what they say and are written back the same way (the router's default
 * JSON-parses values). A repeated key becomes an array, which validation then rejects.
 */
function parseSearchString(searchString) {
  const result = Object.create(null)
  let params
  try {
    params = new URLSearchParams(searchString)
  } catch {
    return result
  }
  for (const [key, value] of params) {
    const previous = result[key]
    if (previous === void 0) result[key] = value
    else result[key] = Array.isArray(previous) ? [...previous, value] : [previous, value]
  }
  return result
}
function stringifySearchObject(search) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search))
    for (const item of Array.isArray(value) ? value : [value]) if (typeof item === 'string') params.append(key, item)
  const searchString = params.toString()
  return searchString ? `?${searchString}` : ''
}
// src/analytics/tracker.ts
/**
 * Sends events to the page-level `gtag` when the page defines one. A missing or broken
 * tracker must never cost the visitor anything, so every failure is swallowed.
 */
function createPageTracker(target = typeof window === 'undefined' ? void 0 : window, log = void 0) {
  return {
    track(event) {
      log?.(event)
      const gtag = target?.gtag
      if (typeof gtag !== 'function') return
      try {
        gtag('event', event.name, event.payload)
      } catch {}
    },
  }
}
// src/analytics/tracker-context.tsx
var pageTracker = createPageTracker(void 0, void 0)
var TrackerContext = createContext(pageTracker)
function TrackerProvider({ tracker, children }) {
  return /* @__PURE__ */ jsx(TrackerContext.Provider, {
    value: tracker ?? pageTracker,
    children,
  })
}
function useTracker() {
  return useContext(TrackerContext)
}
// src/components/layout/site-footer.tsx
function SiteFooter() {
  const messages = useMessages()
  const year = /* @__PURE__ */ new Date().getFullYear()
  return /* @__PURE__ */ jsx('footer', {
    className: 'mt-16 bg-slate-900 text-slate-200',
    children: /* @__PURE__ */ jsxs('div', {
      className: 'mx-auto max-w-6xl space-y-2 px-4 py-8 text-sm',
      children: [
        /* @__PURE__ */ jsxs('p', { children: ['© ', year, ' ', messages.siteTitle, '. ', messages.footerRights] }),
        /* @__PURE__ */ jsxs('p', {
          children: [
            messages.footerContact,
            ':',
            ' ',
            /* @__PURE__ */ jsx('a', {
              className: 'rounded text-white underline focus-visible:outline-white',
              href: `mailto:${CONTACT_EMAIL}`,
              children: CONTACT_EMAIL,
            }),
          ],
        }),
        messages.footerCopyrightLines.map((line) => /* @__PURE__ */ jsx('p', { children: line }, line)),
        /* @__PURE__ */ jsx('p', { children: messages.footerMadeWith }),
      ],
    }),
  })
}
// src/components/ui/plain-click.ts
/** A left click without modifiers: the only click a page may take over from the browser. */
function isPlainLeftClick(event) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}
// src/components/layout/language-switch.tsx
/** Ita/Eng: the same page, with the same filters, in the other language. */
function LanguageSwitch() {
  const current = useLocale()
  const messages = useMessages()
  const tracker = useTracker()
  const navigate = useNavigate()
  const location = useRouterState({ select: (state) => state.location })
  const labels = {
    it: {
      short: messages.switchToItalian,
      name: messages.switchToItalianName,
    },
    en: {
      short: messages.switchToEnglish,
      name: messages.switchToEnglishName,
    },
  }
  return /* @__PURE__ */ jsx('nav', {
    'aria-label': messages.languageSwitchLabel,
    children: /* @__PURE__ */ jsx('ul', {
      className: 'flex gap-1',
      children: LOCALES.map((locale) => {
        const href = `${pathInLocale(location.pathname, locale)}${location.searchStr}`
        const isCurrent = locale === current
        const onClick = (event) => {
          if (isCurrent || !isPlainLeftClick(event)) return
          event.preventDefault()
          tracker.track({
            name: 'language_change',
            payload: { language: locale },
          })
          navigate({
            href,
            resetScroll: false,
          })
        }
        return /* @__PURE__ */ jsx(
          'li',
          {
            children: /* @__PURE__ */ jsxs('a', {
              href,
              hrefLang: locale,
              lang: locale,
              'aria-current': isCurrent ? 'true' : void 0,
              onClick,
              className: `inline-block rounded px-3 py-1.5 text-sm font-semibold focus-visible:outline-white ${isCurrent ? 'bg-white text-brand-800' : 'text-white underline-offset-2 hover:underline'}`,
              children: [
                labels[locale].short,
                /* @__PURE__ */ jsxs('span', {
                  className: 'sr-only',
                  children: [' (', labels[locale].name, ')'],
                }),
              ],
            }),
          },
          locale,
        )
      }),
    }),
  })
}
// src/components/layout/site-header.tsx
function SiteHeader() {
  const locale = useLocale()
  const messages = useMessages()
  return /* @__PURE__ */ jsx('header', {
    className: 'bg-brand-800 text-white',
    children: /* @__PURE__ */ jsxs('div', {
      className: 'mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3',
      children: [
        /* @__PURE__ */ jsx(Link, {
          to: '/{-$locale}',
          params: { locale: localeParam(locale) },
          activeOptions: HOME_ONLY,
          className: 'rounded text-lg font-bold tracking-tight focus-visible:outline-white',
          children: messages.siteTitle,
        }),
        /* @__PURE__ */ jsx(LanguageSwitch, {}),
      ],
    }),
  })
}
// src/components/layout/site-layout.tsx
function SiteLayout({ children }) {
  const messages = useMessages()
  useFocusMainOnPageChange()
  return /* @__PURE__ */ jsxs('div', {
    className: 'flex min-h-screen flex-col',
    children: [
      /* @__PURE__ */ jsx('a', {
        href: '#main',
        className:
          'sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow',
        children: messages.skipToContent,
      }),
      /* @__PURE__ */ jsx(SiteHeader, {}),
      /* @__PURE__ */ jsx('main', {
        id: 'main',
        tabIndex: -1,
        className: 'flex-1 focus:outline-none',
        children,
      }),
      /* @__PURE__ */ jsx(SiteFooter, {}),
    ],
  })
}
/**
 * After a client-side move to another page, focus goes to <main>, as a full page load would
 * reset it: screen readers start reading the new page and Tab starts from its content.
 * Filter changes keep the path, so typing and choosing filters never lose focus.
 */
function useFocusMainOnPageChange() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    document.getElementById('main')?.focus({ preventScroll: true })
  }, [pathname])
}
// src/routes/__root.tsx
var Route$3 = createRootRouteWithContext()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  errorComponent: (props) =>
    /* @__PURE__ */ jsx(SiteLayout, { children: /* @__PURE__ */ jsx(ErrorScreen, { ...props }) }),
})
function RootComponent() {
  const locale = useLocale()
  const messages = useMessages()
  useHead({
    htmlAttrs: { lang: locale },
    meta: [
      {
        name: 'theme-color',
        content: THEME_COLOR,
      },
      {
        name: 'author',
        content: messages.siteTitle,
      },
    ],
  })
  return /* @__PURE__ */ jsx(TrackerProvider, {
    children: /* @__PURE__ */ jsx(SiteLayout, { children: /* @__PURE__ */ jsx(Outlet, {}) }),
  })
}
// src/routes/{-$locale}/route.tsx
var $$splitComponentImporter$2 = () => import('./assets/route-HQ_v1PnH.js')
/** Italian pages have no prefix; English ones live under /en. Any other first segment is a 404. */
var Route$2 = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params }) => {
    if (params.locale !== void 0 && params.locale !== 'en') throw notFound()
  },
  component: lazyRouteComponent($$splitComponentImporter$2, 'component'),
})
// src/routes/{-$locale}/index.tsx
var $$splitComponentImporter$1 = () => import('./assets/_-_locale_-CeDHAw3P.js')
var Route$1 = createFileRoute('/{-$locale}/')({
  validateSearch: validateFilterSearch,
  loader: async ({ context, location }) => {
    await context.queryClient.ensureQueryData(catalogueQueryOptions(localeFromPathname(location.pathname)))
  },
  component: lazyRouteComponent($$splitComponentImporter$1, 'component'),
})
// src/routes/{-$locale}/waterfall/$id.tsx
var $$splitComponentImporter = () => import('./assets/_id-irDR47F2.js')
var Route = createFileRoute('/{-$locale}/waterfall/$id')({
  loader: ({ context, location }) => {
    context.queryClient.prefetchQuery(catalogueQueryOptions(localeFromPathname(location.pathname)))
  },
  component: lazyRouteComponent($$splitComponentImporter, 'component'),
})
// src/app/route-tree.gen.ts
var Char123LocaleChar125RouteRoute = Route$2.update({
  id: '/{-$locale}',
  path: '/{-$locale}',
  getParentRoute: () => Route$3,
})
var Char123LocaleChar125RouteRouteChildren = {
  Char123LocaleChar125IndexRoute: Route$1.update({
    id: '/',
    path: '/',
    getParentRoute: () => Char123LocaleChar125RouteRoute,
  }),
  Char123LocaleChar125WaterfallIdRoute: Route.update({
    id: '/waterfall/$id',
    path: '/waterfall/$id',
    getParentRoute: () => Char123LocaleChar125RouteRoute,
  }),
}
var rootRouteChildren = {
  Char123LocaleChar125RouteRoute: Char123LocaleChar125RouteRoute._addFileChildren(
    Char123LocaleChar125RouteRouteChildren,
  ),
}
var routeTree = Route$3._addFileChildren(rootRouteChildren)._addFileTypes()
// src/app/router.tsx
/**
 * Whether the router restores (or resets) the scroll after a render: after every render but the
 * first one, when `keepFirstScroll` says so at that moment. The app's first render may take over
 * a page the visitor has already scrolled while the app was on its way (the prerendered page's
 * own inline script has already restored a reload's position as the page was read). Resetting
 * it then would throw them back to the top, and a tap meant for a card would land elsewhere.
 */
function scrollRestorationAfterFirstRender(keepFirstScroll) {
  let rendered = false
  return () => {
    if (rendered) return true
    rendered = true
    return !keepFirstScroll()
  }
}
function createAppRouter(queryClient, history, keepFirstScroll = () => false) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history && { history }),
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchObject,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: CatalogueLoading,
    defaultNotFoundComponent: NotFoundPage,
    defaultPreload: 'intent',
    scrollRestoration: scrollRestorationAfterFirstRender(keepFirstScroll),
  })
}
// src/app/entry-x.tsx
async function render(url, documents) {
  const locale = localeFromPathname(url)
  const queryClient = createQueryClient()
  queryClient.setQueryData(catalogueQueryOptions(locale).queryKey, documents[locale])
  const head = createHead()
  const response = await createRequestHandler({
    request: new Request(new URL(url, 'http://localhost')),
    createRouter: () => createAppRouter(queryClient),
  })(({ router, responseHeaders }) =>
    renderRouterToString({
      router,
      responseHeaders,
      children: /* @__PURE__ */ jsx(UnheadProvider, {
        head,
        children: /* @__PURE__ */ jsx(QueryClientProvider, {
          client: queryClient,
          children: /* @__PURE__ */ jsx(RouterServer, { router }),
        }),
      }),
    }),
  )
  return {
    status: response.status,
    html: await response.text(),
  }
}

export {
  absoluteUrl as h,
  catalogueQueryOptions as w,
  DEFAULT_FILTERS as u,
  DIFFICULTIES as T,
  DURATION_BAND_IDS as E,
  filtersFromSearch as a,
  filterWaterfalls as d,
  HOME_ONLY as y,
  isPlainLeftClick as r,
  localeParam as b,
  localizedPath as _,
  MESSAGES as C,
  pageUrl as g,
  parseSearchString as o,
  provinceOptions as f,
  Route as t,
  Route$1 as n,
  render,
  SEARCH_REPORT_DELAY_MS as v,
  sameFilters as p,
  searchFromFilters as s,
  stringifySearchObject as c,
  useLocale as x,
  useMessages as S,
  usePageHead as m,
  useTracker as i,
  validateFilterSearch as l,
}
