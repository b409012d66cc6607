import type { Waterfall } from '../../catalogue/schema'
import type { Messages } from '../../i18n/messages-it'
import { SORT_ORDERS } from '../../vocabulary/sort-orders'
import type { Locale } from '../../vocabulary/values'
import { cardMonthTexts, monthCodes } from './card-month'
import { filterValuesOf } from './filter-rules'
import { filterTexts } from './filter-selects'
import { FILTERS, type FilterDescriptor } from './filters'
import {
  COUNT,
  countedText,
  LIST_VIEW_PLAN_ID,
  type ListViewPlan,
  PLACEHOLDER,
  SECOND_PLACEHOLDER,
} from './list-view-paint'
import { sortWaterfalls } from './sort-rules'

const upTo = (count: number) => Array.from({ length: count + 1 }, (_, index) => index)

/**
 * The texts for the counts 0 to `last` in as few templates as say them all (countedText): each
 * count's own text with its figure as COUNT, and the run of equal templates at the end kept once
 * ("2 cascate trovate" to "14 cascate trovate" are one). Checked against every count's own text,
 * so the script says exactly what the app says; where the templates cannot, each count keeps its text.
 */
export function countedTexts(last: number, text: (count: number) => string): string[] {
  const templates = upTo(last).map((count) => text(count).replace(new RegExp(`(?<![\\d{])${count}(?![\\d}])`), COUNT))
  while (templates.length > 1 && templates.at(-1) === templates.at(-2)) templates.pop()
  const exact = upTo(last).every((count) => countedText(templates, count) === text(count))
  return exact ? templates : upTo(last).map(text)
}

/**
 * What a list page's script needs to show any URL's view before the app has arrived
 * (list-before-app.ts), worked out at build by the app's own rules and texts: each card's own
 * value for each filter (filters.ts's FILTER_VALUE_OF, which the script's rules then read as the
 * app's do), each card's place in each order (sort-rules.ts), every text a count or a choice can
 * make (the message catalogue), and each card's month line.
 */
export function listViewPlan(waterfalls: readonly Waterfall[], locale: Locale, messages: Messages): ListViewPlan {
  const orders = SORT_ORDERS.map((sort) => sortWaterfalls(waterfalls, sort, { locale, position: undefined }))
  return {
    cards: waterfalls.map((waterfall) => [
      waterfall.id,
      // In the order of FILTERS, as filterValuesOf lists them.
      Object.values(filterValuesOf(waterfall)),
      orders.map((order) => order.indexOf(waterfall)),
      waterfall.aliases,
      waterfall.location,
      monthCodes(waterfall.months, waterfall.status.state === 'closed'),
    ]),
    // Each select as filter-panel.tsx renders it, a label for each of the descriptor's values.
    controls: Object.fromEntries(
      FILTERS.map((filter: FilterDescriptor) => {
        const texts = filterTexts(filter, messages)
        return [filter.key, [texts.label, texts.all, ...filter.values.map(texts.option)]]
      }),
    ) as unknown as ListViewPlan['controls'],
    texts: {
      month: cardMonthTexts(messages),
      results: countedTexts(waterfalls.length, messages.resultsCount),
      option: countedTexts(waterfalls.length, (count) => messages.filterOptionCount(PLACEHOLDER, count)),
      active: countedTexts(FILTERS.length, (count) => (count === 0 ? '' : messages.activeFilterCount(count))),
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
