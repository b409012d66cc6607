import { type QueryClient, queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { LOCALES, type Locale } from '../vocabulary/values'
import type { CardsFile, EntryFile, SourcesFile, StampedEntry } from './data-files'
import { cardsUrl, sourcesUrl, waterfallUrl } from './data-urls'

/*
 * The catalogue as the browser gets it, in two kinds of data file per language (see
 * docs/decisions/2026-11-25-page-data.md):
 * - the cards, `/data/cards.{locale}.json`: every waterfall's card fields, what the home list, its
 *   filters, its sort and its map read;
 * - one entry, `/data/waterfall/{id}.{locale}.json`: a waterfall's card fields and its details,
 *   what its own page reads, but its sources, which are the same in both languages and come from
 *   `/data/sources/{id}.json`, fetched beside it and joined to it.
 * A page's route loader ensures the queries it needs; the page reads the same query options.
 * The build writes each file checked in full and stamped with its format (data-files.ts).
 */

/**
 * What the browser checks in a data file: the format stamp of the schema this script was built
 * with, and the outline a page relies on to find its data. Every other field was checked by the
 * build that wrote the stamp (data-files.ts); a file with another stamp, or none, is refused.
 */
const stamp = z.literal(__DATA_FORMAT__)
const cardsOutline = z.object({
  format: stamp,
  locale: z.enum(LOCALES),
  waterfalls: z.array(z.looseObject({ id: z.string() })).check(z.minLength(1)),
})
const entryOutline = z.looseObject({
  format: stamp,
  id: z.string(),
  details: z.looseObject({}),
})
const sourcesOutline = z.looseObject({ format: stamp, id: z.string(), sources: z.array(z.looseObject({})) })

/** A data file could not be had: no network, an HTTP error, or a body that is not what it should be. */
export class CatalogueRequestError extends Error {
  override name = 'CatalogueRequestError'
}

/**
 * A data file written for another schema: the site now has a release this open page's script does
 * not know, so trying again reads the same file; loading the page again brings the new release whole.
 */
export class OtherReleaseError extends CatalogueRequestError {
  override name = 'OtherReleaseError'
}

/** The stamp a body carries, if it carries one. */
const formatOf = (body: unknown): unknown =>
  typeof body === 'object' && body !== null && 'format' in body ? body.format : undefined

/**
 * One data file, checked by its outline and stamp; `T` is what a file that passes holds.
 * `missing` is what a 404 means: the guide has no such entry (the server, and offline the worker,
 * answer 404 for a file the release lacks).
 */
async function fetchDataFile<T, M>(
  url: string,
  outline: z.ZodMiniType,
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
  const body: unknown = await response.json().catch(() => undefined)
  const result = outline.safeParse(body)
  if (result.success) return result.data as T
  const format = formatOf(body)
  if (typeof format === 'string' && format !== __DATA_FORMAT__)
    throw new OtherReleaseError(`${url} follows format ${format}, not ${__DATA_FORMAT__}`)
  throw new CatalogueRequestError(`${url} is not a data file of this release`)
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
    queryFn: ({ signal }) => fetchDataFile<CardsFile, never>(cardsUrl(locale), cardsOutline, signal, noSuchFile),
    ...FIXED_WITH_THE_RELEASE,
  })

/** One waterfall's sources, the same in both languages: cached once for both; null when the guide has no such id. */
const sourcesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['sources', id],
    queryFn: ({ signal }) => fetchDataFile<SourcesFile, null>(sourcesUrl(id), sourcesOutline, signal, () => null),
    ...FIXED_WITH_THE_RELEASE,
  })

/** A waterfall's entry and its sources, asked for at once, joined; null when the guide has no such id. */
async function fetchEntry(
  client: QueryClient,
  locale: Locale,
  id: string,
  signal: AbortSignal,
): Promise<StampedEntry | null> {
  const [entry, sources] = await Promise.all([
    fetchDataFile<EntryFile, null>(waterfallUrl(locale, id), entryOutline, signal, () => null),
    client.fetchQuery({ ...sourcesQueryOptions(id), retry: false }),
  ])
  if (entry === null) return null
  if (sources === null) throw new CatalogueRequestError(`${sourcesUrl(id)} is missing from the release`)
  return { ...entry, details: { ...entry.details, sources: sources.sources } }
}

/** One waterfall's card, details and sources, in one language; null when the guide has no such id. */
export const waterfallQueryOptions = (locale: Locale, id: string) =>
  queryOptions({
    queryKey: ['waterfall', locale, id],
    queryFn: ({ client, signal }) => fetchEntry(client, locale, id, signal),
    ...FIXED_WITH_THE_RELEASE,
  })
