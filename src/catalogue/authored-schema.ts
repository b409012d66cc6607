import * as z from 'zod/mini'
import { parseDurationMinutes } from '../features/finder/duration'
import { httpsUrl, isoDate, SOURCE_LANGUAGES, text } from './schema-parts'
import { SOURCE_IDS, SOURCES } from './sources'
import { DIFFICULTIES, FLOWS, PROVINCES, WATERFALL_TYPES } from './vocabulary'

/** A text every visitor reads, written in both languages. */
const bilingual = z.object({ it: text, en: text })

const sourceId = z.enum(SOURCE_IDS)
const someSources = z.array(sourceId).check(z.minLength(1))

/** One published page a fact comes from. Only an https address is ever linked. */
export const sourceSchema = z.object({
  publisher: text,
  title: text,
  lang: z.enum(SOURCE_LANGUAGES),
  year: z.optional(z.int().check(z.gte(1990), z.lte(2100))),
  url: z.union([httpsUrl, z.literal('http-only')]),
})

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

/** A closure, ordinance, booking rule or fee, with the sources that report it (and so its year). */
const noticeSchema = z.object({ text: bilingual, sources: someSources })

const walkSchema = z.object({
  /** Where the walk starts: a car park, a square, a station. */
  start: bilingual,
  /** From the usual start to the waterfall, one way: the time the duration filter reads. */
  oneWay: walkingTimeSchema,
  /** The whole outing, there and back or round a loop, where the research supports it. */
  whole: z.optional(walkingTimeSchema),
  climb: z.optional(measureSchema),
  startAltitude: z.optional(measureSchema),
  publicTransport: z.optional(noticeSchema),
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
  walk: Record<'oneWay', SourceRefs> &
    Partial<Record<'whole' | 'climb' | 'startAltitude' | 'publicTransport', SourceRefs>>
  height: SourceRefs
  coordinates: SourceRefs
  notices: readonly SourceRefs[]
}): string[] {
  const { oneWay, whole, climb, startAltitude, publicTransport } = entry.walk
  const facts = [
    oneWay,
    whole,
    climb,
    startAltitude,
    publicTransport,
    entry.height,
    entry.coordinates,
    ...entry.notices,
  ]
  return facts.flatMap((fact) => fact?.sources ?? [])
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
    /** Who the walk suits and on what terms; only for a family-friendly waterfall. */
    familyNote: z.optional(bilingual),
    description: bilingual,
    howToGetThere: bilingual,
    season: bilingual,
    accessNotes: bilingual,
    notices: z.array(noticeSchema),
    coordinates: coordinatesSchema,
    /** Every source of the entry's facts, in the order the page lists them. */
    sources: someSources,
    /** When the entry was written, and last changed: dates of the text, not of a check of the facts. */
    written: isoDate,
    updated: z.optional(isoDate),
    photo: z.optional(photoSchema),
  })
  .check(
    z.refine(({ walk }) => /\d/.test(walk.oneWay.text.it) && /\d/.test(walk.oneWay.text.en), {
      message: 'the one-way time must contain a number in both languages',
      path: ['walk', 'oneWay'],
    }),
    z.refine(({ walk }) => parseDurationMinutes(walk.oneWay.text.it) === parseDurationMinutes(walk.oneWay.text.en), {
      message: 'the Italian and English one-way times must mean the same number of minutes',
      path: ['walk', 'oneWay'],
    }),
    z.refine((entry) => entry.familyFriendly === (entry.familyNote !== undefined), {
      message: 'a family-friendly waterfall needs a family note, and only it has one',
      path: ['familyNote'],
    }),
    z.refine((entry) => citedSources(entry).every((id) => (entry.sources as readonly string[]).includes(id)), {
      message: 'a fact cites a source missing from the entry’s sources',
      path: ['sources'],
    }),
    z.refine((entry) => entry.sources.some((id) => SOURCES[id].url !== 'http-only'), {
      message: 'at least one source must have an https address the page can link',
      path: ['sources'],
    }),
    z.refine((entry) => entry.updated === undefined || entry.updated >= entry.written, {
      message: 'an entry cannot be updated before it was written',
      path: ['updated'],
    }),
  )

export type AuthoredWaterfall = z.infer<typeof authoredWaterfallSchema>
export type AuthoredMeasure = AuthoredWaterfall['height']
export type AuthoredWalkingTime = AuthoredWaterfall['walk']['oneWay']
export type Source = z.infer<typeof sourceSchema>
