import { useQueryClient } from '@tanstack/react-query'
import { catalogueQueryOptions } from './catalogue-query'
import type { WaterfallEntry } from './schema'
import type { Locale } from './vocabulary'

/**
 * The catalogue a page shows. The page's route loader has put it in TanStack Query's cache before
 * the page renders (or the prerendered page brought it along), and it does not change while the
 * page is open, so the page reads it there rather than subscribing to it (a subscription would
 * add the library's observer, about 2.3 KB gzip, to every page's script).
 *
 * Unobserved, the cached copy is dropped after spec §9's five minutes; a page that renders again
 * after that waits for it once more (Suspense), and a request that then fails goes to the route's
 * error screen, which offers to try again.
 */
export function useCatalogue(locale: Locale): readonly WaterfallEntry[] {
  const queryClient = useQueryClient()
  const options = catalogueQueryOptions(locale)
  const document = queryClient.getQueryData(options.queryKey)
  if (document) return document.waterfalls
  const state = queryClient.getQueryState(options.queryKey)
  if (state?.status === 'error' && state.fetchStatus === 'idle') throw state.error
  throw queryClient.ensureQueryData(options)
}
