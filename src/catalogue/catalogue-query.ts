import { queryOptions } from '@tanstack/react-query'
import { type CatalogueDocument, catalogueDocumentSchema } from './schema'
import type { Locale } from './vocabulary'

export const catalogueUrl = (locale: Locale) => `/data/waterfalls.${locale}.json`

/** The catalogue could not be had: no network, an HTTP error, or a body that is not a catalogue. */
export class CatalogueRequestError extends Error {
  override name = 'CatalogueRequestError'
}

async function fetchCatalogue(locale: Locale, signal: AbortSignal): Promise<CatalogueDocument> {
  let response: Response
  try {
    response = await fetch(catalogueUrl(locale), { signal, headers: { accept: 'application/json' } })
  } catch (cause) {
    if (signal.aborted) throw cause
    throw new CatalogueRequestError('The catalogue could not be requested', { cause })
  }
  if (!response.ok) throw new CatalogueRequestError(`Catalogue request failed with HTTP ${response.status}`)
  const result = catalogueDocumentSchema.safeParse(await response.json().catch(() => undefined))
  if (!result.success) throw new CatalogueRequestError('Catalogue response did not match the schema')
  return result.data
}

/**
 * The catalogue is fixed with each release, so it never goes stale while a page is open.
 * `offlineFirst`: the request is made even when the browser says it is offline, because the
 * service worker may answer it from its cache (the default mode would wait for a network).
 */
export const catalogueQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalogue', locale],
    queryFn: ({ signal }) => fetchCatalogue(locale, signal),
    staleTime: Number.POSITIVE_INFINITY,
    networkMode: 'offlineFirst',
    select: (document) => document.waterfalls,
  })
