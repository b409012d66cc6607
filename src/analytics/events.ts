/**
 * Payloads a feature defines, added here by declaration merging (as TanStack Router's `Register`
 * takes the app's router): the home list's filter reports take their names and values from the
 * filter descriptors, and features/finder/filter-events.ts registers them, so that this shared
 * module names no feature and a new filter is reported without a change here.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in features that report.
export interface RegisteredPayloads {}

/** A registered payload, or nothing a report can carry while no feature has registered it. */
type Registered<Key extends string> = RegisteredPayloads extends Record<Key, infer Payload> ? Payload : never

/** Analytics events and their exact payloads (docs/product-rules.md#analytics-events). */
export type AnalyticsEvent =
  | { name: 'waterfall_view'; payload: { waterfall_name: string; waterfall_id: string; province: string } }
  | { name: 'filter_change'; payload: Registered<'filterChange'> }
  | { name: 'search'; payload: { search_term: string; results_count: number } }
  | { name: 'map_click'; payload: { waterfall_name: string; location: string } }
  | { name: 'language_change'; payload: { language: string } }
  | { name: 'filters_reset'; payload: Record<string, never> }
  | { name: 'family_filter'; payload: Registered<'familyFilter'> }
  | { name: 'sort_change'; payload: { sort: string } }
  | { name: 'share'; payload: { method: 'web_share' | 'copy'; page: 'home' | 'waterfall' } }

export type AnalyticsEventName = AnalyticsEvent['name']
