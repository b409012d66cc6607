import { createActor } from 'xstate'
import type { Tracker } from '../../analytics/tracker'
import type { Waterfall } from '../../catalogue/schema'
import { type FilterMachineEvent, filterMachine } from './filter-machine'
import type { Filters } from './filter-rules'
import { FILTER_NAMES } from './filters'
import { CHANGES_BEFORE_APP, type ChangesBeforeApp } from './list-before-app'
import { filtersFromSearch, parseSearchString, validateFilterSearch } from './url-contract'

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

/**
 * Reports what the visitor changed on a list before the app started (list-before-app.ts showed
 * each change and wrote it to the URL, from which the app started): each change passes once
 * through a filter machine of its own, from the view the page opened with, so every report is the
 * one the machine makes for that change; the page's machine then has nothing left to do.
 */
export function reportChangesBeforeApp(catalogue: readonly Waterfall[], tracker: Tracker): void {
  const record = (window as unknown as Record<string, ChangesBeforeApp | undefined>)[CHANGES_BEFORE_APP]
  const changes = record?.changes ?? []
  if (!record || changes.length === 0) return
  record.changes = []
  const opened = filtersFromSearch(validateFilterSearch(parseSearchString(record.opened)))
  const replay = createActor(filterMachine, { input: { filters: opened, catalogue } })
  replay.on('analytics', ({ event }) => tracker.track(event))
  replay.start()
  for (const change of changes) replay.send(change as FilterMachineEvent)
  // A search typed before the app has settled by now.
  replay.send({ type: 'search.settled' })
  replay.stop()
}
