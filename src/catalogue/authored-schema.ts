import * as z from 'zod/mini'
import {
  BASES,
  type Basis,
  DIFFICULTIES,
  FACILITIES,
  FACILITY_STATES,
  FLOWS,
  MONTH_NAMES,
  MONTH_STATES,
  NOTICE_KINDS,
  PROVINCES,
  RESTS_ON_FIELDS,
  STATUS_STATES,
  TRANSPORT_MODES,
  WALK_MEASURES,
  WATERFALL_TYPES,
} from '../vocabulary/values'
import {
  COPY_HOST,
  httpsUrl,
  isoDate,
  isoMonthOrDate,
  NOT_A_SOURCE_HOST,
  SOURCE_LANGUAGES,
  sourceDate,
  text,
  webUrl,
} from './schema-parts'

/** A text every visitor reads, written in both languages. */
const bilingual = z.object({ it: text, en: text })

/** A source's id as the content files write it: S, a number, and letters or digits after it (S4it, S32b1). */
export const sourceId = z.string().check(z.regex(/^S\d+[a-z0-9]*$/, 'a source id is S and a number, as S12 or S4it'))
export type SourceId = string
const someSources = z.array(sourceId).check(z.minLength(1))

/**
 * One published page a fact comes from, as an editor writes it: the publisher, the page's title,
 * the title's language, when it was published (as precisely as the page says: a year, a month or
 * a day; none where it says none) and its address: https where the page has one (linked),
 * otherwise plain http (shown as text, never linked). Always the publisher's own page: never a
 * mirror, scraper, replica or CDN host; a copy on a site that republishes other publishers'
 * articles only when it says so and names the original (`copyOf`). The year is read from the date.
 */
export const sourceSchema = z.pipe(
  z
    .strictObject({
      publisher: text,
      title: text,
      lang: z.enum(SOURCE_LANGUAGES),
      date: z.optional(sourceDate),
      url: webUrl,
      /** The original a republished copy reproduces, where only the copy could be read. */
      copyOf: z.optional(z.strictObject({ publisher: text, url: webUrl })),
    })
    .check(
      z.refine((source) => !NOT_A_SOURCE_HOST.test(hostOf(source.url)), {
        message: 'this host copies other publishers’ pages (a mirror, scraper, replica or CDN): cite the original page',
        path: ['url'],
      }),
      z.refine((source) => source.copyOf !== undefined || !COPY_HOST.test(hostOf(source.url)), {
        message:
          'this site republishes other publishers’ articles: cite the original, or say which page it copies in copyOf',
        path: ['url'],
      }),
      z.refine(
        (source) =>
          source.copyOf === undefined ||
          !(NOT_A_SOURCE_HOST.test(hostOf(source.copyOf.url)) || COPY_HOST.test(hostOf(source.copyOf.url))),
        { message: 'the original a copy names must be the publisher’s own page', path: ['copyOf', 'url'] },
      ),
    ),
  z.transform((source) => ({
    ...source,
    ...(source.date !== undefined && { year: Number(source.date.slice(0, 4)) }),
  })),
)

export type Source = z.output<typeof sourceSchema>
/** Every source the content cites, by id. */
export type SourceRegistry = Readonly<Record<SourceId, Source>>

function hostOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return ''
  }
}

import { isLinkable } from './source-address'

export { isLinkable }

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

const minutes = z.int().check(z.positive())

/**
 * A walking time in minutes, one figure or a range ([45, 60]); the page words it ('45-60 minuti',
 * '1,5 ore') and the duration filter and the orders read the figures themselves.
 */
const walkingTimeSchema = figure({
  minutes: z.array(minutes).check(
    z.minLength(1, 'give the walking time in minutes: one figure, or a range as [45, 60]'),
    z.maxLength(2, 'a walking time is one figure or a range of two: [45, 60]'),
    z.refine(
      (range) => range.length < 2 || (range[0] ?? 0) < (range[1] ?? 0),
      'a range goes from the shorter time to the longer',
    ),
  ),
  qualifier: z.optional(bilingual),
})

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

const MONTH_VALUE = new RegExp(`^(${MONTH_STATES.join('|')}) \\((sourced|estimate)\\)$`)

/** One month as an editor writes it: 'best (sourced)', 'low (estimate)'. */
const monthValue = z.pipe(
  z
    .string()
    .check(
      z.regex(
        MONTH_VALUE,
        `write a month as one of ${MONTH_STATES.join(', ')}, then (sourced) or (estimate): for example "best (estimate)"`,
      ),
    ),
  z.transform((value) => {
    const [, state, basis] = MONTH_VALUE.exec(value) ?? []
    return { state: state as (typeof MONTH_STATES)[number], basis: basis as Basis }
  }),
)

/** The twelve months, January first; an estimated month is ours, and the note says what it rests on. */
const monthsSchema = z.object({
  states: z
    .array(z.object({ state: z.enum(MONTH_STATES), basis: z.enum(BASES) }))
    .check(z.length(12, 'expected exactly 12 months, January first')),
  note: bilingual,
  sources: z.array(sourceId),
})

/**
 * The months as an editor writes them: by name, January to December, each with its state and its
 * basis (a month a source gives is "sourced", ours is an "estimate"; the note says what the
 * estimates rest on). Read into the list above.
 */
const monthsByNameSchema = z.pipe(
  z.strictObject({
    ...(Object.fromEntries(MONTH_NAMES.map((name) => [name, monthValue])) as Record<
      (typeof MONTH_NAMES)[number],
      typeof monthValue
    >),
    note: bilingual,
    sources: z.array(sourceId),
  }),
  z.transform(({ note, sources, ...byName }) => ({ states: MONTH_NAMES.map((name) => byName[name]), note, sources })),
)

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
  // An unknown names no source, so its file may leave `sources` out.
  .object({ state: z.enum(FACILITY_STATES), note: z.optional(bilingual), sources: z._default(z.array(sourceId), []) })
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

/**
 * Where each fact of an entry cites a source: every `sources` list below the entry's own, with
 * its path, so a citation missing from the entry's list is reported at the fact that makes it.
 */
function citations(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; id: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => citations(item, [...path, index]))
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'sources' && path.length > 0 && Array.isArray(inner)
      ? inner.map((id, index) => ({ path: [...path, key, index], id: String(id) }))
      : key === 'sources'
        ? []
        : citations(inner, [...path, key]),
  )
}

/** The latest publication year among the sources, if any gives one. */
function latestYear(ids: readonly SourceId[], registry: SourceRegistry): number | undefined {
  const years = ids.flatMap((id) => registry[id]?.year ?? [])
  return years.length > 0 ? Math.max(...years) : undefined
}

function restsOnFields(entry: { restsOn?: readonly { field: string }[] | undefined }): string[] {
  return (entry.restsOn ?? []).map((item) => item.field)
}

/** The fields of one catalogue entry, the single source of truth for both languages. */
const entryShape = {
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
}

type EntryShape = z.output<z.ZodMiniObject<typeof entryShape>>

/** The rules across an entry's fields, and against the sources the content writes down. */
function entryChecks(registry: SourceRegistry): z.core.$ZodCheck<EntryShape>[] {
  return [
    z.superRefine((entry, context) => {
      entry.notices.forEach((notice, index) => {
        const latest = latestYear(notice.sources, registry)
        if (notice.year === latest) return
        context.addIssue({
          code: 'custom',
          input: notice.year,
          path: ['notices', index, 'year'],
          message:
            latest === undefined
              ? 'none of this notice’s sources gives a date: a fee, closure or rule needs a dated source'
              : `a notice’s year is the year of its newest source, here ${latest}`,
        })
      })
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
    z.superRefine((entry, context) => {
      entry.sources.forEach((id, index) => {
        if (registry[id] !== undefined) return
        context.addIssue({
          code: 'custom',
          input: id,
          path: ['sources', index],
          message: `source ${id} is written neither in this file nor in content/sources.yaml`,
        })
      })
    }),
    z.superRefine((entry, context) => {
      const listed = new Set<string>(entry.sources)
      for (const { path, id } of citations(entry)) {
        if (listed.has(id)) continue
        context.addIssue({
          code: 'custom',
          input: id,
          path,
          message: `a fact cites a source missing from the entry’s sources: add ${id} to the list at the end`,
        })
      }
    }),
    z.refine((entry) => entry.sources.some((id) => isLinkable(registry[id]?.url ?? '')), {
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
  ]
}

/**
 * The schemas of one entry against a registry of sources: `authored`, the entry as the app reads
 * it (its months a list, January first), and `file`, the same entry as a content file writes it
 * (its months by name). Both check the same fields by the same rules.
 */
export function waterfallSchemas(registry: SourceRegistry) {
  const checks = entryChecks(registry)
  const fileShape = { ...entryShape, months: monthsByNameSchema }
  return {
    authored: z.object(entryShape).check(...checks),
    /** The fields alone: the rules across fields run only on an entry whose every field is right. */
    authoredFields: z.object(entryShape),
    file: z.object(fileShape).check(...checks),
    fileFields: z.object(fileShape),
  }
}

export type AuthoredWaterfall = z.output<ReturnType<typeof waterfallSchemas>['authored']>
export type AuthoredMeasure = AuthoredWaterfall['height']
export type AuthoredWalkingTime = AuthoredWaterfall['walk']['duration']
export type AuthoredNotice = AuthoredWaterfall['notices'][number]
export type AuthoredStatus = AuthoredWaterfall['status']
