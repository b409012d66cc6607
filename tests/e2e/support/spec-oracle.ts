/**
 * What the home page must show and report, written from the product rules (docs/product-rules.md:
 * search, filters, orders, "Near me", the search report and the analytics events) and the URL
 * contract (docs/url-contract.md), and from nothing in src/: the browser tests check the page
 * against these rules, so a rule the app gets wrong cannot also be wrong in the expectation.
 */

import { minutesOnCard } from '../../support/outing-words'

export const ALL = 'all'

/** The guide's own order: the sort select's default, which the URL never names. */
export const CATALOGUE_ORDER = 'catalogue'

export type Filters = {
  q: string
  difficulty: string
  province: string
  duration: string
  stroller: string
  family: string
  /** When: a month, '1' (January) to '12' (see docs/product-rules.md). */
  month: string
  /** Without a car: 'true' keeps the waterfalls a train or bus reaches, as the sources say. */
  carfree: string
  /** Not a filter (it leaves every entry), but it travels with them: the URL, history, reset. */
  sort: string
}

/** The filters' selects; the order has a select too, but no filter rule reads it. */
export type SelectName = Exclude<keyof Filters, 'q' | 'sort'>

export const DEFAULT_FILTERS: Readonly<Filters> = {
  q: '',
  difficulty: ALL,
  province: ALL,
  duration: ALL,
  stroller: ALL,
  family: ALL,
  month: ALL,
  carfree: ALL,
  sort: CATALOGUE_ORDER,
}

/** The URL contract (docs/url-contract.md): its parameters in their order, each select's values as listed there. */
const URL_PARAMS = [
  'q',
  'difficulty',
  'province',
  'duration',
  'stroller',
  'family',
  'month',
  'carfree',
  'sort',
] as const
export const SELECT_VALUES: Record<SelectName, readonly string[]> = {
  difficulty: ['Facile', 'Medio', 'Difficile'],
  province: ['Bergamo', 'Brescia', 'Como', 'Lecco', 'Sondrio', 'Trento', 'Varese'],
  duration: ['up-to-30', '30-60', '60-120', '120-240', 'over-240'],
  stroller: ['true', 'false'],
  family: ['true', 'false'],
  month: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
  carfree: ['true'],
}
/** The sort select's values: the guide's order, then the `sort` parameter's values. */
export const SORT_VALUES = [
  CATALOGUE_ORDER,
  'name',
  'duration',
  'difficulty',
  'distance',
  'longest',
  'shortest',
] as const

/** Where the tests' browser says the visitor is (Milan, Piazza del Duomo); it grants "Near me" this position. */
export const VISITOR_POSITION = { latitude: 45.4642, longitude: 9.19 } as const

/** The fields of a catalogue entry that the rules read (the catalogue itself is input data). */
export type Entry = {
  name: string
  /** Other names it goes by, its name in the other language among them (docs/product-rules.md#search). */
  aliases: readonly string[]
  location: string
  province: string
  description: string
  difficulty: string
  duration: string
  strollerFriendly: boolean
  familyFriendly: boolean
  /** Whether a visitor can go: only 'closed' matters to the rules. */
  status: { state: string }
  /** Twelve months, January first, each at its best, variable, low, or closed. */
  months: readonly { state: string }[]
  lat: number
  lon: number
  /** Whether a source names a train or bus line to it (the car-free trip from Milan). */
  carFree: boolean
  /** The whole outing on foot as the card words it (there and back, or the loop): '1 h 40 min · 300 m climb'. */
  outing: string
}

// ---------------------------------------------------------------------------------------------
// Which entries a set of filters leaves (docs/product-rules.md#filters)

/**
 * A duration in minutes: its first number (a decimal comma or point is part of it, as a decision
 * record says: '2,5 ore' is 150), times 60 when the text speaks of 'ore' or 'hour'; no number is 0.
 */
function durationMinutes(duration: string): number {
  const first = /\d+(?:[.,]\d+)?/.exec(duration)
  if (first === null) return 0
  const value = Number.parseFloat(first[0].replace(',', '.'))
  const text = duration.toLowerCase()
  return text.includes('ore') || text.includes('hour') ? value * 60 : value
}

/** The bands: up to 30, over 30 up to 60, over 60 up to 120, over 120 up to 240, over 240. */
function durationBand(minutes: number): string {
  if (minutes <= 30) return 'up-to-30'
  if (minutes <= 60) return '30-60'
  if (minutes <= 120) return '60-120'
  if (minutes <= 240) return '120-240'
  return 'over-240'
}

const containsIgnoringCase = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase())

/**
 * A search finds what a visitor means whatever the keyboard typed (docs/product-rules.md#search).
 * Each character stands for its plain counterpart: every kind of apostrophe and single quote for
 * ', every double quote and guillemet for ", every dash and the minus for -, every blank for a
 * space (several in a row count as one); compatibility forms (full-width letters, ligatures) for
 * the letters they show; a letter with an accent for the letter; capitals for small letters.
 * Invisible characters (zero-width, soft hyphen) count for nothing.
 */
const STANDS_FOR: [plain: string, lookAlikes: RegExp][] = [
  ["'", /[\u2018\u2019\u201a\u201b\u2032\u2035`\u00b4\u02b9\u02bb\u02bc\u02bd\u2039\u203a\uff07]/],
  ['"', /[\u201c-\u201f\u2033\u2036\u00ab\u00bb\u301d\u301e\uff02]/],
  ['-', /[\u2010-\u2015\u2212\ufe58\ufe63\uff0d\u2e3a\u2e3b]/],
  ['', /\u00ad|\u200b|\u200c|\u200d|\u2060|\ufeff/],
]
/** Each look-alike as the character it stands for (the acute accent ´ among them, before NFKC makes it a space and a mark). */
const standIns = (text: string) =>
  [...text]
    .map((character) => STANDS_FOR.find(([, lookAlikes]) => lookAlikes.test(character))?.[0] ?? character)
    .join('')
function plainText(text: string): string {
  return standIns(standIns(text).normalize('NFKC'))
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f\p{Mn}]/gu, '')
    .split(/[\s\p{Zs}]+/u)
    .join(' ')
}
const containsAsMeant = (text: string, part: string) => plainText(text).includes(plainText(part))

/**
 * A waterfall is worth going in a month when its grid gives that month as at its best or worth
 * it; a closed waterfall is worth going in none.
 */
const worthGoingIn = (entry: Entry, month: string) =>
  entry.status.state !== 'closed' && ['best', 'variable'].includes(entry.months[Number(month) - 1]?.state ?? '')

/**
 * The search by words (docs/decisions/2026-11-26-search-by-words.md): every word of the search, as
 * meant, is a part of one of the entry's texts, each word in any of them. A search with no word
 * holds for every entry.
 */
function hasEveryWord(entry: Entry, q: string): boolean {
  const texts = [entry.name, ...entry.aliases, entry.location, entry.province, entry.description]
  const words = plainText(q)
    .split(' ')
    .filter((word) => word !== '')
  return words.every((word) => texts.some((text) => containsAsMeant(text, word)))
}

/** Every active filter must hold: a filter at 'all' (or an empty search) holds for every entry. */
function satisfies(entry: Entry, filters: Filters): boolean {
  const { q, difficulty, province, duration, stroller, family, month, carfree } = filters
  return (
    hasEveryWord(entry, q) &&
    (difficulty === ALL || entry.difficulty === difficulty) &&
    (province === ALL || containsIgnoringCase(entry.province, province)) &&
    (duration === ALL || durationBand(durationMinutes(entry.duration)) === duration) &&
    (stroller === ALL || String(entry.strollerFriendly) === stroller) &&
    (family === ALL || String(entry.familyFriendly) === family) &&
    (month === ALL || worthGoingIn(entry, month)) &&
    (carfree === ALL || String(entry.carFree) === carfree)
  )
}

/**
 * docs/product-rules.md#filters: beside each option of a select, how many entries the list would show if the
 * visitor picked it, with the search and every other select as they are. 'all' counts the list
 * with that select off; the option already picked counts the list on screen.
 */
export function optionCount(catalogue: readonly Entry[], filters: Filters, select: SelectName, value: string): number {
  return catalogue.filter((entry) => satisfies(entry, { ...filters, [select]: value })).length
}

// ---------------------------------------------------------------------------------------------
// The list's orders

/** The difficulties, easiest first. */
const EASIEST_FIRST = ['Facile', 'Medio', 'Difficile']

/** Alphabetical as the page's language has it: accents and case count for nothing. */
const ITALIAN_NAMES = new Intl.Collator('it', { sensitivity: 'base' })

const EARTH_RADIUS_KM = 6371

/** How far an entry lies from the visitor, on a great circle (the haversine formula). */
function kmFromVisitor({ lat, lon }: Entry): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const from = { lat: radians(VISITOR_POSITION.latitude), lon: radians(VISITOR_POSITION.longitude) }
  const to = { lat: radians(lat), lon: radians(lon) }
  const h =
    Math.sin((to.lat - from.lat) / 2) ** 2 +
    Math.cos(from.lat) * Math.cos(to.lat) * Math.sin((to.lon - from.lon) / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))
}

/**
 * The entries in the chosen order. Array sort is stable, so ties keep the guide's order; and
 * without the visitor's position, distance has nothing to go by and keeps it too.
 */
function ordered<E extends Entry>(entries: E[], sort: string, located: boolean): E[] {
  const by = (key: (entry: E) => number) => entries.sort((a, b) => key(a) - key(b))
  switch (sort) {
    case 'name':
      return entries.sort((a, b) => ITALIAN_NAMES.compare(a.name, b.name))
    case 'duration':
      return by((entry) => durationMinutes(entry.duration))
    case 'difficulty':
      return by((entry) => EASIEST_FIRST.indexOf(entry.difficulty))
    case 'distance':
      return located ? by(kmFromVisitor) : entries
    // The whole outing, longest or shortest first; ties keep the guide's order.
    case 'longest':
      return by((entry) => -(minutesOnCard(entry.outing)[0] ?? 0))
    case 'shortest':
      return by((entry) => minutesOnCard(entry.outing)[0] ?? 0)
    default:
      return entries
  }
}

/** The entries the grid shows, in the chosen order; `located` says whether the page has the visitor's position. */
export function expectedEntries<E extends Entry>(catalogue: readonly E[], filters: Filters, located: boolean): E[] {
  const left = catalogue.filter((entry) => satisfies(entry, filters))
  return ordered(left, filters.sort, located)
}

/** The names the grid shows, in the chosen order; `located` says whether the page has the visitor's position. */
export function expectedNames(catalogue: readonly Entry[], filters: Filters, located: boolean): string[] {
  return expectedEntries(catalogue, filters, located).map((entry) => entry.name)
}

// ---------------------------------------------------------------------------------------------
// The URL contract

/** The query of a filtered view: the contract's parameters in order, only those off their default. */
export function expectedQuery(filters: Filters): [string, string][] {
  return URL_PARAMS.filter((param) => filters[param] !== DEFAULT_FILTERS[param]).map((param) => [param, filters[param]])
}

export const sameFilters = (a: Filters, b: Filters) => URL_PARAMS.every((param) => a[param] === b[param])

// ---------------------------------------------------------------------------------------------
// What a visit reports, and the history it leaves (docs/product-rules.md#analytics-events, #the-url)

type ReportedEvent = { name: string; payload: Record<string, string | number> }

/** A reset on a page that shows no filter changes nothing, so it reports nothing either. */
const RESET_OF_AN_UNFILTERED_PAGE_IS_REPORTED = false

/**
 * A search is reported this long after the last change of its text
 * (docs/product-rules.md#the-search-report).
 */
const SEARCH_REPORT_DELAY_MS = 1000

/** An entry of the tab's history: the filters its URL carries, and the document it belongs to. */
type HistoryEntry = { filters: Filters; document: number }

/**
 * The visitor's side of the home page: what it shows, the tab's history and what has been
 * reported so far. Every action below is one thing a visitor does, with its consequences as
 * the product rules and the URL contract state them.
 */
export type Visit = {
  readonly history: readonly HistoryEntry[]
  /** The history entry on screen. */
  readonly at: number
  /** The page's clock, in milliseconds since the visit began. */
  readonly now: number
  /** When the text typed last is to be reported, while that is still to come. */
  readonly reportAt: number | undefined
  readonly reported: readonly ReportedEvent[]
  /**
   * Whether the document on screen has the visitor's position. "Near me" gives it; the page keeps
   * it in memory only, so any move that loads a document (a link, Back or Forward into another
   * one) leaves it behind.
   */
  readonly located: boolean
}

export function firstVisit(filters: Filters): Visit {
  return { history: [{ filters, document: 0 }], at: 0, now: 0, reportAt: undefined, reported: [], located: false }
}

export const shownFilters = (visit: Visit): Filters => entryAt(visit, visit.at).filters

export const canGoBack = (visit: Visit) => visit.at > 0
export const canGoForward = (visit: Visit) => visit.at < visit.history.length - 1

/** Whether going `step` entries through the history loads another document (a page load, not a URL change). */
export const crossesDocument = (visit: Visit, step: -1 | 1) =>
  entryAt(visit, visit.at + step).document !== entryAt(visit, visit.at).document

function entryAt(visit: Visit, index: number): HistoryEntry {
  const entry = visit.history[index]
  if (entry === undefined) throw new Error(`The history has no entry ${index}`)
  return entry
}

/** A new entry after the current one; the entries ahead of it are gone, as in any browser. */
function pushed(visit: Visit, filters: Filters, document = entryAt(visit, visit.at).document): Visit {
  return { ...visit, history: [...visit.history.slice(0, visit.at + 1), { filters, document }], at: visit.at + 1 }
}

function replaced(visit: Visit, filters: Filters): Visit {
  const history = [...visit.history]
  history[visit.at] = { ...entryAt(visit, visit.at), filters }
  return { ...visit, history }
}

const withReports = (visit: Visit, ...events: ReportedEvent[]): Visit => ({
  ...visit,
  reported: [...visit.reported, ...events],
})

/**
 * The visitor types `q` (the whole text of the box). A burst of typing lasts while its report is
 * still to come: its first keystroke makes a history entry, later ones rewrite it (docs: one
 * entry per burst). Each keystroke puts the report off; a blank text is never reported
 * (docs/product-rules.md#the-search-report).
 */
export function typed(visit: Visit, q: string): Visit {
  const filters = shownFilters(visit)
  if (q === filters.q) return visit
  const next = { ...filters, q }
  const written = visit.reportAt === undefined ? pushed(visit, next) : replaced(visit, next)
  return { ...written, reportAt: q.trim() === '' ? undefined : visit.now + SEARCH_REPORT_DELAY_MS }
}

/** The visitor picks a value in a select: a new entry, filter_change, and family_filter for a family or stroller value. */
export function picked(visit: Visit, select: SelectName, value: string): Visit {
  const filters = shownFilters(visit)
  if (filters[select] === value) return visit
  const next = { ...filters, [select]: value }
  const change: ReportedEvent = { name: 'filter_change', payload: { filter_type: select, filter_value: value } }
  const suitability: ReportedEvent[] =
    (select === 'family' || select === 'stroller') && value !== ALL
      ? [{ name: 'family_filter', payload: { family_friendly: next.family, stroller_friendly: next.stroller } }]
      : []
  // Picking a filter is no keystroke: a search report still to come comes on time, counting the new results.
  return withReports(pushed(visit, next), change, ...suitability)
}

/**
 * The visitor picks an order: a new entry and sort_change, as a filter makes. Picking is no
 * keystroke, so a search report still to come comes on time. Distance, on a page without the
 * visitor's position, asks for it, and the tests' browser grants it.
 */
export function sorted(visit: Visit, sort: string): Visit {
  const filters = shownFilters(visit)
  if (filters.sort === sort) return visit
  const written = withReports(pushed(visit, { ...filters, sort }), { name: 'sort_change', payload: { sort } })
  return sort === 'distance' ? { ...written, located: true } : written
}

/** "Near me": the page has the visitor's position and lists by distance, a new order if it was another one. */
export function foundNearby(visit: Visit): Visit {
  return { ...sorted(visit, 'distance'), located: true }
}

/**
 * The visitor resets the filters. The order is no filter, so it stays; a page with nothing but
 * an order keeps its URL, so no entry is made. The search text is now empty, so a search report
 * still to come has nothing left to report.
 */
export function reset(visit: Visit): Visit {
  const filters = shownFilters(visit)
  const cleared = { ...DEFAULT_FILTERS, sort: filters.sort }
  const unfiltered = sameFilters(filters, cleared)
  const written = unfiltered ? visit : pushed(visit, cleared)
  const report = !unfiltered || RESET_OF_AN_UNFILTERED_PAGE_IS_REPORTED ? [{ name: 'filters_reset', payload: {} }] : []
  return withReports({ ...written, reportAt: undefined }, ...report)
}

/** Time passes without input: a search report that falls due meanwhile is sent, with the results shown then. */
export function timePassed(visit: Visit, ms: number, catalogue: readonly Entry[]): Visit {
  const now = visit.now + ms
  if (visit.reportAt === undefined || visit.reportAt > now) return { ...visit, now }
  const filters = shownFilters(visit)
  const report = {
    name: 'search',
    payload: { search_term: filters.q.trim(), results_count: expectedNames(catalogue, filters, visit.located).length },
  }
  return withReports({ ...visit, now, reportAt: undefined }, report)
}

/**
 * Back or Forward. A URL change reports nothing: the page follows the URL, and the text typed on
 * the entry left behind is not reported either. Only an entry showing exactly what is on screen
 * changes nothing, so the report of its text stays due; another document never sends the old
 * page's reports, and is loaded afresh, without the position.
 */
export function wentThroughHistory(visit: Visit, step: -1 | 1): Visit {
  const from = entryAt(visit, visit.at)
  const to = entryAt(visit, visit.at + step)
  const sameDocument = to.document === from.document
  const nothingChanged = sameDocument && sameFilters(to.filters, from.filters)
  return {
    ...visit,
    at: visit.at + step,
    reportAt: nothingChanged ? visit.reportAt : undefined,
    located: sameDocument && visit.located,
  }
}

/** A link pasted into the address bar: a new document, so nothing of the old page is reported any more, nor is its position known. */
export function openedLink(visit: Visit, filters: Filters): Visit {
  const document = Math.max(...visit.history.map((entry) => entry.document)) + 1
  return { ...pushed(visit, filters, document), reportAt: undefined, located: false }
}
