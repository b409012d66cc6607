import {
  APP_READY_ATTRIBUTE,
  APP_STARTING_ATTRIBUTE,
  VIEW,
  VIEW_ATTRIBUTE,
  VISITOR_MONTH_ATTRIBUTE,
} from '../../boot/boot-protocol'
import { foldForSearch, normalizeSearchText, searchTest } from './search-folding'

/**
 * A list page's view before the app has arrived, on any address: the page's second inline script,
 * bundled from this module at build (scripts/build/boot-protocol-plugin.ts) and written after the
 * list's markup, so it runs before that markup first paints.
 *
 * The markup is the unfiltered list in the guide's order. For a URL with a search, filters or an
 * order, this hides, orders and counts the prerendered cards, markers, options and chips as the app
 * renders that URL's view (list-view-plan.ts carries what the build worked out with the app's own
 * rules and texts), then says the markup is this URL's own view: the app hydrates it as it is.
 * Until the app starts, a search typed or a choice picked is applied the same way and written to
 * the URL, so the page answers without the app; once the app starts, presses-before-start.ts and
 * choices-before-start.ts keep what the visitor does until it takes over.
 *
 * Whatever it cannot read exactly as the app does (a part of a province's name, a page without its
 * plan), it leaves to the app: the markup stays another URL's view, hidden, as without this script.
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
/** The value of a filter that is off, and the guide's own order: neither is ever in the URL. */
const ALL = 'all'
const GUIDE_ORDER = 'catalogue'

export type ListViewPlan = {
  /** The URL's parameters the contract reads, in its order (url-contract.ts). */
  keys: readonly string[]
  /** Each filter in the panel's order: its key, and every value the URL accepts (its select shows the rest). */
  filters: readonly { key: string; values: readonly string[] }[]
  /** The `sort` parameter's values (the guide's own order is none of them). */
  sorts: readonly string[]
  /**
   * Each card in the markup's order (the guide's): its id; per filter, the values it meets, as bits
   * (bit i for the filter's `values[i]`); its place in each order; the texts a search looks in that
   * the card does not show (its other names, its location, its province); its month line's source,
   * one digit per month (card-month.ts).
   */
  cards: readonly {
    id: string
    meets: readonly number[]
    ranks: readonly number[]
    more: readonly string[]
    months: string
  }[]
  texts: {
    /** What a card's month line says in each month (card-month.ts). */
    month: CardMonthTexts
    /** The results' count, for 0 to every entry. */
    results: readonly string[]
    /** An option's text for 0 to every entry, its label as PLACEHOLDER. */
    option: readonly string[]
    /** The filters disclosure's badge, for 0 (none: the badge is hidden and empty) to every filter. */
    active: readonly string[]
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

/** A card's month line, from a month's sentence and the words of its state's digit (card-month.ts). */
export type CardMonthTexts = {
  /** Each month's sentence, January first, its state as PLACEHOLDER. */
  months: readonly string[]
  /** The words of each digit. */
  states: readonly string[]
}

/** A card's line for the month numbered `month` (1 to 12), from its digits; '' for no month. */
export function monthLineFrom(texts: CardMonthTexts, digits: string, month: number): string {
  const sentence = texts.months[month - 1]
  const state = texts.states[Number(digits[month - 1])]
  return sentence === undefined || state === undefined ? '' : fill(sentence, state)
}

/**
 * Writes each card's month line for the visitor's month, which index.html's first script has
 * written on <html>: the line is empty in the markup, and the app renders this same text.
 */
function writeMonthLines(root: Document, plan: ListViewPlan): void {
  const month = Number(root.documentElement.getAttribute(VISITOR_MONTH_ATTRIBUTE))
  for (const card of plan.cards) {
    const line = root.querySelector(`#app [data-results] [data-id="${card.id}"] [data-month-line]`)
    setText(line, monthLineFrom(plan.texts.month, card.months, month))
  }
}

/**
 * What the visitor changed on a list before the app started, as the filter machine's events
 * (filter-machine.ts), and the query the page opened with: the app passes them through the machine
 * once it is in, for their reports (choices-before-start.ts). Kept on `window` under this name.
 */
export const CHANGES_BEFORE_APP = '__listChangesBeforeApp'
export type ChangeBeforeApp =
  | { type: 'search.changed'; q: string }
  | { type: 'filter.changed'; filter: string; value: string }
  | { type: 'sort.changed'; sort: string }
  | { type: 'filters.reset' }
export type ChangesBeforeApp = { opened: string; changes: ChangeBeforeApp[] }

/** A list's view: the search as typed, each filter's chosen value (or ALL), the order. */
export type ListView = { q: string; chosen: readonly string[]; sort: string }

/**
 * Each filter's select as the list's markup shows it: the label it goes by, and its options, "all"
 * first, each as [value, label] (read from the markup once, before anything changes it).
 */
export type Controls = readonly { label: string; options: readonly (readonly [string, string])[] }[]

/** What a view shows: for each card whether it is shown, the cards' order, and each option's count. */
export type Arrangement = {
  shown: readonly boolean[]
  order: readonly number[]
  /** Per filter, for each of its select's options ("all" first). */
  counts: readonly (readonly number[])[]
}

const lower = (text: string) => text.toLowerCase()

/**
 * The view a URL's query names, read as the URL contract reads it (url-contract.ts), or nothing
 * when a value is one the app reads more freely (a part of a name) than this script does.
 */
export function viewFromQuery(plan: ListViewPlan, query: string): ListView | undefined {
  const params = new URLSearchParams(query)
  // A repeated parameter is no value at all, as the contract reads it.
  const one = (key: string) => {
    const values = params.getAll(key)
    return values.length === 1 ? values[0] : undefined
  }
  const q = normalizeSearchText(one('q') ?? '')
  const chosen: string[] = []
  for (const filter of plan.filters) {
    const text = lower(one(filter.key) ?? '')
    const value = filter.values.find((candidate) => lower(candidate) === text)
    if (value === undefined && text !== '' && filter.values.some((candidate) => lower(candidate).includes(text))) {
      return undefined
    }
    chosen.push(value ?? ALL)
  }
  const sortText = lower(one('sort') ?? '')
  const sort = plan.sorts.find((candidate) => lower(candidate) === sortText) ?? GUIDE_ORDER
  return { q: q.trim() === '' ? '' : q, chosen, sort }
}

/** The clean query of a view: its non-default values, in the contract's order (as the app writes it). */
export function queryOf(plan: ListViewPlan, view: ListView): string {
  const params = new URLSearchParams()
  for (const key of plan.keys) {
    const index = plan.filters.findIndex((filter) => filter.key === key)
    if (key === 'q') {
      if (view.q.trim() !== '') params.append(key, view.q)
    } else {
      const value = key === 'sort' ? view.sort : (view.chosen[index] ?? ALL)
      if (value !== ALL && value !== GUIDE_ORDER) params.append(key, value)
    }
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * The cards a view shows, in its order, and what each option would leave: the rules of
 * filter-rules.ts (every filter on must be met, every word of the search found), over what the
 * build worked out per card. `fields` are each card's folded search fields.
 */
export function arrange(
  plan: ListViewPlan,
  fields: readonly (readonly string[])[],
  view: ListView,
  controls: Controls,
): Arrangement {
  const search = searchTest(view.q)
  const active = plan.filters.flatMap((_, index) => (view.chosen[index] === ALL ? [] : [index]))
  const counts = controls.map((control) => new Array<number>(control.options.length).fill(0))
  const meets = (card: ListViewPlan['cards'][number], f: number, value: string | undefined) =>
    ((card.meets[f] ?? 0) >> (plan.filters[f]?.values.indexOf(value ?? ALL) ?? -1)) & 1
  const shown = plan.cards.map((card, index) => {
    if (search && !search(fields[index] ?? [])) return false
    const failed = active.filter((f) => !meets(card, f, view.chosen[f]))
    if (failed.length > 1) return false
    controls.forEach((control, f) => {
      if (failed.length === 1 && failed[0] !== f) return
      const row = counts[f] as number[]
      control.options.forEach(([value], o) => {
        row[o] = (row[o] ?? 0) + (value === ALL ? 1 : meets(card, f, value))
      })
    })
    return failed.length === 0
  })
  const sortIndex = plan.sorts.indexOf(view.sort)
  const rank = (card: number) => (sortIndex === -1 ? card : (plan.cards[card]?.ranks[sortIndex] ?? card))
  const order = plan.cards.map((_, index) => index).sort((a, b) => rank(a) - rank(b))
  return { shown, order, counts }
}

const fill = (text: string | undefined, first: string, second = '') =>
  // Through a function: a search may hold `$&` or `$1`, which a replacement string would read.
  (text ?? '').replace(PLACEHOLDER, () => first).replace(SECOND_PLACEHOLDER, () => second)

/** Sets a text node's text, or the element's first text node, only when it differs (React compares texts when it hydrates). */
function setText(node: Node | null | undefined, text: string): void {
  if (node && node.textContent !== text) node.textContent = text
}

function setHidden(element: Element | null | undefined, hidden: boolean): void {
  if (element instanceof HTMLElement && element.hidden !== hidden) element.hidden = hidden
}

/** Puts a view on the page, as the home page renders it (home-page.tsx and the components it uses). */
export function showView(
  root: Document,
  plan: ListViewPlan,
  fields: readonly (readonly string[])[],
  controls: Controls,
  view: ListView,
) {
  const { shown, order, counts } = arrange(plan, fields, view, controls)
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
  plan.filters.forEach((filter, f) => {
    const chosen = view.chosen[f] ?? ALL
    const control = controls[f]
    const select = field(filter.key)
    if (select && control) {
      const row = counts[f] ?? []
      for (const option of select.options) {
        const o = control.options.findIndex(([value]) => value === option.value)
        setText(option, fill(plan.texts.option[row[o] ?? 0], control.options[o]?.[1] ?? ''))
      }
      select.value = chosen
    }
    const chip = chips[f]
    const link = chip?.querySelector('a')
    if (!chip || !link) return
    setHidden(chip, chosen === ALL)
    const value = chosen === ALL ? '' : (control?.options.find(([each]) => each === chosen)?.[1] ?? '')
    const text = link.firstChild?.nodeType === Node.TEXT_NODE ? link.firstChild : null
    if (value === '') text?.remove()
    else if (text) setText(text, value)
    else link.prepend(value)
    link.setAttribute('aria-label', fill(plan.texts.remove, control?.label ?? '', value))
    link.href = path + queryOf(plan, { ...view, chosen: view.chosen.map((each, index) => (index === f ? ALL : each)) })
  })
  const on = view.chosen.filter((value) => value !== ALL).length
  setHidden(app.querySelector('[data-chips]'), on === 0)
  const badge = app.querySelector('[data-active-count]')
  setHidden(badge, on === 0)
  setText(badge, plan.texts.active[on] ?? '')
  const resetHref = path + queryOf(plan, { q: '', chosen: view.chosen.map(() => ALL), sort: view.sort })
  for (const reset of app.querySelectorAll<HTMLAnchorElement>('[data-reset]')) reset.href = resetHref

  const results = app.querySelector('[data-results]')
  setText(results?.querySelector('[role="status"]'), plan.texts.results[total] ?? '')
  const empty = results?.querySelector('[data-empty]')
  setHidden(empty, total > 0)
  const q = total > 0 ? '' : view.q.trim()
  setText(empty?.querySelector('p'), q === '' ? plan.texts.empty[1] : fill(plan.texts.empty[on > 0 ? 2 : 0], q))
  setHidden(empty?.querySelector('button'), q === '')
  const grid = results?.querySelector('ul')
  setHidden(grid, total === 0)
  const cards = new Map([...(grid?.children ?? [])].map((card) => [card.getAttribute('data-id'), card]))
  for (const index of order) {
    const card = cards.get(plan.cards[index]?.id ?? null)
    if (!card) continue
    setHidden(card, !shown[index])
    grid?.append(card)
  }

  const markers = app.querySelector('[data-map-markers]')
  setHidden(markers, total === 0)
  plan.cards.forEach((card, index) => {
    setHidden(markers?.querySelector(`[data-id="${card.id}"]`), !shown[index])
  })
  // Empty while markers show and the map has not scrolled, as it is before the app.
  setText(app.querySelector('[data-map-view-note]'), total === 0 ? plan.texts.mapNone : '')
}

/**
 * The folded search fields of each card (search-folding.ts): its name and description as the card
 * shows them, and the others from the plan.
 */
function searchFields(root: Document, plan: ListViewPlan): string[][] {
  return plan.cards.map(({ id, more }) => {
    const card = root.querySelector(`#app [data-results] [data-id="${id}"]`)
    const shown = [card?.querySelector('h3'), card?.querySelector('[data-description]')].map(
      (element) => element?.textContent ?? '',
    )
    return [...shown, ...more].map(foldForSearch)
  })
}

/**
 * Each filter's select as the markup shows it, before anything changes it: the markup is the
 * guide's whole list, so each option's text is its label in the text of its count for that list.
 */
function readControls(root: Document, plan: ListViewPlan, fields: readonly (readonly string[])[]): Controls {
  const selects = plan.filters.map((filter) =>
    root.querySelector<HTMLSelectElement>(`#app select[name="${filter.key}"]`),
  )
  const read = selects.map((select) => ({
    label: select?.closest('label')?.firstChild?.textContent ?? '',
    options: [...(select?.options ?? [])].map((option) => [option.value, option.text] as const),
  }))
  const whole = arrange(plan, fields, { q: '', chosen: plan.filters.map(() => ALL), sort: GUIDE_ORDER }, read)
  return read.map(({ label, options }, f) => ({
    label,
    options: options.map(([value, text], o) => {
      const [before = '', after = ''] = (plan.texts.option[whole.counts[f]?.[o] ?? 0] ?? '').split(PLACEHOLDER)
      return [value, text.slice(before.length, text.length - after.length)] as const
    }),
  }))
}

/** What this script does on a list page: the URL's view now, then each change until the app starts. */
export function startListBeforeApp(root: Document): void {
  const html = root.documentElement
  let plan: ListViewPlan
  try {
    plan = JSON.parse(root.getElementById(LIST_VIEW_PLAN_ID)?.textContent ?? '')
  } catch {
    return
  }
  writeMonthLines(root, plan)
  // The cards' texts are folded only once a search needs them: most addresses have none.
  let fields: string[][] | undefined
  const fieldsFor = (view: ListView) => {
    if (view.q.trim() === '') return []
    fields ??= searchFields(root, plan)
    return fields
  }
  const controls = readControls(root, plan, [])
  const show = (view: ListView | undefined) => {
    if (view) showView(root, plan, fieldsFor(view), controls, view)
    return view !== undefined
  }
  if (
    html.getAttribute(VIEW_ATTRIBUTE) === VIEW.prerenderedForAnotherUrl &&
    show(viewFromQuery(plan, location.search))
  ) {
    html.setAttribute(VIEW_ATTRIBUTE, VIEW.prerenderedForThisUrl)
  }
  const waiting = () =>
    html.getAttribute(VIEW_ATTRIBUTE) === VIEW.prerenderedForThisUrl &&
    !html.hasAttribute(APP_STARTING_ATTRIBUTE) &&
    !html.hasAttribute(APP_READY_ATTRIBUTE)
  const record: ChangesBeforeApp = { opened: location.search, changes: [] }
  Object.assign(window, { [CHANGES_BEFORE_APP]: record })
  let shown = viewFromQuery(plan, location.search)
  // A change before the app starts: shown at once, written to the URL, and kept for its report.
  const change = (view: ListView | undefined, made: ChangeBeforeApp, history: 'push' | 'replace') => {
    if (!view || !show(view)) return
    shown = view
    const last = record.changes.at(-1)
    // A run of keystrokes is one search, as the machine reports it.
    if (made.type === 'search.changed' && last?.type === 'search.changed') record.changes.pop()
    record.changes.push(made)
    const url = `${location.pathname}${queryOf(plan, view)}${location.hash}`
    if (history === 'replace') window.history.replaceState(window.history.state, '', url)
    else window.history.pushState(null, '', url)
  }
  const onField = (event: Event) => {
    const target = event.target
    if (!waiting() || !shown || !(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return
    // A select sends `input` then `change`: one change per choice.
    if (event.type === 'input' && target instanceof HTMLSelectElement) return
    const { name, value } = target
    const f = plan.filters.findIndex((filter) => filter.key === name)
    if (name === 'q')
      change(
        { ...shown, q: normalizeSearchText(value) },
        { type: 'search.changed', q: normalizeSearchText(value) },
        'replace',
      )
    else if (name === 'sort') change({ ...shown, sort: value }, { type: 'sort.changed', sort: value }, 'push')
    else if (f !== -1) {
      const chosen = shown.chosen.map((each, index) => (index === f ? value : each))
      change({ ...shown, chosen }, { type: 'filter.changed', filter: name, value }, 'push')
    }
  }
  // Reset and the chips are links to the list without them; before the app, they act in place.
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('#app [data-reset], #app [data-chip] a') : null
    if (!link || !waiting() || !shown || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    // Handled here, before the presses kept for the app (app/presses-before-start.ts) see it.
    event.preventDefault()
    event.stopImmediatePropagation()
    const chip = link.closest('[data-chip]')
    const f = chip ? [...root.querySelectorAll('#app [data-chip]')].indexOf(chip) : -1
    const filter = plan.filters[f]
    if (filter) {
      const chosen = shown.chosen.map((each, index) => (index === f ? ALL : each))
      change({ ...shown, chosen }, { type: 'filter.changed', filter: filter.key, value: ALL }, 'push')
    } else if (!chip) {
      change({ q: '', chosen: shown.chosen.map(() => ALL), sort: shown.sort }, { type: 'filters.reset' }, 'push')
    }
  }
  root.addEventListener('input', onField)
  root.addEventListener('change', onField)
  // In the capture phase, and added before the page's module script adds its own: this comes first.
  root.addEventListener('click', onClick, true)
  // Back and Forward before the app starts: the page follows the URL.
  addEventListener('popstate', () => {
    if (!waiting()) return
    shown = viewFromQuery(plan, location.search)
    show(shown)
  })
}
