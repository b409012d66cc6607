/**
 * The list's orders. `catalogue` is the guide's own order, the default, which the URL never
 * names; the others are the values of the `sort` parameter. The names only: the finder's
 * sort-rules.ts orders by them, and the message files label each.
 */
export const SORT_ORDERS = ['name', 'duration', 'difficulty', 'distance', 'longest', 'shortest'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]
export const CATALOGUE_ORDER = 'catalogue'
export type Sort = SortOrder | typeof CATALOGUE_ORDER
