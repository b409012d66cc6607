import * as z from 'zod/mini'
import { parseDurationMinutes } from '../features/finder/duration'
import { DIFFICULTIES, FLOWS, PROVINCES, WATERFALL_TYPES } from './vocabulary'

const text = z.string().check(z.trim(), z.minLength(1))
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a YYYY-MM-DD date'))
const httpsUrl = z.url({ protocol: /^https$/ })

/** A text every visitor reads, written in both languages. */
const bilingual = z.object({ it: text, en: text })

/** Where the photo comes from; a photo is only published with a verified licence. */
const photoSchema = z.object({
  url: httpsUrl,
  author: text,
  licence: text,
  licenceUrl: httpsUrl,
  sourceUrl: httpsUrl,
})

const coordinatesSchema = z.object({
  // Lombardy and Trentino lie well inside this box; a swapped lat/lon falls outside it.
  lat: z.number().check(z.gte(45), z.lte(47)),
  lon: z.number().check(z.gte(8), z.lte(11.5)),
  /** false when the point is an estimate that may be 1–2 km out. */
  verified: z.boolean(),
})

/** One catalogue entry as authored: the single source of truth for both languages. */
export const waterfallSourceSchema = z
  .object({
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
  })
  .check(
    z.refine((entry) => /\d/.test(entry.duration.it) && /\d/.test(entry.duration.en), {
      message: 'the duration must contain a number in both languages',
      path: ['duration'],
    }),
    z.refine((entry) => parseDurationMinutes(entry.duration.it) === parseDurationMinutes(entry.duration.en), {
      message: 'the Italian and English durations must mean the same number of minutes',
      path: ['duration'],
    }),
  )

export type WaterfallSource = z.infer<typeof waterfallSourceSchema>

/** One entry as a page reads it: every text already in the page's language. */
export const waterfallSchema = z.object({
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
  photoCredit: z.optional(z.object({ author: text, licence: text, licenceUrl: httpsUrl, sourceUrl: httpsUrl })),
})

export type Waterfall = z.infer<typeof waterfallSchema>

/** The body of /data/waterfalls.{locale}.json. */
export const catalogueDocumentSchema = z.object({
  locale: z.enum(['it', 'en']),
  waterfalls: z.array(waterfallSchema).check(z.minLength(1)),
})

export type CatalogueDocument = z.infer<typeof catalogueDocumentSchema>
