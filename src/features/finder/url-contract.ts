import * as z from 'zod/mini'
import { SORT_ORDERS } from '../../catalogue/sort-orders'
import { DEFAULT_FILTERS, type Filters } from './filter-rules'
import { FILTER_NAMES, FILTERS, type FilterDescriptor, valueInAnyCase } from './filters'
import { normalizeSearchText } from './search-folding'

export { normalizeSearchText, SEARCH_MAX_LENGTH } from './search-folding'

/**
 * The home page's URL contract: `q`, then each filter's own parameter in the order of FILTERS,
 * then `sort`. Only values other than the defaults appear in the URL, always in this order
 * (docs/url-contract.md, whose table is rendered from the same lists).
 */
export type FilterSearch = Partial<Filters>

/** The paths the contract applies to: the list, in each language. */
export function isListPath(pathname: string): boolean {
  return pathname === '/' || pathname === '/en'
}

/**
 * The parameters the contract reads, in its order. Any other key (`utm_source`, `fbclid`…)
 * changes nothing of the view, and cleaning drops it.
 */
export const SEARCH_PARAM_ORDER = ['q', ...FILTER_NAMES, 'sort'] as const satisfies readonly (keyof Filters)[]

const searchText = z.pipe(
  z.string(),
  z.transform((value) => {
    const text = normalizeSearchText(value)
    return text.trim() === '' ? null : text
  }),
)

/** A URL value read by `read`; what it does not name is dropped. */
const urlValue = (read: (text: string) => string | undefined) =>
  z.pipe(
    z.string(),
    z.transform((value) => read(value) ?? null),
  )

/** Each param falls back to its default on its own, so one bad value never costs the others. */
const filterSearchSchema = z.object({
  q: z.catch(z.optional(searchText), undefined),
  ...Object.fromEntries(
    FILTERS.map((filter: FilterDescriptor) => [
      filter.key,
      z.catch(z.optional(urlValue(filter.fromUrl ?? ((text) => valueInAnyCase(filter.values, text)))), undefined),
    ]),
  ),
  sort: z.catch(z.optional(urlValue((text) => valueInAnyCase(SORT_ORDERS, text))), undefined),
})

/**
 * Accepts anything a URL can carry and returns only valid, non-default filter values. Each URL's
 * search is validated once: the router's validateSearch and the URL boundary (url-sync.ts) ask
 * for the same URL one after the other, so the last answer is kept.
 */
export function validateFilterSearch(raw: unknown): FilterSearch {
  const input = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  const key = JSON.stringify(input)
  if (lastValidated?.key !== key) {
    const parsed = filterSearchSchema.parse(input)
    lastValidated = { key, search: searchFromFilters({ ...DEFAULT_FILTERS, ...withoutEmpty(parsed) } as Filters) }
  }
  return lastValidated.search
}

let lastValidated: { key: string; search: FilterSearch } | undefined

function withoutEmpty(values: Record<string, unknown>): Partial<Filters> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== null))
}

/**
 * The clean form of a URL's search string: valid, non-default values only, in the contract's
 * order, unknown keys dropped. It depends only on what the parameters say, never on their order,
 * and cleaning a clean search changes nothing, so a URL is cleaned in one step.
 */
export function cleanSearchString(searchString: string): string {
  return stringifySearchObject(validateFilterSearch(parseSearchString(searchString)))
}

export function filtersFromSearch(search: FilterSearch): Filters {
  return { ...DEFAULT_FILTERS, ...search }
}

export function searchFromFilters(filters: Filters): FilterSearch {
  const search: FilterSearch = {}
  for (const key of SEARCH_PARAM_ORDER) {
    const value: string = filters[key]
    if (value !== DEFAULT_FILTERS[key] && !(key === 'q' && value.trim() === '')) {
      Object.assign(search, { [key]: value })
    }
  }
  return search
}

/**
 * The router's search (de)serialisers. Values stay strings, so `stroller=true` and `q=123`
 * mean exactly what they say and are written back the same way (the router's default
 * JSON-parses values). A repeated key becomes an array, which validation then rejects.
 */
export function parseSearchString(searchString: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = Object.create(null)
  let params: URLSearchParams
  try {
    params = new URLSearchParams(searchString)
  } catch {
    return result
  }
  for (const [key, value] of params) {
    const previous = result[key]
    if (previous === undefined) result[key] = value
    else result[key] = Array.isArray(previous) ? [...previous, value] : [previous, value]
  }
  return result
}

export function stringifySearchObject(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    // Repeated keys are written back as they came, so the router sees the URL it really has.
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') params.append(key, item)
    }
  }
  const searchString = params.toString()
  return searchString ? `?${searchString}` : ''
}
