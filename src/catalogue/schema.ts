import * as z from 'zod/mini'
import { httpsUrl, isoDate, SOURCE_LANGUAGES, text } from './schema-parts'
import { DIFFICULTIES, FLOWS, PROVINCES, WATERFALL_TYPES } from './vocabulary'

/*
 * The catalogue as a page reads it: every text already in the page's language, and every
 * figure already worded with its basis (an estimate arrives as 'circa 50 m (stima)'), so no
 * page can print an estimate as a fact.
 */

export const BASES = ['sourced', 'estimate'] as const

/** A source named beside a fact: who published it and when, where known. */
const citationSchema = z.object({ publisher: text, year: z.optional(z.int()) })

/** A figure as shown, with what it rests on. */
const figureSchema = z.object({
  text,
  basis: z.enum(BASES),
  note: z.optional(text),
  sources: z.array(citationSchema),
})

/** A dated fact: a closure, an ordinance, a booking rule, a fee, a bus or train. */
const reportedSchema = z.object({ text, sources: z.array(citationSchema).check(z.minLength(1)) })

/** One source as the page lists it; without `url` it has no https address and is not linked. */
const listedSourceSchema = z.object({
  publisher: text,
  title: text,
  lang: z.enum(SOURCE_LANGUAGES),
  year: z.optional(z.int()),
  url: z.optional(httpsUrl),
})

/** What the home list, its filters and the cards read. */
export const waterfallSchema = z.object({
  id: z.string(),
  name: text,
  location: text,
  province: z.enum(PROVINCES),
  difficulty: z.enum(DIFFICULTIES),
  /** The one-way walking time from the usual start, worded with its basis. */
  duration: text,
  /** Worded with its basis and qualifier ('200 m (dislivello totale fino al lago)'). */
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
  /** True only when a source gives the position; otherwise it is our estimate, maybe 1–2 km out. */
  coordinatesVerified: z.boolean(),
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
  publicTransport: z.optional(reportedSchema),
  oneWay: figureSchema,
  whole: z.optional(figureSchema),
  climb: z.optional(figureSchema),
  startAltitude: z.optional(figureSchema),
  height: figureSchema,
  position: figureSchema,
  notices: z.array(reportedSchema),
  sources: z.array(listedSourceSchema).check(z.minLength(1)),
  written: isoDate,
  updated: z.optional(isoDate),
})

export type WaterfallDetails = z.infer<typeof waterfallDetailsSchema>
export type Figure = z.infer<typeof figureSchema>
export type Reported = z.infer<typeof reportedSchema>
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
