import type { Waterfall } from '../../catalogue/schema'
import { SORT_ORDERS } from '../../catalogue/sort-orders'
import type { Locale } from '../../catalogue/vocabulary'
import type { Messages } from '../../i18n/messages-it'
import { cardMonthTexts, monthCodes } from './card-month'
import { DEFAULT_FILTERS, type Filters, matchesFilters } from './filter-rules'
import { FILTERS, type FilterDescriptor } from './filters'
import { LIST_VIEW_PLAN_ID, type ListViewPlan, PLACEHOLDER, SECOND_PLACEHOLDER } from './list-before-app'
import { sortWaterfalls } from './sort-rules'
import { SEARCH_PARAM_ORDER } from './url-contract'

const upTo = (count: number) => Array.from({ length: count + 1 }, (_, index) => index)

/**
 * What a list page's script needs to show any URL's view before the app has arrived
 * (list-before-app.ts), worked out at build by the app's own rules and texts: which values of each
 * filter every card meets (filter-rules.ts), each card's place in each order (sort-rules.ts), and
 * every text a count or a choice can make (the message catalogue), and each card's month line.
 */
export function listViewPlan(waterfalls: readonly Waterfall[], locale: Locale, messages: Messages): ListViewPlan {
  const filters = FILTERS.map((filter: FilterDescriptor) => ({ key: filter.key, values: filter.values }))
  const orders = SORT_ORDERS.map((sort) => sortWaterfalls(waterfalls, sort, { locale, position: undefined }))
  return {
    keys: SEARCH_PARAM_ORDER,
    filters,
    sorts: SORT_ORDERS,
    cards: waterfalls.map((waterfall) => ({
      id: waterfall.id,
      meets: filters.map(({ key, values }) =>
        values.reduce(
          (bits, value, index) =>
            matchesFilters(waterfall, { ...DEFAULT_FILTERS, [key]: value } as Filters) ? bits | (1 << index) : bits,
          0,
        ),
      ),
      ranks: orders.map((order) => order.indexOf(waterfall)),
      more: [...waterfall.aliases, waterfall.location, waterfall.province],
      months: monthCodes(waterfall.months, waterfall.status.state === 'closed'),
    })),
    texts: {
      month: cardMonthTexts(messages),
      results: upTo(waterfalls.length).map(messages.resultsCount),
      option: upTo(waterfalls.length).map((count) => messages.filterOptionCount(PLACEHOLDER, count)),
      active: upTo(FILTERS.length).map((count) => (count === 0 ? '' : messages.activeFilterCount(count))),
      remove: messages.removeFilter(PLACEHOLDER, SECOND_PLACEHOLDER),
      empty: [
        messages.noResultsForSearch(PLACEHOLDER),
        messages.noResultsForFilters,
        messages.noResultsForSearchAndFilters(PLACEHOLDER),
      ],
      mapNone: messages.mapNoMarkers,
      // As the toolbar says it (list-toolbar.tsx), with no position yet.
      sortNotes: { distance: messages.distanceNeedsPosition },
    },
  }
}

/** The plan as the element the build writes after a list page's markup. */
export function listViewPlanElement(plan: ListViewPlan): string {
  // Every `<` escaped, so no text can end the element.
  const json = JSON.stringify(plan).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${LIST_VIEW_PLAN_ID}">${json}</script>`
}
