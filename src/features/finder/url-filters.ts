import { SORT_ORDERS } from '../../vocabulary/sort-orders'
import { DEFAULT_FILTERS, type Filters } from './filter-rules'
import { FILTER_NAMES, FILTERS, type FilterDescriptor, valueInAnyCase } from './filters'
import { normalizeSearchText } from './search-folding'

/**
 * How a list's URL names its view, in both directions, without zod: the one reading of the URL
 * contract (url-contract.ts) that the router's validation and the list's script before the app
 * (list-before-app.ts) both call, so the script reads every value the app reads. Zod checks the
 * raw search's shape in url-contract.ts; what each value names is read here.
 */

/**
 * The parameters the contract reads, in its order: `q`, each filter's own in the order of FILTERS,
 * then `sort`. Any other key (`utm_source`, `fbclid`…) changes nothing of the view.
 */
export const SEARCH_PARAM_ORDER = ['q', ...FILTER_NAMES, 'sort'] as const satisfies readonly (keyof Filters)[]

/**
 * The value a URL's text names for one parameter, or nothing: the search as typed (normalised,
 * none if blank), a filter's value as its descriptor reads it (`fromUrl`, by default a value in
 * any case), an order in any case.
 */
export function urlValue(key: keyof Filters, text: string): string | undefined {
  if (key === 'q') {
    const q = normalizeSearchText(text)
    return q.trim() === '' ? undefined : q
  }
  if (key === 'sort') return valueInAnyCase(SORT_ORDERS, text)
  const filter = FILTERS.find((each) => each.key === key) as FilterDescriptor | undefined
  return filter && (filter.fromUrl ?? ((value) => valueInAnyCase(filter.values, value)))(text)
}

/**
 * The view a URL's parameters name. Each parameter falls back to its default on its own, so one
 * bad value never costs the others; a repeated parameter is no value at all.
 */
export function readFilters(params: URLSearchParams): Filters {
  const filters: Record<string, string> = { ...DEFAULT_FILTERS }
  for (const key of SEARCH_PARAM_ORDER) {
    const texts = params.getAll(key)
    const value = texts.length === 1 ? urlValue(key, texts[0] as string) : undefined
    if (value !== undefined) filters[key] = value
  }
  return filters as Filters
}

/** A view's values other than the defaults, in the contract's order (a blank search is none). */
export function searchFromFilters(filters: Filters): Partial<Filters> {
  const search: Partial<Filters> = {}
  for (const key of SEARCH_PARAM_ORDER) {
    const value: string = filters[key]
    if (value !== DEFAULT_FILTERS[key] && !(key === 'q' && value.trim() === '')) {
      Object.assign(search, { [key]: value })
    }
  }
  return search
}

/** The clean query of a view, `?…` or '' for the defaults: the only form the app writes. */
export function writeQuery(filters: Filters): string {
  const query = new URLSearchParams(searchFromFilters(filters) as Record<string, string>).toString()
  return query ? `?${query}` : ''
}
