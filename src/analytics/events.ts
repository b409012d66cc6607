import type { AnyFilter, FilterName, FilterValue } from '../features/finder/filters'

/**
 * The home list's filter reports take their names and values from the filter descriptors
 * (features/finder/filters.ts), so a new filter is reported without a change here. Types only:
 * nothing of the finder is loaded with this module.
 */
type FilterChoice<Name extends FilterName> = FilterValue<Name> | 'all'
export type FilterChangePayload = {
  [Name in FilterName]: { filter_type: Name; filter_value: FilterChoice<Name> }
}[FilterName]
export type FamilyFilterPayload = {
  [Filter in AnyFilter as NonNullable<Filter['familyFilterField']>]: FilterChoice<Filter['key']>
}

/** Analytics events and their exact payloads (spec §7). */
export type AnalyticsEvent =
  | { name: 'waterfall_view'; payload: { waterfall_name: string; waterfall_id: string; province: string } }
  | { name: 'filter_change'; payload: FilterChangePayload }
  | { name: 'search'; payload: { search_term: string; results_count: number } }
  | { name: 'map_click'; payload: { waterfall_name: string; location: string } }
  | { name: 'language_change'; payload: { language: string } }
  | { name: 'filters_reset'; payload: Record<string, never> }
  | { name: 'family_filter'; payload: FamilyFilterPayload }
  | { name: 'sort_change'; payload: { sort: string } }
  | { name: 'share'; payload: { method: 'web_share' | 'copy'; page: 'home' | 'waterfall' } }

export type AnalyticsEventName = AnalyticsEvent['name']
