import { type DataTag, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query'
import { use } from 'react'
import type { Locale } from '../vocabulary/values'
import { cardsQueryOptions, waterfallQueryOptions } from './catalogue-query'
import type { Waterfall, WaterfallEntry } from './schema'

/**
 * The data a page shows. The page's route loader has put it in TanStack Query's cache before
 * the page renders (or the prerendered page brought it along), and it does not change while the
 * page is open, so the page reads it there rather than subscribing to it (a subscription would
 * add the library's observer to every page's script; docs/decisions/2026-11-22-route-data-through-loaders.md).
 *
 * Unobserved, the cached copy is dropped after five minutes (docs/product-rules.md#constants); a
 * page that renders again after that waits for it once more (React's `use`, which suspends until
 * the request settles), and a request that then fails goes to the route's error screen, which
 * offers to try again. By the time React renders the page again, the data (or the error) is in
 * the cache, so `use` is only ever given the promise of a request still on its way.
 */
function useLoaded<T>(queryKey: DataTag<QueryKey, T, Error>, ensure: (queryClient: QueryClient) => Promise<T>): T {
  const queryClient = useQueryClient()
  const data = queryClient.getQueryData(queryKey)
  if (data !== undefined) return data
  const state = queryClient.getQueryState(queryKey)
  if (state?.status === 'error' && state.fetchStatus === 'idle') throw state.error
  return use(ensure(queryClient))
}

/** Every waterfall's card, for the home list. */
export function useCatalogue(locale: Locale): readonly Waterfall[] {
  const options = cardsQueryOptions(locale)
  return useLoaded(options.queryKey, (queryClient) => queryClient.ensureQueryData(options)).waterfalls
}

/** One waterfall's entry, for its page; null when the guide has no such id. */
export function useWaterfall(locale: Locale, id: string): WaterfallEntry | null {
  const options = waterfallQueryOptions(locale, id)
  return useLoaded(options.queryKey, (queryClient) => queryClient.ensureQueryData(options))
}
