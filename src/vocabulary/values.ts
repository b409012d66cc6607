import { isEnglishPath } from '../url/site-paths.js'

/**
 * Canonical values of the catalogue's enumerated fields. They stay in Italian in the data
 * (they are part of the URL contract too) and are translated only as labels.
 */
export const DIFFICULTIES = ['Facile', 'Medio', 'Difficile'] as const
export type Difficulty = (typeof DIFFICULTIES)[number]

export const FLOWS = ['Costante', 'Abbondante', 'Stagionale'] as const
export type Flow = (typeof FLOWS)[number]

export const WATERFALL_TYPES = ['A cascata', 'A velo', 'Naturale', 'Gola rocciosa', 'Multi-livello'] as const
export type WaterfallType = (typeof WATERFALL_TYPES)[number]

export const PROVINCES = ['Bergamo', 'Brescia', 'Como', 'Lecco', 'Sondrio', 'Trento', 'Varese'] as const
export type Province = (typeof PROVINCES)[number]

export const LOCALES = ['it', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'it'

/** A path's language: English under /en, Italian elsewhere (the rule is src/url/site-paths.js's). */
export function localeFromPathname(pathname: string): Locale {
  return isEnglishPath(pathname) ? 'en' : DEFAULT_LOCALE
}

/** What a walking time measures: one way from the usual start, the whole loop, or there and back. */
export const WALK_MEASURES = ['oneWay', 'loop', 'return'] as const
export type WalkMeasure = (typeof WALK_MEASURES)[number]

/** The months as a content file names them, January first. */
export const MONTH_NAMES = [
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
] as const

/**
 * A month's state at a waterfall: at its best, worth it but variable, low or dry, and frozen,
 * closed or not reachable.
 */
export const MONTH_STATES = ['best', 'variable', 'low', 'closed'] as const
export type MonthState = (typeof MONTH_STATES)[number]

/** Whose word a figure or a month is: a source's, or our own estimate, which the page says. */
export const BASES = ['sourced', 'estimate'] as const
export type Basis = (typeof BASES)[number]

/** What a notice is about: the card's one line says the most important one. */
export const NOTICE_KINDS = ['release-days', 'booking', 'hours', 'fee', 'closure', 'rule'] as const
export type NoticeKind = (typeof NOTICE_KINDS)[number]

export const TRANSPORT_MODES = ['train', 'bus', 'boat'] as const
export type TransportMode = (typeof TRANSPORT_MODES)[number]

/** The fixed values (spec) or figures a `restsOn` note can explain. */
export const RESTS_ON_FIELDS = [
  'strollerFriendly',
  'familyFriendly',
  'difficulty',
  'flow',
  'type',
  'height',
  'duration',
] as const
export type RestsOnField = (typeof RESTS_ON_FIELDS)[number]

/**
 * Whether a visitor can go today, as the newest sources say: nothing reported against it, open on
 * conditions (fee days, booking, release days, a weather-alert ban, a part closed: its notices say
 * which), or closed.
 */
export const STATUS_STATES = ['open', 'conditions', 'closed'] as const
export type StatusState = (typeof STATUS_STATES)[number]

/**
 * The notices that are a calendar for one year (release days, fees, opening hours, booking days):
 * in a later year they are last year's, and the page says this year's are not known here yet.
 * Closures and rules stand until a source says otherwise.
 */
export const CALENDAR_NOTICE_KINDS = [
  'release-days',
  'booking',
  'hours',
  'fee',
] as const satisfies readonly NoticeKind[]

/** What a visitor may find on arrival, in the order the page lists them. */
export const FACILITIES = ['toilets', 'food', 'picnic', 'water', 'parking'] as const
export type Facility = (typeof FACILITIES)[number]

/** What the sources say of one: there is, there is not, or they do not say. */
export const FACILITY_STATES = ['yes', 'no', 'unknown'] as const
export type FacilityState = (typeof FACILITY_STATES)[number]

/** What to bring, item by item: the build picks a walk's items from its facts (what-to-bring.ts). */
export const BRING_ITEMS = [
  'waterRefill',
  'waterAll',
  'comfortableShoes',
  'gripShoes',
  'hikingBoots',
  'poles',
  'packedLunch',
  'snacks',
  'cash',
  'warmLayer',
  'rainJacket',
  'headTorch',
  'firstAid',
  'babyCarrier',
  'wipes',
  'winterGrip',
  'returnTimes',
  'overnight',
] as const
export type BringItem = (typeof BRING_ITEMS)[number]
