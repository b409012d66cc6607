import { expect, type Page, test } from '@playwright/test'
import { createTestModel } from '@xstate/graph'
import { createActor, initialTransition, type SnapshotFrom, transition } from 'xstate'
import { buildCatalogueDocument, validateCatalogue } from '../../src/catalogue/localize'
import { WATERFALL_SOURCES } from '../../src/catalogue/waterfalls'
import { type FilterMachineEvent, filterMachine } from '../../src/features/finder/filter-machine'
import { DEFAULT_FILTERS, type Filters, filterWaterfalls } from '../../src/features/finder/filter-rules'
import { searchFromFilters, stringifySearchObject } from '../../src/features/finder/url-contract'
import { MESSAGES } from '../../src/i18n/messages'
import { waitForApp } from './support/home'
import { installFakeGtag, trackedEvents } from './support/tracker'

/**
 * Model-based tests: every path comes from the filter machine's own graph. Each step is
 * done in the real page, then the page must show what the machine says: the results, the
 * URL and the analytics reported so far.
 */
const WATERFALLS = buildCatalogueDocument(validateCatalogue(WATERFALL_SOURCES), 'it').waterfalls
const messages = MESSAGES.it

const SETTLED: FilterMachineEvent[] = [{ type: 'search.settled' }]
const USER_EVENTS: FilterMachineEvent[] = [
  { type: 'search.changed', q: 'lago' },
  { type: 'search.changed', q: '' },
  { type: 'filter.changed', filter: 'difficulty', value: 'Facile' },
  { type: 'filter.changed', filter: 'family', value: 'true' },
  { type: 'filter.changed', filter: 'stroller', value: 'true' },
  { type: 'filters.reset' },
]

type FilterSnapshot = SnapshotFrom<typeof filterMachine>
const INPUT = {
  filters: DEFAULT_FILTERS,
  countResults: (filters: Filters) => filterWaterfalls(WATERFALLS, filters).length,
}

const model = createTestModel(filterMachine)
const graphPaths = model.getShortestPaths({
  input: INPUT,
  // While a search report is pending, the next step is the report itself: real time runs on in
  // the browser, so the model waits for it rather than racing it (restarts are unit-tested).
  events: (snapshot: FilterSnapshot) => (snapshot.matches('typing') ? SETTLED : USER_EVENTS),
  serializeState: (snapshot: FilterSnapshot) => JSON.stringify([snapshot.value, snapshot.context.filters]),
})

/** A scripted journey, its states computed by the same machine. */
function journey(events: FilterMachineEvent[]): { event: FilterMachineEvent; state: FilterSnapshot }[] {
  let [state] = initialTransition(filterMachine, INPUT)
  return events.map((event) => {
    ;[state] = transition(filterMachine, state, event)
    return { event, state }
  })
}

// Shortest paths reach every state; these journeys also take the transitions that lead
// back (clearing the search, reset) from states where they change something.
const paths = [
  ...graphPaths.map((path) => path.steps.filter((step) => !step.event.type.startsWith('xstate.'))),
  journey([
    { type: 'filter.changed', filter: 'difficulty', value: 'Facile' },
    { type: 'filter.changed', filter: 'family', value: 'true' },
    { type: 'search.changed', q: 'lago' },
    { type: 'search.settled' },
    { type: 'search.changed', q: '' },
    { type: 'filters.reset' },
  ]),
  journey([
    { type: 'filter.changed', filter: 'stroller', value: 'true' },
    { type: 'search.changed', q: 'lago' },
    { type: 'search.settled' },
    { type: 'filters.reset' },
  ]),
]

const SELECT_LABELS = {
  difficulty: messages.difficultyLabel,
  province: messages.provinceLabel,
  duration: messages.durationLabel,
  stroller: messages.strollerLabel,
  family: messages.familyLabel,
} as const

async function perform(page: Page, event: FilterMachineEvent): Promise<void> {
  switch (event.type) {
    case 'search.changed':
      await page.getByRole('searchbox', { name: messages.searchLabel }).fill(event.q)
      return
    case 'filter.changed':
      await page.getByRole('combobox', { name: SELECT_LABELS[event.filter] }).selectOption(event.value)
      return
    case 'filters.reset':
      await page.getByRole('button', { name: messages.resetFilters }).click()
      return
    case 'search.settled':
      await page.waitForTimeout(1000)
      return
    default:
      throw new Error(`The model has no UI action for ${event.type}`)
  }
}

async function expectPageToShow(page: Page, filters: Filters): Promise<void> {
  const names = filterWaterfalls(WATERFALLS, filters).map((waterfall) => waterfall.name)
  if (names.length === 0) {
    await expect(page.getByRole('heading', { name: messages.noResultsTitle })).toBeVisible()
  } else {
    await expect(page.getByTestId('results-grid').getByRole('heading', { level: 3 })).toHaveText(names)
  }
  await expect(page.getByRole('status')).toHaveText(messages.resultsCount(names.length))
  const expectedUrl = `/${stringifySearchObject(searchFromFilters(filters))}`
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(expectedUrl)
}

function describeEvent(event: FilterMachineEvent): string {
  if (event.type === 'search.changed') return `type "${event.q}"`
  if (event.type === 'filter.changed') return `${event.filter}=${event.value}`
  return event.type
}

for (const steps of paths) {
  test(`model: ${steps.map((step) => describeEvent(step.event)).join(' → ') || 'start'}`, async ({ page }) => {
    await installFakeGtag(page)
    await page.goto('/')
    // The prerendered page shows at once; its controls work once the app has taken it over.
    await waitForApp(page)
    const reference = createActor(filterMachine.provide({ delays: { searchReportDelay: 60 * 60 * 1000 } }), {
      input: INPUT,
    })
    const expectedEvents: unknown[] = []
    reference.on('analytics', ({ event }) => expectedEvents.push(event))
    reference.start()
    await expectPageToShow(page, DEFAULT_FILTERS)

    for (const step of steps) {
      await perform(page, step.event)
      reference.send(step.event)
      expect(reference.getSnapshot().context.filters).toEqual(step.state.context.filters)
      // Events first: right after a keystroke the search report is still pending, and the
      // slower checks of the page below must not let its second run out on a busy machine.
      await expect.poll(() => trackedEvents(page)).toEqual(expectedEvents)
      await expectPageToShow(page, step.state.context.filters)
    }
  })
}
