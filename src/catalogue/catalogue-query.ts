import { queryOptions } from '@tanstack/react-query'
import { type CatalogueDocument, catalogueDocumentSchema } from './schema'
import type { Locale } from './vocabulary'

export const catalogueUrl = (locale: Locale) => `/data/waterfalls.${locale}.json`

export class CatalogueRequestError extends Error {
  override name = 'CatalogueRequestError'
}

async function fetchCatalogue(locale: Locale, signal: AbortSignal): Promise<CatalogueDocument> {
  const response = await fetch(catalogueUrl(locale), { signal, headers: { accept: 'application/json' } })
  if (!response.ok) throw new CatalogueRequestError(`Catalogue request failed with HTTP ${response.status}`)
  const result = catalogueDocumentSchema.safeParse(await response.json())
  if (!result.success) throw new CatalogueRequestError('Catalogue response did not match the schema')
  return result.data
}

/** The catalogue is fixed with each release, so it never goes stale while a page is open. */
export const catalogueQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalogue', locale],
    queryFn: ({ signal }) => fetchCatalogue(locale, signal),
    staleTime: Number.POSITIVE_INFINITY,
    select: (document) => document.waterfalls,
  })
