import * as z from 'zod/mini'
import { parseDurationMinutes } from './duration'
import { httpsUrl, isoDate, isoMonthOrDate, NOT_A_SOURCE_HOST, SOURCE_LANGUAGES, text, webUrl } from './schema-parts'
import { SOURCE_IDS, SOURCES, type SourceId } from './sources'
import {
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
} from './vocabulary'

/** A text every visitor reads, written in both languages. */
const bilingual = z.object({ it: text, en: text })

const sourceId = z.enum(SOURCE_IDS)
const someSources = z.array(sourceId).check(z.minLength(1))

/**
 * One published page a fact comes from, always with its address: https where the page has one
 * (linked), otherwise plain http (shown as text, never linked). Never a mirror or a staging host.
 */
export const sourceSchema = z
  .object({
    publisher: text,
    title: text,
    lang: z.enum(SOURCE_LANGUAGES),
    year: z.optional(z.int().check(z.gte(1990), z.lte(2100))),
    date: z.optional(isoMonthOrDate),
    url: webUrl,
  })
  .check(
    z.refine((source) => source.date === undefined || source.date.startsWith(`${source.year}-`), {
      message: 'a source’s date must fall in its year',
      path: ['date'],
    }),
    z.refine((source) => !NOT_A_SOURCE_HOST.test(hostOf(source.url)), {
      message: 'a mirror or staging host is not a source: cite the original page',
      path: ['url'],
    }),
  )

function hostOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return ''
  }
}

/** Whether the page can link a source: only an https address is ever linked. */
export function isLinkable(url: string): boolean {
  return url.startsWith('https://')
}

/**
 * A figure and what it rests on. A sourced figure names its sources. An estimate is ours: it
 * says in a note what it rests on, and names the sources it was worked out from, if any.
 */
function figure<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.discriminatedUnion('basis', [
    z.object({ ...shape, basis: z.literal('sourced'), sources: someSources, note: z.optional(bilingual) }),
    z.object({ ...shape, basis: z.literal('estimate'), sources: z.array(sourceId), note: bilingual }),
  ])
}

const metres = z.int().check(z.positive())

/** A height, climb or altitude, or a range of them; the qualifier is shown wherever the figure is. */
const measureSchema = figure({ metres, toMetres: z.optional(metres), qualifier: z.optional(bilingual) })

/** A walking time as written ('45-60 minuti'): the duration filter reads its first number. */
const walkingTimeSchema = figure({ text: bilingual, qualifier: z.optional(bilingual) })

const coordinatesSchema = figure({
  // Lombardy and Trentino lie well inside this box; a swapped lat/lon falls outside it.
  lat: z.number().check(z.gte(45), z.lte(47)),
  lon: z.number().check(z.gte(8), z.lte(11.5)),
})

const year = z.int().check(z.gte(1990), z.lte(2100))

/**
 * A closure, ordinance, booking rule, opening hours or fee, with the sources that report it and
 * the year a source last reported it true. `card` is the one short line the card shows: only the
 * restriction a visitor must know before leaving has one.
 */
const noticeSchema = z.object({
  kind: z.enum(NOTICE_KINDS),
  text: bilingual,
  year,
  sources: someSources,
  card: z.optional(bilingual),
  /** For a rule that turns on the regional weather alerts: the page of the alerts in force, shown beside the forecast. */
  alertBulletin: z.optional(httpsUrl),
})

/**
 * Whether a visitor can go today, and when that was last looked for (`checked`, the month of our
 * latest search of public pages for this waterfall; never a visit on site).
 * - open: no closure, ban or condition found;
 * - conditions: open on the terms its notices give (the one with a card line is the card's first
 *   line);
 * - closed: since when (as precisely as the sources say), what is closed in one short line, the
 *   reopening a source expects, if any, and the sources.
 */
const statusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal(STATUS_STATES[0]), checked: isoMonthOrDate }),
  z.object({ state: z.literal(STATUS_STATES[1]), checked: isoMonthOrDate }),
  z.object({
    state: z.literal(STATUS_STATES[2]),
    since: isoMonthOrDate,
    line: bilingual,
    reopening: z.optional(bilingual),
    sources: someSources,
    checked: isoMonthOrDate,
  }),
])

/** The twelve months, January first; an estimated month is ours, and the note says what it rests on. */
const monthsSchema = z.object({
  states: z
    .array(z.object({ state: z.enum(MONTH_STATES), basis: z.enum(['sourced', 'estimate']) }))
    .check(z.length(12, 'expected exactly 12 months, January first')),
  note: bilingual,
  sources: z.array(sourceId),
})

/** Public transport a source names. `walk` may say the sources do not describe the walk. */
const transportOptionSchema = z.object({
  mode: z.enum(TRANSPORT_MODES),
  line: bilingual,
  stop: bilingual,
  walk: bilingual,
  sources: someSources,
})

/** Public transport, best first; when no source names any, the note says so plainly. */
const transportSchema = z.object({ options: z.array(transportOptionSchema), note: z.optional(bilingual) }).check(
  z.refine((transport) => transport.options.length > 0 || transport.note !== undefined, {
    message: 'without a named line, say so in a note',
    path: ['note'],
  }),
)

const restsOnSchema = z.object({ field: z.enum(RESTS_ON_FIELDS), text: bilingual })

/**
 * One thing a visitor finds, or not, on arrival: yes or no as the sources say (with what they say
 * in a note: paid or free, a price and its year), or unknown where no source speaks.
 */
const facilitySchema = z
  .object({ state: z.enum(FACILITY_STATES), note: z.optional(bilingual), sources: z.array(sourceId) })
  .check(
    z.refine((fact) => (fact.state === 'unknown') === (fact.sources.length === 0), {
      message: 'a yes or no names its sources; an unknown names none',
      path: ['sources'],
    }),
  )

/** Toilets, food and drink, picnic, drinking water and parking: every one said, unknown included. */
const facilitiesSchema = z.object(
  Object.fromEntries(FACILITIES.map((key) => [key, facilitySchema])) as Record<
    (typeof FACILITIES)[number],
    typeof facilitySchema
  >,
)

/**
 * From Milan without a car, as the sources give it: the Milan station, the lines and the changes,
 * a time and a frequency (each sourced or our estimate), the operators' timetable sites, whether
 * it makes a day trip, and the card's one line (the station or stop and the walk from it).
 */
const fromMilanSchema = z.object({
  /** From the Milan station, through each change, to the last stop ('Milano Centrale → Colico → Chiavenna'). */
  route: bilingual,
  time: z.optional(figure({ text: bilingual })),
  frequency: z.optional(figure({ text: bilingual })),
  timetables: z.array(z.object({ name: text, url: httpsUrl, sources: someSources })),
  dayTrip: z.boolean(),
  card: bilingual,
  sources: someSources,
})

const walkSchema = z.object({
  /** Where the walk starts: a car park, a square, a station. */
  start: bilingual,
  /** What `duration` measures: one way to the falls, the whole loop, or there and back. */
  measure: z.enum(WALK_MEASURES),
  /** The time the card shows and the duration filter reads, as the sources give it. */
  duration: walkingTimeSchema,
  /** The whole outing, there and back or round a loop, where the research supports it. */
  whole: z.optional(walkingTimeSchema),
  climb: z.optional(measureSchema),
  startAltitude: z.optional(measureSchema),
})

/** Where the photo comes from; a photo is only published with a verified licence. */
const photoSchema = z.object({
  url: httpsUrl,
  author: text,
  licence: text,
  licenceUrl: httpsUrl,
  sourceUrl: httpsUrl,
})

type SourceRefs = { sources: readonly string[] }

/** Every source a fact of the entry cites, so each can be checked against the entry's own list. */
function citedSources(entry: {
  walk: Record<'duration', SourceRefs> & Partial<Record<'whole' | 'climb' | 'startAltitude', SourceRefs>>
  height: SourceRefs
  coordinates: SourceRefs
  notices: readonly SourceRefs[]
  months: SourceRefs
  status: object
  transport: { options: readonly SourceRefs[] }
  facilities: Record<string, SourceRefs>
  fromMilan?:
    | (SourceRefs & { time?: SourceRefs; frequency?: SourceRefs; timetables: readonly SourceRefs[] })
    | undefined
}): string[] {
  const { duration, whole, climb, startAltitude } = entry.walk
  const facts = [
    duration,
    whole,
    climb,
    startAltitude,
    entry.height,
    entry.coordinates,
    ...entry.notices,
    entry.months,
    'sources' in entry.status ? (entry.status as SourceRefs) : undefined,
    ...entry.transport.options,
    ...Object.values(entry.facilities),
    entry.fromMilan,
    entry.fromMilan?.time,
    entry.fromMilan?.frequency,
    ...(entry.fromMilan?.timetables ?? []),
  ]
  return facts.flatMap((fact) => fact?.sources ?? [])
}

/** The latest publication year among the sources, if any gives one. */
function latestYear(ids: readonly SourceId[]): number | undefined {
  const years = ids.flatMap((id) => SOURCES[id].year ?? [])
  return years.length > 0 ? Math.max(...years) : undefined
}

function restsOnFields(entry: { restsOn?: readonly { field: string }[] | undefined }): string[] {
  return (entry.restsOn ?? []).map((item) => item.field)
}

/** One catalogue entry as authored: the single source of truth for both languages. */
export const authoredWaterfallSchema = z
  .object({
    id: z.string().check(z.regex(/^[1-9]\d*$/, 'expected a positive integer id')),
    name: bilingual,
    /** Other names people search for, as a source spells them; they stay in their own language. */
    alsoKnownAs: z.optional(z.array(text).check(z.minLength(1))),
    location: bilingual,
    province: z.enum(PROVINCES),
    difficulty: z.enum(DIFFICULTIES),
    walk: walkSchema,
    height: measureSchema,
    flow: z.enum(FLOWS),
    type: z.enum(WATERFALL_TYPES),
    familyFriendly: z.boolean(),
    strollerFriendly: z.boolean(),
    /** Whether a visitor can go today: shown before anything else, and it wins over the fixed values. */
    status: statusSchema,
    /** Who the walk suits and on what terms; only for a family-friendly waterfall. */
    familyNote: z.optional(bilingual),
    description: bilingual,
    howToGetThere: bilingual,
    season: bilingual,
    accessNotes: bilingual,
    notices: z.array(noticeSchema),
    /** Month by month, from the sources or our estimate. */
    months: monthsSchema,
    transport: transportSchema,
    /** What a visitor finds on arrival; unknown where no source speaks. */
    facilities: facilitiesSchema,
    /** From Milan by train or bus, where the sources name a line; absent where they name none. */
    fromMilan: z.optional(fromMilanSchema),
    /** Next to a fixed value (spec) the sources do not support directly, what it rests on. */
    restsOn: z.optional(z.array(restsOnSchema)),
    /** The comune a visitor types into the regional forecast. */
    weatherArea: text,
    coordinates: coordinatesSchema,
    /** Every source of the entry's facts, in the order the page lists them. */
    sources: someSources,
    /** When the entry was written, and last changed: dates of the text, not of a check of the facts. */
    written: isoDate,
    updated: z.optional(isoDate),
    photo: z.optional(photoSchema),
  })
  .check(
    z.refine(({ walk }) => /\d/.test(walk.duration.text.it) && /\d/.test(walk.duration.text.en), {
      message: 'the walking time must contain a number in both languages',
      path: ['walk', 'duration'],
    }),
    z.refine(
      ({ walk }) => parseDurationMinutes(walk.duration.text.it) === parseDurationMinutes(walk.duration.text.en),
      {
        message: 'the Italian and English walking times must mean the same number of minutes',
        path: ['walk', 'duration'],
      },
    ),
    z.refine((entry) => entry.notices.every((notice) => notice.year === latestYear(notice.sources)), {
      message: 'a notice’s year must be the latest year among its sources, and one of them must give a year',
      path: ['notices'],
    }),
    z.refine((entry) => !entry.strollerFriendly || restsOnFields(entry).includes('strollerFriendly'), {
      message: 'no source states stroller access: a stroller-friendly entry must say what that rests on',
      path: ['restsOn'],
    }),
    z.refine((entry) => entry.height.basis === 'sourced' || restsOnFields(entry).includes('height'), {
      message: 'an estimated height must say what it rests on',
      path: ['restsOn'],
    }),
    z.refine((entry) => (entry.status.state === 'conditions') === entry.notices.some((notice) => notice.card), {
      message: 'an entry open on conditions has one notice with a card line, and only such an entry has one',
      path: ['notices'],
    }),
    z.refine(
      (entry) => entry.status.state !== 'closed' || entry.months.states.every(({ state }) => state === 'closed'),
      {
        message: 'a closed waterfall is closed in every month',
        path: ['months'],
      },
    ),
    z.refine((entry) => entry.notices.filter((notice) => notice.card).length <= 1, {
      message: 'only one notice can be the card’s access line',
      path: ['notices'],
    }),
    z.refine(
      ({ months }) =>
        months === undefined || months.states.every((month) => month.basis === 'estimate') || months.sources.length > 0,
      { message: 'a month given as sourced needs the sources it comes from', path: ['months', 'sources'] },
    ),
    z.refine(
      (entry) => new Set((entry.restsOn ?? []).map((item) => item.field)).size === (entry.restsOn ?? []).length,
      { message: 'one note per field', path: ['restsOn'] },
    ),
    z.refine((entry) => entry.familyFriendly === (entry.familyNote !== undefined), {
      message: 'a family-friendly waterfall needs a family note, and only it has one',
      path: ['familyNote'],
    }),
    z.refine((entry) => citedSources(entry).every((id) => (entry.sources as readonly string[]).includes(id)), {
      message: 'a fact cites a source missing from the entry’s sources',
      path: ['sources'],
    }),
    z.refine((entry) => entry.sources.some((id) => isLinkable(SOURCES[id].url)), {
      message: 'at least one source must have an https address the page can link',
      path: ['sources'],
    }),
    z.refine(
      (entry) => (entry.fromMilan !== undefined) === entry.transport.options.some((option) => option.mode !== 'boat'),
      {
        message: 'an entry a source reaches by train or bus says how from Milan, and only such an entry',
        path: ['fromMilan'],
      },
    ),
    z.refine((entry) => entry.updated === undefined || entry.updated >= entry.written, {
      message: 'an entry cannot be updated before it was written',
      path: ['updated'],
    }),
  )

export type AuthoredWaterfall = z.infer<typeof authoredWaterfallSchema>
export type AuthoredMeasure = AuthoredWaterfall['height']
export type AuthoredWalkingTime = AuthoredWaterfall['walk']['duration']
export type AuthoredNotice = AuthoredWaterfall['notices'][number]
export type AuthoredStatus = AuthoredWaterfall['status']
export type Source = z.infer<typeof sourceSchema>
