import * as z from 'zod/mini'
import { DURATION_BAND_IDS } from '../vocabulary/duration-bands'
import {
  BASES,
  BRING_ITEMS,
  DIFFICULTIES,
  FACILITIES,
  FACILITY_STATES,
  FLOWS,
  MONTH_STATES,
  NOTICE_KINDS,
  PROVINCES,
  RESTS_ON_FIELDS,
  STATUS_STATES,
  TRANSPORT_MODES,
  WALK_MEASURES,
  WATERFALL_TYPES,
} from '../vocabulary/values'
import { httpsUrl, isoDate, isoMonthOrDate, SOURCE_LANGUAGES, sourceDate, text, webUrl } from './schema-parts'

export {
  MONTH_STATES,
  type MonthState,
  NOTICE_KINDS,
  type NoticeKind,
  RESTS_ON_FIELDS,
  type RestsOnField,
  STATUS_STATES,
  type StatusState,
  TRANSPORT_MODES,
  type TransportMode,
  WALK_MEASURES,
  type WalkMeasure,
} from '../vocabulary/values'

/*
 * The catalogue as a page reads it: every text already in the page's language, and every
 * figure already worded with its basis (an estimate arrives as 'circa 50 m (stima)'), so no
 * page can print an estimate as a fact.
 */

/** A source named beside a fact: who published it and when, where known. */
const citationSchema = z.object({ publisher: text, year: z.optional(z.int()) })

/** A figure as shown, with what it rests on. */
const figureSchema = z.object({
  text,
  basis: z.enum(BASES),
  note: z.optional(text),
  sources: z.array(citationSchema),
})

/** A restriction or rule, with the year a source last reported it true. */
const noticeSchema = z.object({
  kind: z.enum(NOTICE_KINDS),
  text,
  year: z.int(),
  sources: z.array(citationSchema).check(z.minLength(1)),
  /** For a rule that turns on the regional weather alerts: the page of the alerts in force. */
  alertBulletin: z.optional(httpsUrl),
})

/** The one restriction a visitor must know before leaving, as the card's one line. */
const accessLineSchema = z.object({ kind: z.enum(NOTICE_KINDS), text, year: z.int() })

/** One month at the waterfall, January first; an estimate is ours and `monthsNote` says on what. */
const monthSchema = z.object({ state: z.enum(MONTH_STATES), basis: z.enum(BASES) })

/**
 * Whether a visitor can go today, and the month it was last searched for: open, open on the
 * conditions its notices give (the card's access line says the main one), or closed since a
 * month, in one line, with the reopening a source expects and the sources.
 */
const statusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal(STATUS_STATES[0]), checked: isoMonthOrDate }),
  z.object({ state: z.literal(STATUS_STATES[1]), checked: isoMonthOrDate }),
  z.object({
    state: z.literal(STATUS_STATES[2]),
    since: isoMonthOrDate,
    line: text,
    reopening: z.optional(text),
    sources: z.array(citationSchema).check(z.minLength(1)),
    checked: isoMonthOrDate,
  }),
])

/** Public transport a source names: the line, the stop and the walk from the stop to the start. */
const transportSchema = z.object({
  mode: z.enum(TRANSPORT_MODES),
  line: text,
  stop: text,
  walk: text,
  sources: z.array(citationSchema).check(z.minLength(1)),
})

/** Next to a fixed value the sources do not support directly, what it rests on. */
const restsOnSchema = z.object({ field: z.enum(RESTS_ON_FIELDS), text })

/**
 * One source as the page lists it, always with its address: linked exactly when it is https
 * (source-address.ts); a plain http address is shown as text, never linked.
 */
export const listedSourceSchema = z.object({
  publisher: text,
  title: text,
  lang: z.enum(SOURCE_LANGUAGES),
  year: z.optional(z.int()),
  url: webUrl,
})

/** What the home list, its filters and the cards read. */
export const waterfallSchema = z.object({
  id: z.string(),
  name: text,
  location: text,
  province: z.enum(PROVINCES),
  difficulty: z.enum(DIFFICULTIES),
  /** The walking time from the usual start, worded with its basis; `walkMeasure` says what it measures. */
  duration: text,
  walkMeasure: z.enum(WALK_MEASURES),
  /** The walking time's minutes as the data gives them (a range's shorter figure), and their band (docs/product-rules.md#walking-time-bands); `duration` is worded from them. */
  durationMinutes: z.number(),
  durationBand: z.enum(DURATION_BAND_IDS),
  /** Shown before anything else about the waterfall; where it is closed, it wins over every other value. */
  status: statusSchema,
  /** The card's line for an entry open on conditions: the one a visitor must know before leaving. */
  accessLine: z.optional(accessLineSchema),
  /** Exactly 12, January first: the card says the visitor's month, the page shows all twelve. */
  months: z.array(monthSchema).check(z.length(12)),
  /** The months worth going, y or n each, January first (worth-going.ts): what the "When" filter reads. */
  worthGoing: z.string().check(z.regex(/^[yn]{12}$/)),
  /** Other names a visitor may type: the name in the other language, and the other names sources use. */
  aliases: z.array(text),
  /** Worded with its basis and qualifier ('200 m (dislivello totale fino al lago)'). */
  height: text,
  flow: z.enum(FLOWS),
  type: z.enum(WATERFALL_TYPES),
  familyFriendly: z.boolean(),
  strollerFriendly: z.boolean(),
  /** True where no source states stroller access and it is deduced from descriptions (`restsOn`). */
  strollerInferred: z.boolean(),
  description: text,
  lat: z.number(),
  lon: z.number(),
  /** True only when a source gives the position; otherwise it is our estimate, maybe 1–2 km out. */
  coordinatesVerified: z.boolean(),
  /** Whether a source names a train or bus to it (the "without a car" filter). */
  carFree: z.boolean(),
  /** The card's one transport line: the station or stop and the walk from it, or that there is none. */
  transitLine: text,
  /** The card's two arrival facts a family asks first, each in words the icon only repeats. */
  arrival: z.array(z.object({ facility: z.enum(['toilets', 'food']), state: z.enum(FACILITY_STATES), text })),
  /** The whole outing on foot, worded with its basis, then its climb where known; its first figure in minutes (the list's order). */
  outing: text,
  outingMinutes: z.number(),
  imageUrl: z.optional(httpsUrl),
  photoCredit: z.optional(z.object({ author: text, licence: text, licenceUrl: httpsUrl, sourceUrl: httpsUrl })),
})

export type Waterfall = z.infer<typeof waterfallSchema>

/** What only the detail page reads. */
export const waterfallDetailsSchema = z.object({
  /** The Italian name and location: one name per waterfall in analytics, whatever the page's language. */
  canonicalName: text,
  canonicalLocation: text,
  familyNote: z.optional(text),
  start: text,
  /** By car and where to park: the page shows public transport first. */
  howToGetThere: text,
  season: text,
  accessNotes: text,
  oneWay: figureSchema,
  /** The whole outing: the research's, the loop or return itself, or our estimate from the one-way time. */
  whole: figureSchema,
  climb: z.optional(figureSchema),
  startAltitude: z.optional(figureSchema),
  height: figureSchema,
  position: figureSchema,
  notices: z.array(noticeSchema),
  /** What the months rest on, in the page's language. */
  monthsNote: text,
  monthsSources: z.array(citationSchema),
  /** Best first; empty when no source names one, and then `transportNote` says so. */
  transport: z.array(transportSchema),
  transportNote: z.optional(text),
  restsOn: z.array(restsOnSchema),
  /** Toilets, food, picnic, drinking water and parking, in that order: yes or no with sources, or unknown. */
  facilities: z.array(
    z.object({
      facility: z.enum(FACILITIES),
      state: z.enum(FACILITY_STATES),
      note: z.optional(text),
      sources: z.array(citationSchema),
    }),
  ),
  /** From Milan by train or bus, where a source names a line. */
  fromMilan: z.optional(
    z.object({
      route: text,
      time: z.optional(figureSchema),
      frequency: z.optional(figureSchema),
      timetables: z.array(z.object({ name: text, url: httpsUrl })),
      dayTrip: z.boolean(),
      sources: z.array(citationSchema),
    }),
  ),
  /** What to bring for this walk, worked out from its facts; the page words each item. */
  bring: z.array(z.enum(BRING_ITEMS)).check(z.minLength(1)),
  /** The comune to type into the regional forecast (ARPA Lombardia, or Meteotrentino for Trento). */
  weatherArea: text,
  /**
   * How old what we know of the conditions is: the date of the newest source behind the closure
   * and the notices, and whether it is older than the staleness rule allows at our latest search
   * (staleness.ts); absent where the entry has neither.
   */
  conditionsAge: z.optional(z.object({ newest: sourceDate, old: z.boolean() })),
  sources: z.array(listedSourceSchema).check(z.minLength(1)),
  written: isoDate,
  updated: z.optional(isoDate),
})

export type WaterfallDetails = z.infer<typeof waterfallDetailsSchema>
export type Figure = z.infer<typeof figureSchema>
export type Notice = z.infer<typeof noticeSchema>
export type AccessLine = z.infer<typeof accessLineSchema>
export type Month = z.infer<typeof monthSchema>
export type Status = z.infer<typeof statusSchema>
export type Transport = z.infer<typeof transportSchema>
export type FromMilan = NonNullable<WaterfallDetails['fromMilan']>
export type FacilityFact = WaterfallDetails['facilities'][number]
export type RestsOn = z.infer<typeof restsOnSchema>
export type Citation = z.infer<typeof citationSchema>
export type ListedSource = z.infer<typeof listedSourceSchema>

export const waterfallEntrySchema = z.extend(waterfallSchema, { details: waterfallDetailsSchema })

/** A whole entry: a card's fields and the detail page's. */
export type WaterfallEntry = z.infer<typeof waterfallEntrySchema>

/** The body of /data/waterfalls.{locale}.json. */
export const catalogueDocumentSchema = z.object({
  locale: z.enum(['it', 'en']),
  waterfalls: z.array(waterfallEntrySchema).check(z.minLength(1)),
})

export type CatalogueDocument = z.infer<typeof catalogueDocumentSchema>
