import { APP_READY_ATTRIBUTE, APP_STARTING_ATTRIBUTE, VIEW, VIEW_ATTRIBUTE } from '../../boot/boot-protocol'
import { ALL, DEFAULT_FILTERS, type Filters } from './filter-rules'
import { FILTER_NAMES, type FilterName } from './filters'
import { cardIndexes, LIST_VIEW_PLAN_ID, type ListViewPlan, showView, writeMonthLines } from './list-view-paint'
import { normalizeSearchText } from './search-folding'
import { readFilters, writeQuery } from './url-filters'

/**
 * A list page's view before the app has arrived, on any address: the page's second inline script,
 * bundled from this module at build (scripts/build/prerender.ts) and written after the list's
 * markup, so it runs before that markup first paints.
 *
 * The markup is the unfiltered list in the guide's order. This reads the URL's view as the app
 * reads it (url-filters.ts), paints it on that markup (list-view-paint.ts), then says the markup
 * is this URL's own view: the app hydrates it as it is. Until the app starts, a search typed or a
 * choice picked is applied the same way and written to the URL, so the page answers without the
 * app; once the app starts, presses-before-start.ts and choices-before-start.ts keep what the
 * visitor does until it takes over. Every rule it applies is imported: a page without its plan is
 * the only one it leaves to the app (the markup stays another URL's view, hidden).
 */

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

/** The view a URL's query names, as the app reads it. */
export const viewFromQuery = (query: string): Filters => readFilters(new URLSearchParams(query))

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
  const indexes = cardIndexes(root, plan)
  let shown = viewFromQuery(location.search)
  const show = (view: Filters) => showView(root, plan, indexes, view)
  if (html.getAttribute(VIEW_ATTRIBUTE) === VIEW.prerenderedForAnotherUrl) {
    show(shown)
    html.setAttribute(VIEW_ATTRIBUTE, VIEW.prerenderedForThisUrl)
  }
  const waiting = () =>
    html.getAttribute(VIEW_ATTRIBUTE) === VIEW.prerenderedForThisUrl &&
    !html.hasAttribute(APP_STARTING_ATTRIBUTE) &&
    !html.hasAttribute(APP_READY_ATTRIBUTE)
  const record: ChangesBeforeApp = { opened: location.search, changes: [] }
  Object.assign(window, { [CHANGES_BEFORE_APP]: record })
  // A change before the app starts: shown at once, written to the URL, and kept for its report.
  const change = (view: Filters, made: ChangeBeforeApp, history: 'push' | 'replace' = 'push') => {
    shown = view
    show(view)
    const last = record.changes.at(-1)
    // A run of keystrokes is one search, as the machine reports it.
    if (made.type === 'search.changed' && last?.type === 'search.changed') record.changes.pop()
    record.changes.push(made)
    const url = `${location.pathname}${writeQuery(view)}${location.hash}`
    if (history === 'replace') window.history.replaceState(window.history.state, '', url)
    else window.history.pushState(null, '', url)
  }
  const onField = (event: Event) => {
    const target = event.target
    if (!waiting() || !(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return
    // A select sends `input` then `change`: one change per choice.
    if (event.type === 'input' && target instanceof HTMLSelectElement) return
    const { name } = target
    const value = name === 'q' ? normalizeSearchText(target.value) : target.value
    const view = { ...shown, [name]: value }
    if (name === 'q') change(view, { type: 'search.changed', q: value }, 'replace')
    else if (name === 'sort') change(view, { type: 'sort.changed', sort: value })
    else if (FILTER_NAMES.includes(name as FilterName)) change(view, { type: 'filter.changed', filter: name, value })
  }
  // Reset and the chips are links to the list without them; before the app, they act in place.
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('#app [data-reset], #app [data-chip] a') : null
    if (!link || !waiting() || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    // Handled here, before the presses kept for the app (app/presses-before-start.ts) see it.
    event.preventDefault()
    event.stopImmediatePropagation()
    const chip = link.closest('[data-chip]')
    const filter = chip ? FILTER_NAMES[[...root.querySelectorAll('#app [data-chip]')].indexOf(chip)] : undefined
    if (filter) change({ ...shown, [filter]: ALL }, { type: 'filter.changed', filter, value: ALL })
    else if (!chip) change({ ...DEFAULT_FILTERS, sort: shown.sort }, { type: 'filters.reset' })
  }
  root.addEventListener('input', onField)
  root.addEventListener('change', onField)
  // In the capture phase, and added before the page's module script adds its own: this comes first.
  root.addEventListener('click', onClick, true)
  // Back and Forward before the app starts: the page follows the URL.
  addEventListener('popstate', () => {
    if (!waiting()) return
    shown = viewFromQuery(location.search)
    show(shown)
  })
}
