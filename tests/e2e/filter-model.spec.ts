import { expect, type Page, test } from '@playwright/test'
import { VIEW, VIEW_ATTRIBUTE } from '../../src/boot/boot-protocol'
import { MESSAGES } from '../../src/i18n/messages'
import { CATALOGUE, HALF_SECOND, type ModelStep, type Move, modelSuite } from './support/filter-model'
import { holdScripts } from './support/hold-scripts'
import { collectPageErrors, FAST_POLL, homePage, waitForApp } from './support/home'
import {
  ALL,
  crossesDocument,
  DEFAULT_FILTERS,
  expectedNames,
  expectedQuery,
  type Filters,
  firstVisit,
  optionCount,
  SELECT_VALUES,
  type SelectName,
  shownFilters,
  VISITOR_POSITION,
  type Visit,
} from './support/spec-oracle'

/**
 * Model-based tests. The paths come from the filter machine's graph (support/filter-model.ts):
 * typing, clearing, every value of every select, every order, "Near me", reset, time passing,
 * Back, Forward and pasted links. Each move is made in the real page as a visitor makes it, and
 * after each one the page must show and report what the spec oracle says
 * (support/spec-oracle.ts): the cards in order, the count, the controls, the URL and every
 * analytics event so far.
 *
 * The page's clock stands still: only a move that lets half a second pass moves it on, so a
 * search report comes exactly when the model says and never because the machine running the test
 * is slow.
 */

// The service worker precaches the whole site at each test's first visit, for nothing here: the
// model never goes offline (offline.spec.ts does).
test.use({ serviceWorkers: 'block' })

// The visitor always grants "Near me" the same position, so the oracle knows the distances.
test.use({
  geolocation: { latitude: VISITOR_POSITION.latitude, longitude: VISITOR_POSITION.longitude },
  permissions: ['geolocation'],
})

const EVENTS_KEY = 'model-events'

/**
 * A fake page-level gtag that keeps its events in the tab's session storage: a pasted link or a
 * Back into another document loads a new page in the same tab, and the model counts the tab's
 * events, not one document's.
 */
async function installTabTracker(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    Object.assign(window, {
      gtag: (command: string, name: string, payload: unknown) => {
        if (command !== 'event') return
        const events = JSON.parse(sessionStorage.getItem(key) ?? '[]')
        sessionStorage.setItem(key, JSON.stringify([...events, { name, payload }]))
      },
    })
  }, EVENTS_KEY)
}

/**
 * Stops the page's clock. It is set far enough ahead that the jump can never land in the page's
 * past however long the call takes; timers of the page just started fire once on the way.
 */
async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 60_000)
}

/**
 * Loads another document in the tab. The clock is still stopped when it commits, so the page left
 * behind can fire no timer on its way out; it then runs until the app has taken the new page over.
 */
async function loadDocument(page: Page, navigate: () => Promise<unknown>): Promise<void> {
  await navigate()
  await page.clock.resume()
  await waitForApp(page)
  await pauseClock(page)
}

const linkTo = (filters: Filters) => {
  const query = new URLSearchParams(expectedQuery(filters)).toString()
  return query === '' ? '/' : `/?${query}`
}

function label(move: Move): string {
  switch (move.type) {
    case 'search':
      return `type "${move.q}"`
    case 'clear':
      return 'clear the search'
    case 'pick':
      return `${move.select}: ${move.value}`
    case 'unpick':
      return `${move.select}: all`
    case 'reset':
      return 'reset'
    case 'sort':
      return `sort: ${move.sort}`
    case 'near':
      return 'Near me'
    case 'half':
      return 'half a second passes'
    case 'back':
      return 'Back'
    case 'forward':
      return 'Forward'
    case 'link':
      return `open ${linkTo(move.filters)}`
  }
}

async function perform(page: Page, { move, before }: ModelStep): Promise<void> {
  const home = homePage(page, 'it')
  switch (move.type) {
    case 'search':
      return home.searchBox.fill(move.q)
    case 'clear':
      return home.searchBox.fill('')
    case 'pick':
      await home.select(move.select).selectOption(move.value)
      return
    case 'unpick':
      await home.select(move.select).selectOption('all')
      return
    case 'reset':
      return home.resetButton.click()
    case 'sort':
      await page.getByRole('combobox', { name: MESSAGES.it.sortLabel }).selectOption(move.sort)
      return
    case 'near':
      // The position comes back from the browser later: the live region says when the list has it.
      await page.getByRole('button', { name: MESSAGES.it.nearMe }).click()
      await expect(page.locator('[data-near-me-status]')).toHaveText(MESSAGES.it.nearMeReady)
      return
    case 'half':
      return page.clock.runFor(HALF_SECOND)
    case 'back':
      if (crossesDocument(before, -1)) return loadDocument(page, () => page.goBack({ waitUntil: 'commit' }))
      await page.goBack()
      return
    case 'forward':
      if (crossesDocument(before, 1)) return loadDocument(page, () => page.goForward({ waitUntil: 'commit' }))
      await page.goForward()
      return
    case 'link':
      return loadDocument(page, () => page.goto(linkTo(move.filters), { waitUntil: 'commit' }))
  }
}

/**
 * What the visitor sees and what has been reported, read in one call: read one by one through
 * locators, a dozen reads would cost more than the move itself, at every step.
 */
function shownView(page: Page) {
  return page.evaluate(
    ({ eventsKey, noResultsTitle, modelled }) => {
      const visibleText = (selector: string) =>
        [...document.querySelectorAll(selector)]
          .filter((element) => element.checkVisibility())
          .map((element) => element.textContent?.trim())
      // The selects the spec oracle states rules for; the model never moves another one.
      const selects = [...document.querySelectorAll<HTMLSelectElement>('#filter-controls select')].filter((select) =>
        modelled.includes(select.name),
      )
      return {
        path: window.location.pathname,
        query: [...new URLSearchParams(window.location.search)],
        historyLength: window.history.length,
        search: document.querySelector<HTMLInputElement>('input[type="search"]')?.value,
        selects: Object.fromEntries(selects.map((select) => [select.name, select.value])),
        // The count each option ends with: '(3)', or '(nessuna)' for none.
        optionCounts: Object.fromEntries(
          selects.map((select) => [
            select.name,
            Object.fromEntries(
              [...select.options].map((option) => {
                const count = /\((\d+|nessuna)\)$/.exec(option.text)?.[1]
                return [option.value, count === 'nessuna' ? 0 : count === undefined ? undefined : Number(count)]
              }),
            ),
          ]),
        ),
        sort: document.querySelector<HTMLSelectElement>('select[name="sort"]')?.value,
        cards: visibleText('[data-testid="results-grid"] h3'),
        distances: visibleText('[data-testid="results-grid"] [data-distance]').length,
        nearMe: document.querySelector('[data-near-me-status]')?.textContent?.trim(),
        noResults: visibleText('h3').includes(noResultsTitle),
        count: visibleText('[data-results] [role="status"]'),
        events: JSON.parse(sessionStorage.getItem(eventsKey) ?? '[]'),
      }
    },
    { eventsKey: EVENTS_KEY, noResultsTitle: MESSAGES.it.noResultsTitle, modelled: Object.keys(SELECT_VALUES) },
  )
}

/**
 * What the "Near me" live region must say. The spec words two cases: the list going by
 * distance with the position known, and the order by distance on a page without it. In any
 * other order it leaves the text open.
 */
function expectedNearMe({ sort }: Filters, located: boolean) {
  if (sort !== 'distance') return expect.any(String)
  return located ? MESSAGES.it.nearMeReady : MESSAGES.it.distanceNeedsPosition
}

function expectedView(visit: Visit) {
  const { q, sort, ...selects } = shownFilters(visit)
  const names = expectedNames(CATALOGUE, shownFilters(visit), visit.located)
  const optionCounts = Object.fromEntries(
    (Object.keys(SELECT_VALUES) as SelectName[]).map((select) => [
      select,
      Object.fromEntries(
        [ALL, ...SELECT_VALUES[select]].map((value) => [
          value,
          optionCount(CATALOGUE, shownFilters(visit), select, value),
        ]),
      ),
    ]),
  )
  return {
    path: '/',
    query: expectedQuery(shownFilters(visit)),
    // The tab opened on a blank page, then came here: one entry more than the model's.
    historyLength: visit.history.length + 1,
    search: q,
    selects,
    optionCounts,
    sort,
    cards: names,
    // With the position known, every card says how far it is.
    distances: visit.located ? names.length : 0,
    nearMe: expectedNearMe(shownFilters(visit), visit.located),
    noResults: names.length === 0,
    count: [MESSAGES.it.resultsCount(names.length)],
    events: visit.reported,
  }
}

const expectPageToShow = (page: Page, visit: Visit) =>
  expect.poll(() => shownView(page), FAST_POLL).toEqual(expectedView(visit))

const { paths, missed } = modelSuite()

test('the model paths take every kind of move in every situation of the graph, with every card', () => {
  expect(missed).toEqual([])
})

// The inspector shows, and a stored snapshot keeps, only what survives JSON: no function, class
// instance or DOM object may hide in the context.
test("the filter machine's context is plain data in every state the model paths reach", () => {
  const contexts = paths.flatMap((steps) => steps.map((step) => step.machineContext))
  expect(contexts.length).toBeGreaterThan(0)
  for (const context of contexts) expect(JSON.parse(JSON.stringify(context))).toStrictEqual(context)
})

for (const [index, steps] of paths.entries()) {
  test(`model path ${index + 1}: ${steps.map(({ move }) => label(move)).join(' → ')}`, async ({ page }) => {
    const errors = collectPageErrors(page)
    await installTabTracker(page)
    await page.clock.install()
    await page.goto('/')
    await waitForApp(page)
    await pauseClock(page)
    await expectPageToShow(page, firstVisit(DEFAULT_FILTERS))
    for (const step of steps) {
      await test.step(label(step.move), async () => {
        await perform(page, step)
        await expectPageToShow(page, step.after)
      })
    }
    expect(errors).toEqual([])
  })
}

// Start-up: a visitor may choose a filter or an order on the prerendered page before the app has
// arrived. Each path that begins with a choice is walked again with that first move made then;
// the app, once in, must show and report exactly what it would have, and the rest of the path
// follows. "Near me" is left out: an early press acts only once the app is in (start-up-presses.spec.ts
// covers it). So is the order by distance: the position is asked for when the select changes, and
// before the app nothing asks.
const beforeStart = (move: Move | undefined) =>
  move?.type === 'pick' || (move?.type === 'sort' && move.sort !== 'distance')
for (const [index, [first, ...rest]] of paths.entries()) {
  if (first === undefined || !beforeStart(first.move)) continue
  const title = [first, ...rest].map(({ move }) => label(move)).join(' → ')
  test(`model path ${index + 1}, its first move made before the app starts: ${title}`, async ({ page }) => {
    const errors = collectPageErrors(page)
    await installTabTracker(page)
    await page.clock.install()
    const releaseApp = await holdScripts(page)
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute(VIEW_ATTRIBUTE, VIEW.prerenderedForThisUrl)
    await perform(page, first)
    await expect(page.locator('html[data-app-ready]')).not.toBeAttached()
    releaseApp()
    await waitForApp(page)
    await pauseClock(page)
    await expectPageToShow(page, first.after)
    for (const step of rest) {
      await test.step(label(step.move), async () => {
        await perform(page, step)
        await expectPageToShow(page, step.after)
      })
    }
    expect(errors).toEqual([])
  })
}
