import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { waterfallEntrySchema, waterfallSchema } from './schema'
import { LOCALES, type Locale } from './vocabulary'

/*
 * The catalogue as the browser gets it, in two kinds of data file per language (see
 * docs/decisions/2026-11-25-page-data.md):
 * - the cards, `/data/cards.{locale}.json`: every waterfall's card fields, what the home list, its
 *   filters, its sort and its map read;
 * - one entry, `/data/waterfall/{id}.{locale}.json`: a waterfall's card fields and its details,
 *   what its own page reads.
 * A page's route loader ensures the queries it needs; the page reads the same query options.
 */

/** The body of /data/cards.{locale}.json. */
export const cardsDocumentSchema = z.object({
  locale: z.enum(LOCALES),
  waterfalls: z.array(waterfallSchema).check(z.minLength(1)),
})

export type CardsDocument = z.infer<typeof cardsDocumentSchema>

export const cardsUrl = (locale: Locale) => `/data/cards.${locale}.json`

export const waterfallUrl = (locale: Locale, id: string) => `/data/waterfall/${encodeURIComponent(id)}.${locale}.json`

/** A data file could not be had: no network, an HTTP error, or a body that is not what it should be. */
export class CatalogueRequestError extends Error {
  override name = 'CatalogueRequestError'
}

/**
 * One data file, checked in full against its schema. `missing` is what a 404 means: the guide has
 * no such entry (the server, and offline the worker, answer 404 for a file the release lacks).
 */
async function fetchDataFile<T, M>(
  url: string,
  schema: z.ZodMiniType<T>,
  signal: AbortSignal,
  missing: () => M,
): Promise<T | M> {
  let response: Response
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json' } })
  } catch (cause) {
    if (signal.aborted) throw cause
    throw new CatalogueRequestError(`${url} could not be requested`, { cause })
  }
  if (response.status === 404) return missing()
  if (!response.ok) throw new CatalogueRequestError(`${url} failed with HTTP ${response.status}`)
  const result = schema.safeParse(await response.json().catch(() => undefined))
  if (!result.success) throw new CatalogueRequestError(`${url} did not match the schema`)
  return result.data
}

const noSuchFile = (): never => {
  throw new CatalogueRequestError('The release has no cards file')
}

/*
 * The data are fixed with each release, so they never go stale while a page is open.
 * `offlineFirst`: the request is made even when the browser says it is offline, because the
 * service worker may answer it from its cache (the default mode would wait for a network).
 */
const FIXED_WITH_THE_RELEASE = { staleTime: Number.POSITIVE_INFINITY, networkMode: 'offlineFirst' } as const

/** Every waterfall's card, in one language. */
export const cardsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['cards', locale],
    queryFn: ({ signal }) => fetchDataFile(cardsUrl(locale), cardsDocumentSchema, signal, noSuchFile),
    ...FIXED_WITH_THE_RELEASE,
  })

/** One waterfall's card and details, in one language; null when the guide has no such id. */
export const waterfallQueryOptions = (locale: Locale, id: string) =>
  queryOptions({
    queryKey: ['waterfall', locale, id],
    queryFn: ({ signal }) => fetchDataFile(waterfallUrl(locale, id), waterfallEntrySchema, signal, () => null),
    ...FIXED_WITH_THE_RELEASE,
  })
