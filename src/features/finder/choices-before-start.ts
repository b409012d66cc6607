import type { FilterMachineEvent } from './filter-machine'
import type { Filters } from './filter-rules'
import { FILTER_NAMES } from './filters'
import { validateFilterSearch } from './url-contract'

/**
 * What the visitor typed or picked in the prerendered page before the app took it over, as the
 * events its controls would have sent. The app hydrates the page as it is (React leaves a value
 * the visitor changed on screen) and then sends these, so the URL and the analytics follow as
 * for any other change, and nothing typed meanwhile is lost.
 */
export function choicesMadeBeforeStart(root: ParentNode, filters: Filters): FilterMachineEvent[] {
  const controlValue = (name: string) =>
    root.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value
  const events: FilterMachineEvent[] = []
  const q = controlValue('q')
  if (q !== undefined && q !== filters.q) events.push({ type: 'search.changed', q })
  // A select can only hold its own options, but the page's markup is not trusted blindly.
  const picked = validateFilterSearch(
    Object.fromEntries([...FILTER_NAMES, 'sort'].map((name) => [name, controlValue(name)])),
  )
  for (const filter of FILTER_NAMES) {
    const value = picked[filter]
    if (value !== undefined && value !== filters[filter]) {
      events.push({ type: 'filter.changed', filter, value } as FilterMachineEvent)
    }
  }
  const { sort } = picked
  if (sort !== undefined && sort !== filters.sort) events.push({ type: 'sort.changed', sort })
  return events
}
