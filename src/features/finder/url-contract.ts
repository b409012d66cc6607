import * as z from 'zod/mini'
import { DEFAULT_FILTERS, type Filters } from './filter-rules'
import { readFilters, SEARCH_PARAM_ORDER, searchFromFilters } from './url-filters'

export { normalizeSearchText, SEARCH_MAX_LENGTH } from './search-folding'
export { SEARCH_PARAM_ORDER, searchFromFilters } from './url-filters'

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
 * The raw search's shape: each parameter the contract reads is one string, or it is dropped on its
 * own (a repeated key, which the serialiser makes an array, or anything else), so one bad value
 * never costs the others. What each string names is read by url-filters.ts, the reading the list's
 * script before the app shares.
 */
const rawSearchSchema = z.object(
  Object.fromEntries(SEARCH_PARAM_ORDER.map((key) => [key, z.catch(z.optional(z.string()), undefined)])),
)

/**
 * Accepts anything a URL can carry and returns only valid, non-default filter values. Each URL's
 * search is validated once: the router's validateSearch and the URL boundary (url-sync.ts) ask
 * for the same URL one after the other, so the last answer is kept.
 */
export function validateFilterSearch(raw: unknown): FilterSearch {
  const input = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  const key = JSON.stringify(input)
  if (lastValidated?.key !== key) {
    const params = new URLSearchParams()
    for (const [name, value] of Object.entries(rawSearchSchema.parse(input))) {
      if (typeof value === 'string') params.append(name, value)
    }
    lastValidated = { key, search: searchFromFilters(readFilters(params)) }
  }
  return lastValidated.search
}

let lastValidated: { key: string; search: FilterSearch } | undefined

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
