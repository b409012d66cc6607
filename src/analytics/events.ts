/** Analytics events and their exact payloads (spec §7). */
export type AnalyticsEvent =
  | { name: 'waterfall_view'; payload: { waterfall_name: string; waterfall_id: string; province: string } }
  | { name: 'filter_change'; payload: { filter_type: string; filter_value: string } }
  | { name: 'search'; payload: { search_term: string; results_count: number } }
  | { name: 'map_click'; payload: { waterfall_name: string; location: string } }
  | { name: 'language_change'; payload: { language: string } }
  | { name: 'filters_reset'; payload: Record<string, never> }
  | { name: 'family_filter'; payload: { family_friendly: string; stroller_friendly: string } }
  | { name: 'sort_change'; payload: { sort: string } }
  | { name: 'share'; payload: { method: 'web_share' | 'copy'; page: 'home' | 'waterfall' } }

export type AnalyticsEventName = AnalyticsEvent['name']
