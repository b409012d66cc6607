import * as z from 'zod/mini'
import { toJSONSchema } from 'zod/v4/core'
import { LOCALES } from '../vocabulary/values'
import {
  type CatalogueDocument,
  listedSourceSchema,
  type WaterfallEntry,
  waterfallEntrySchema,
  waterfallSchema,
} from './schema'

/*
 * The data files' bodies as the build writes them, and as the tests fake them (see
 * catalogue-query.ts for the files and how the browser reads them). Each body is checked here in
 * full against the page schema and stamped with the format it follows: a fingerprint of the
 * schema's shape. The browser checks a file's outline and its stamp, not every field again: the
 * stamp says the file was written, and checked field by field, for the schema its script was
 * built with. A file from a release whose schema differs (an open tab meeting a newer release)
 * carries another stamp and is refused as before. Keeping the full schema out of the browser takes
 * it, and the zod parts only it uses, off every page's start (docs/decisions/2026-11-25-data-format.md).
 */

/** What the home list, its filters, its sort and its map read: every waterfall's card fields. */
export const cardsDocumentSchema = z.object({
  locale: z.enum(LOCALES),
  waterfalls: z.array(waterfallSchema).check(z.minLength(1)),
})

/** One waterfall's sources: the same in both languages, so written once, not in each entry file. */
export const sourcesDocumentSchema = z.object({
  id: z.string(),
  sources: z.array(listedSourceSchema).check(z.minLength(1)),
})

/** A data file's body: its document, stamped with the format it follows. */
type Stamped<Document> = Document & { format: string }

/** The body of /data/cards.{locale}.json. */
export type CardsFile = Stamped<z.infer<typeof cardsDocumentSchema>>

/** A whole entry as the page reads it, from its entry file and its sources file. */
export type StampedEntry = Stamped<WaterfallEntry>

/** The body of /data/waterfall/{id}.{locale}.json: the entry but its sources. */
export type EntryFile = Stamped<
  Omit<WaterfallEntry, 'details'> & { details: Omit<WaterfallEntry['details'], 'sources'> }
>

/** The body of /data/sources/{id}.json. */
export type SourcesFile = Stamped<z.infer<typeof sourcesDocumentSchema>>

/** FNV-1a, 32 bits, as 8 hex digits: enough to tell one schema's shape from another's. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}

/** JSON with every object's keys, and every list of required keys, in one order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (key, inner: unknown) => {
    if (key === 'required' && Array.isArray(inner)) return [...inner].sort()
    if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return inner
    return Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  })
}

/**
 * The format of data files that follow `schemas`: the fingerprint of their JSON Schema, so it
 * changes with any field, type, enum value or bound, and not with a comment, the order the fields
 * are written in, or a refactor.
 */
export function dataFormatOf(schemas: Record<string, z.ZodMiniType>): string {
  return fingerprint(canonicalJson(toJSONSchema(z.object(schemas), { unrepresentable: 'any' })))
}

/** The format this release's data files follow; the build gives it to the browser as __DATA_FORMAT__. */
export const DATA_FORMAT = dataFormatOf({
  cards: cardsDocumentSchema,
  entry: waterfallEntrySchema,
  sources: sourcesDocumentSchema,
})

/** The body of /data/cards.{locale}.json: the cards of `document`, stamped. */
export function cardsFileBody(document: CatalogueDocument): CardsFile {
  return { format: DATA_FORMAT, ...cardsDocumentSchema.parse(document) }
}

/** The body of /data/waterfall/{id}.{locale}.json: one entry, checked in full, stamped, without its sources. */
export function entryFileBody(entry: WaterfallEntry): EntryFile {
  const { details, ...card } = waterfallEntrySchema.parse(entry)
  const { sources: _, ...rest } = details
  return { format: DATA_FORMAT, ...card, details: rest }
}

/** The body of /data/sources/{id}.json: one entry's sources, checked, stamped. */
export function sourcesFileBody(entry: WaterfallEntry): SourcesFile {
  return { format: DATA_FORMAT, ...sourcesDocumentSchema.parse({ id: entry.id, sources: entry.details.sources }) }
}
