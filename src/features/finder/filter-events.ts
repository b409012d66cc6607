import type { FAMILY_FILTER_FIELDS, FamilyFilterName, FilterName, FilterValue } from './filters'

/**
 * The filter reports' payloads (docs/product-rules.md#analytics-events), from the filter descriptors: `filter_change` names one
 * filter and its value, `family_filter` carries the value of every filter with a field in it.
 * Registered with the tracker's events (analytics/events.ts), which name no feature.
 */
type FilterChoice<Name extends FilterName> = FilterValue<Name> | 'all'
export type FilterChangePayload = {
  [Name in FilterName]: { filter_type: Name; filter_value: FilterChoice<Name> }
}[FilterName]
export type FamilyFilterPayload = {
  [Name in FamilyFilterName as (typeof FAMILY_FILTER_FIELDS)[Name]]: FilterChoice<Name>
}

declare module '../../analytics/events' {
  interface RegisteredPayloads {
    filterChange: FilterChangePayload
    familyFilter: FamilyFilterPayload
  }
}
