import { type ChangeEvent, type KeyboardEvent, type MouseEvent, memo, useRef } from 'react'
import { CloseIcon, FilterIcon } from '../../components/ui/icons'
import { isPlainLeftClick } from '../../components/ui/plain-click'
import { useMessages } from '../../i18n/locale'
import type { FilterChange } from './filter-machine'
import { ALL, type Filters, type OptionCounts } from './filter-rules'
import { type FilterOptions, filterTexts, visitorFirstOf } from './filter-selects'
import { FILTER_NAMES, FILTERS, type FilterDescriptor, type FilterName } from './filters'
import { useVisitorToday } from './use-visitor-today'

type Option = { value: string; label: string; count: number }
type Select = { name: FilterName; label: string; options: Option[] }
type Props = {
  filters: Filters
  /** Each filter's options for the catalogue on the page (filterOptions). */
  options: FilterOptions
  /** How many waterfalls each option would leave, the other choices as they are (optionCounts). */
  counts: OptionCounts
  onChange: (change: FilterChange) => void
  onReset: () => void
  /** The list's address with these filters (for the chips' and Reset's links, which work before the app). */
  hrefOf: (filters: Filters) => string
  /** Reset's address: the list without search or filters, in its order. */
  resetHref: string
}

/**
 * The filters (filters.ts), a select each. On a wide screen they are an open panel. On a narrow one they fold behind a
 * "Filters" summary (a native `<details>`, closed at first, saying how many filters are on), so
 * the first results show on the first screen. The browser opens and closes it, so a tap works
 * before the app has taken over the page, and the app never sets its state (it only closes it on
 * Escape). On a wide screen, and without scripts, styles.css shows the panel and hides the summary.
 * Filters that are on show as chips at every width, each a button that turns its filter off.
 *
 * Each option says how many waterfalls it would leave with the other choices as they are, and
 * says "none" in words. Memoised on what the controls show: a keystroke re-renders the panel only
 * when it changes a count.
 */
export const FilterPanel = memo(function FilterPanel({
  filters,
  options,
  counts,
  onChange,
  onReset,
  hrefOf,
  resetHref,
}: Props) {
  const messages = useMessages()
  const disclosure = useRef<HTMLDetailsElement>(null)
  const toggle = useRef<HTMLElement>(null)
  const chips = useRef<HTMLUListElement>(null)
  const today = useVisitorToday()
  const selects: Select[] = FILTERS.map((filter: FilterDescriptor) => {
    const name = filter.key as FilterName
    const texts = filterTexts(filter, messages)
    const first = today && visitorFirstOf(filter, today)
    const option = (value: string) => ({ value, label: texts.option(value), count: counts[name][value] ?? 0 })
    return {
      name,
      label: texts.label,
      options: [
        { value: ALL, label: texts.all, count: counts[name][ALL] ?? 0 },
        ...startingAt(options[name], first).map(option),
      ],
    }
  })
  const active = selects.filter((select) => filters[select.name] !== ALL)

  // Escape closes the open disclosure and gives focus back to its summary, where it was opened.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !disclosure.current?.open || !isShown(toggle.current)) return
    disclosure.current.open = false
    toggle.current?.focus()
  }
  // A removed chip goes away: focus moves to the chip that takes its place, or to the button.
  const removeChip = (event: MouseEvent, name: FilterName) => {
    if (!isPlainLeftClick(event)) return
    event.preventDefault()
    const shown = [...(chips.current?.querySelectorAll('li:not([hidden]) a') ?? [])]
    const index = shown.indexOf(event.currentTarget)
    onChange({ filter: name, value: ALL })
    const next = shown[index + 1] ?? shown[index - 1]
    const fallback = isShown(toggle.current) ? toggle.current : document.getElementById('waterfall-search')
    ;((next as HTMLElement | undefined) ?? fallback)?.focus()
  }
  const reset = (event: MouseEvent) => {
    if (!isPlainLeftClick(event)) return
    event.preventDefault()
    onReset()
  }

  return (
    <section aria-labelledby="filters-heading" className="space-y-3" onKeyDown={closeOnEscape}>
      <h2 id="filters-heading" className="sr-only">
        {messages.filtersHeading}
      </h2>
      <details ref={disclosure} className="filters-disclosure">
        <summary ref={toggle} className="disclosure-summary">
          <FilterIcon />
          {messages.filtersButton}
          {/* In the page whether or not a filter is on, as the chips are: a list's own script
              (list-before-app.ts) shows the URL's view in this markup before the app. */}{' '}
          <span data-active-count hidden={active.length === 0} className="filter-count">
            {active.length === 0 ? '' : messages.activeFilterCount(active.length)}
          </span>
        </summary>
        <div id="filter-controls" className="filter-fields">
          {selects.map((select) => (
            <label key={select.name}>
              {select.label}
              <select
                name={select.name}
                value={filters[select.name]}
                onChange={(event: ChangeEvent<HTMLSelectElement>) =>
                  onChange({ filter: select.name, value: event.target.value } as FilterChange)
                }
              >
                {select.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {messages.filterOptionCount(option.label, option.count)}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <a href={resetHref} data-reset onClick={reset} className="filter-reset">
            {messages.resetFilters}
          </a>
        </div>
      </details>
      <ul
        ref={chips}
        data-chips
        hidden={active.length === 0}
        className="filter-chips"
        aria-label={messages.activeFilters}
      >
        {selects.map((select) => {
          const chosen = filters[select.name]
          const value = chosen === ALL ? '' : (select.options.find((option) => option.value === chosen)?.label ?? '')
          return (
            <li key={select.name} data-chip hidden={chosen === ALL}>
              <a
                href={hrefOf({ ...filters, [select.name]: ALL })}
                onClick={(event) => removeChip(event, select.name)}
                aria-label={messages.removeFilter(select.label, value)}
                className="filter-chip"
              >
                {value}
                <CloseIcon />
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}, sameControls)

/** The values from `first` on, then those before it: the visitor's month, then the months after it. */
function startingAt(values: readonly string[], first: string | undefined): readonly string[] {
  const index = first === undefined ? -1 : values.indexOf(first)
  return index <= 0 ? values : [...values.slice(index), ...values.slice(0, index)]
}

/** The disclosure's summary shows on narrow screens only (and only where scripts run). */
function isShown(element: HTMLElement | null): boolean {
  return element !== null && getComputedStyle(element).display !== 'none'
}

function sameControls(before: Props, after: Props): boolean {
  return (
    before.options === after.options &&
    sameCounts(before.counts, after.counts) &&
    before.onChange === after.onChange &&
    before.onReset === after.onReset &&
    before.hrefOf === after.hrefOf &&
    before.filters.q === after.filters.q &&
    before.filters.sort === after.filters.sort &&
    FILTER_NAMES.every((name) => before.filters[name] === after.filters[name])
  )
}

/** Counts are worked out afresh after every change; the panel re-renders only when one differs. */
function sameCounts(before: OptionCounts, after: OptionCounts): boolean {
  return (
    before === after ||
    FILTER_NAMES.every((name) => {
      const [a, b] = [before[name], after[name]]
      return Object.keys(a).every((value) => a[value] === b[value])
    })
  )
}
