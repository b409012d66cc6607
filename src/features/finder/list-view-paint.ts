import { VISITOR_MONTH_ATTRIBUTE } from '../../boot/boot-protocol'
import { SORT_ORDERS } from '../../vocabulary/sort-orders'
import { ALL, DEFAULT_FILTERS, type EntryIndex, type Filters, indexMatcher, indexOptionCounts } from './filter-rules'
import { FILTER_NAMES, FILTERS, type FilterDescriptor, type FilterName } from './filters'
import { normalizeSearchText, searchFieldsOf } from './search-folding'
import { writeQuery } from './url-filters'

/**
 * How the list's script before the app (list-before-app.ts) paints a view on the prerendered list:
 * it hides, orders and counts the cards, markers, options and chips as the home page renders that
 * view (home-page.tsx and the components it uses). It applies no rule of its own: which cards a
 * view shows and what each option counts are filter-rules.ts's, over each card's index (its own
 * value for each filter, which the plan carries, and its search fields); each card's place in each
 * order was worked out at build by sort-rules.ts; every text comes from the plan
 * (list-view-plan.ts) or the markup.
 */

/** The element with the page's plan (JSON), written at build on a list page. */
export const LIST_VIEW_PLAN_ID = 'list-view-plan'
/**
 * Where a text of the plan takes a value: the label, the search, the filter's name. Printable
 * characters (a control character is not allowed in an HTML page), in a form no text of the
 * message catalogue contains (list-before-app.test.ts checks).
 */
export const PLACEHOLDER = '{1}'
export const SECOND_PLACEHOLDER = '{2}'
/** Where a counted text takes its count. */
export const COUNT = '{n}'

/**
 * A text for each count from 0, as templates with the count as COUNT: a count past the last
 * template takes the last (list-view-plan.ts keeps only as many as the counts need).
 */
export type CountedTexts = readonly string[]

export const countedText = (texts: CountedTexts, count: number): string =>
  (texts[Math.min(count, texts.length - 1)] ?? '').replace(COUNT, () => String(count))

export type PlanCard = readonly [
  id: string,
  values: readonly string[],
  ranks: readonly number[],
  aliases: readonly string[],
  location: string,
  months: string,
]

export type ListViewPlan = {
  /**
   * Each card in the markup's order (the guide's): its id; its own value for each filter, in the
   * order of FILTERS (filters.ts's FILTER_VALUE_OF); its place in each order of SORT_ORDERS; the texts
   * a search looks in that the card does not show; its month line's source, one digit per month
   * (card-month.ts). A tuple, not an object: its names would be written once per card.
   */
  cards: readonly PlanCard[]
  /**
   * Each filter's select, as the home page renders it (filter-panel.tsx): the label it goes by, then
   * each option's label, "all" first, then one for each of its descriptor's values in their order
   * (filters.ts), which the script carries: a select shows those the catalogue has.
   */
  controls: Readonly<Record<FilterName, readonly string[]>>
  texts: {
    /** What a card's month line says in each month (card-month.ts). */
    month: CardMonthTexts
    /** The results' count, for 0 to every entry. */
    results: CountedTexts
    /** An option's text for 0 to every entry, its label as PLACEHOLDER. */
    option: CountedTexts
    /** The filters disclosure's badge, for 0 (none: the badge is hidden and empty) to every filter. */
    active: CountedTexts
    /** A chip's accessible name: the filter's label as PLACEHOLDER, its value as SECOND_PLACEHOLDER. */
    remove: string
    /** The empty state's text: for the search (as PLACEHOLDER), for the filters, for both. */
    empty: readonly [string, string, string]
    /** The map's note when no marker is left. */
    mapNone: string
    /** What the "Near me" line says of an order before the visitor's position is known, if anything. */
    sortNotes: Readonly<Record<string, string>>
  }
}

/** A card's month line, from the month's sentence, its name and the words of its state's digit (card-month.ts). */
export type CardMonthTexts = {
  /** The sentence, its state as PLACEHOLDER and the month's name as SECOND_PLACEHOLDER. */
  sentence: string
  /** Each month's name as the sentence says it, January first. */
  names: readonly string[]
  /** The words of each digit. */
  states: readonly string[]
}

/** A card's line for the month numbered `month` (1 to 12), from its digits; '' for no month. */
export function monthLineFrom(texts: CardMonthTexts, digits: string, month: number): string {
  const name = texts.names[month - 1]
  const state = texts.states[Number(digits[month - 1])]
  return name === undefined || state === undefined ? '' : fill(texts.sentence, state, name)
}

const card = (root: Document, id: string) => root.querySelector(`#app [data-results] [data-id="${id}"]`)

/**
 * Each card's index, as filter-rules.ts reads an entry: its values from the plan, and its search
 * fields (search-folding.ts) from its name and description as the card shows them and the plan's
 * other texts.
 */
export function cardIndexes(root: Document, plan: ListViewPlan): EntryIndex[] {
  return plan.cards.map(([id, own, , aliases, location]) => {
    const values = Object.fromEntries(FILTER_NAMES.map((name, f) => [name, own[f] ?? ''])) as Record<FilterName, string>
    const text = (selector: string) => card(root, id)?.querySelector(selector)?.textContent ?? ''
    const shown = { name: text('h3'), description: text('[data-description]') }
    return { values, searchFields: searchFieldsOf({ ...shown, aliases, location, province: values.province }) }
  })
}

const fill = (text: string | undefined, first = '', second = '') =>
  // Through a function: a search may hold `$&` or `$1`, which a replacement string would read.
  (text ?? '').replace(PLACEHOLDER, () => first).replace(SECOND_PLACEHOLDER, () => second)

/** Sets a text node's text, or the element's first text node, only when it differs (React compares texts when it hydrates). */
function setText(node: Node | null | undefined, text: string): void {
  if (node && node.textContent !== text) node.textContent = text
}

function setHidden(element: Element | null | undefined, hidden: boolean): void {
  if (element instanceof HTMLElement && element.hidden !== hidden) element.hidden = hidden
}

/**
 * Writes each card's month line for the visitor's month, which index.html's first script has
 * written on <html>: the line is empty in the markup, and the app renders this same text.
 */
export function writeMonthLines(root: Document, plan: ListViewPlan): void {
  const month = Number(root.documentElement.getAttribute(VISITOR_MONTH_ATTRIBUTE))
  for (const [id, , , , , months] of plan.cards) {
    setText(card(root, id)?.querySelector('[data-month-line]'), monthLineFrom(plan.texts.month, months, month))
  }
}

/** Puts a view on the page, as the home page renders it. */
export function showView(root: Document, plan: ListViewPlan, indexes: readonly EntryIndex[], view: Filters): void {
  const matches = indexMatcher(view)
  const shown = indexes.map(matches)
  // Over each descriptor's values, in the order of the plan's labels.
  const counts = indexOptionCounts(indexes, view)
  const app = root.getElementById('app')
  if (!app) return
  const field = (name: string) => app.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`)
  const path = root.location.pathname
  const total = shown.filter(Boolean).length

  const search = field('q')
  if (search && normalizeSearchText(search.value) !== view.q) search.value = view.q
  const sort = field('sort')
  if (sort) sort.value = view.sort
  setText(app.querySelector('[data-near-me-status]'), plan.texts.sortNotes[view.sort] ?? '')

  const chips = app.querySelectorAll<HTMLElement>('[data-chip]')
  FILTERS.forEach((filter: FilterDescriptor, f) => {
    const name = filter.key as FilterName
    const chosen: string = view[name]
    const [label, ...labels] = plan.controls[name]
    // The plan's labels follow the descriptor's values (list-view-plan.ts).
    const labelOf = (value: string) => labels[filter.values.indexOf(value) + 1]
    const select = field(name)
    if (select) {
      for (const option of select.options) {
        setText(option, fill(countedText(plan.texts.option, counts[name][option.value] ?? 0), labelOf(option.value)))
      }
      select.value = chosen
    }
    const chip = chips[f]
    const link = chip?.querySelector('a')
    if (!chip || !link) return
    setHidden(chip, chosen === ALL)
    const value = chosen === ALL ? '' : (labelOf(chosen) ?? '')
    const text = link.firstChild?.nodeType === Node.TEXT_NODE ? link.firstChild : null
    if (value === '') text?.remove()
    else if (text) setText(text, value)
    else link.prepend(value)
    link.setAttribute('aria-label', fill(plan.texts.remove, label, value))
    link.href = path + writeQuery({ ...view, [name]: ALL })
  })
  const on = FILTER_NAMES.filter((name) => view[name] !== ALL).length
  setHidden(app.querySelector('[data-chips]'), on === 0)
  const badge = app.querySelector('[data-active-count]')
  setHidden(badge, on === 0)
  setText(badge, countedText(plan.texts.active, on))
  const resetHref = path + writeQuery({ ...DEFAULT_FILTERS, sort: view.sort })
  for (const reset of app.querySelectorAll<HTMLAnchorElement>('[data-reset]')) reset.href = resetHref

  const results = app.querySelector('[data-results]')
  setText(results?.querySelector('[role="status"]'), countedText(plan.texts.results, total))
  const empty = results?.querySelector('[data-empty]')
  setHidden(empty, total > 0)
  const q = total > 0 ? '' : view.q.trim()
  setText(empty?.querySelector('p'), q === '' ? plan.texts.empty[1] : fill(plan.texts.empty[on > 0 ? 2 : 0], q))
  setHidden(empty?.querySelector('button'), q === '')
  const grid = results?.querySelector('ul')
  setHidden(grid, total === 0)
  const s = SORT_ORDERS.indexOf(view.sort as (typeof SORT_ORDERS)[number])
  const rank = (index: number) => (s === -1 ? index : (plan.cards[index]?.[2][s] ?? index))
  const order = plan.cards.map((_, index) => index).sort((a, b) => rank(a) - rank(b))
  const cards = new Map([...(grid?.children ?? [])].map((element) => [element.getAttribute('data-id'), element]))
  for (const index of order) {
    const element = cards.get(plan.cards[index]?.[0] ?? null)
    if (!element) continue
    setHidden(element, !shown[index])
    grid?.append(element)
  }

  const markers = app.querySelector('[data-map-markers]')
  setHidden(markers, total === 0)
  plan.cards.forEach(([id], index) => {
    setHidden(markers?.querySelector(`[data-id="${id}"]`), !shown[index])
  })
  // Empty while markers show and the map has not scrolled, as it is before the app.
  setText(app.querySelector('[data-map-view-note]'), total === 0 ? plan.texts.mapNone : '')
}
