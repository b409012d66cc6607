import type { QueryClient, QueryKey } from '@tanstack/react-query'

/*
 * How a page's data travel from the build to the browser, in one place. The route loaders declare
 * what a page needs (they ensure its queries, catalogue-query.ts); the build renders the page with
 * those queries answered from the release's data files, and the page carries exactly the answers
 * its loaders asked for, as JSON in one element. The app puts them back in TanStack Query's cache
 * before the router starts, so hydrating asks the network for nothing. A navigation to a page
 * that needs more (list → detail, detail → list, the other language) fetches it through the same
 * query options, from the network or, offline, from the service worker.
 *
 * A JSON data block rather than a script: the browser parses the page without running anything,
 * so the first paint stays free of script (docs/decisions/2026-11-25-page-data.md says why the
 * router's SSR query integration is not used).
 */

/** The element that carries a prerendered page's data. */
export const CATALOGUE_STATE_ID = 'catalogue-state'

/** The queries a page carries: each one's key and its data, as the loaders left them. */
export type CatalogueState = { queries: { queryKey: QueryKey; data: unknown }[] }

/** The successful queries in the cache after the page was rendered. */
export function catalogueStateOf(queryClient: QueryClient): CatalogueState {
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ queryKey: query.queryKey, data: query.state.data }))
  return { queries }
}

/** The element the build writes into the page; nothing when the page needed no data (the 404 pages). */
export function catalogueStateElement(state: CatalogueState): string {
  if (state.queries.length === 0) return ''
  // Every `<` escaped, so no text in the data can end the element (`</script>`) or open a comment.
  const json = JSON.stringify(state).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${CATALOGUE_STATE_ID}">${json}</script>`
}

/**
 * The page's data, or undefined when the text is not what the build writes (then the page asks the
 * network for it). The build checked each answer against the full schema (data-files.ts), in the
 * same release as the script reading it, so only the outline is checked here: a full schema pass
 * costs the phone tens of milliseconds at start-up.
 */
export function readCatalogueState(text: string | null | undefined): CatalogueState | undefined {
  if (!text) return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const { queries } = value as Partial<Record<keyof CatalogueState, unknown>>
  const isQuery = (query: unknown) =>
    typeof query === 'object' &&
    query !== null &&
    'queryKey' in query &&
    Array.isArray(query.queryKey) &&
    query.queryKey.length > 0 &&
    'data' in query &&
    typeof query.data === 'object' &&
    query.data !== null
  return Array.isArray(queries) && queries.length > 0 && queries.every(isQuery) ? (value as CatalogueState) : undefined
}

/** Puts the page's data in the cache, where the route loaders and the pages find it. */
export function restoreCatalogueState(queryClient: QueryClient, state: CatalogueState): void {
  for (const { queryKey, data } of state.queries) queryClient.setQueryData(queryKey, data)
}

/**
 * In the browser: moves the data the page brought along into the cache. The element is read once,
 * then removed: the head manager reads (and hashes) every script among <body>'s children when it
 * starts.
 */
export function adoptCatalogueState(queryClient: QueryClient, page: Document): void {
  const element = page.getElementById(CATALOGUE_STATE_ID)
  const state = readCatalogueState(element?.textContent)
  if (state) restoreCatalogueState(queryClient, state)
  element?.remove()
}
