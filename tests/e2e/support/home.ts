import { expect, type Locator, type Page } from '@playwright/test'
import { buildCatalogueDocument, validateCatalogue } from '../../../src/catalogue/build-catalogue'
import type { Waterfall } from '../../../src/catalogue/schema'
import { WATERFALL_SOURCES } from '../../../src/catalogue/waterfalls'
import { filterTexts } from '../../../src/features/finder/filter-selects'
import { type FilterName, filterNamed } from '../../../src/features/finder/filters'
import { MESSAGES } from '../../../src/i18n/messages'
import type { Locale } from '../../../src/vocabulary/values'
import { DEFAULT_FILTERS, expectedEntries, type Filters, SELECT_VALUES, type SelectName } from './spec-oracle'

/** The real catalogue, as each language's page shows it. */
const SOURCES = validateCatalogue(WATERFALL_SOURCES)
export const CATALOGUE: Record<Locale, readonly Waterfall[]> = {
  it: buildCatalogueDocument(SOURCES, 'it').waterfalls,
  en: buildCatalogueDocument(SOURCES, 'en').waterfalls,
}

/**
 * The entries the page must list for these filters, in their order, as the spec oracle
 * (spec-oracle.ts) has them, never as the app's own rules do; `located` says whether the page has
 * the visitor's position (the tests' browser grants VISITOR_POSITION).
 */
export function expectedWaterfalls(locale: Locale, filters: Partial<Filters> = {}, located = false): Waterfall[] {
  return expectedEntries(CATALOGUE[locale], { ...DEFAULT_FILTERS, ...filters }, located)
}

export const namesOf = (waterfalls: readonly Waterfall[]): string[] => waterfalls.map((waterfall) => waterfall.name)

export function nameOf(locale: Locale, id: string): string {
  const waterfall = CATALOGUE[locale].find((candidate) => candidate.id === id)
  if (!waterfall) throw new Error(`No waterfall with id ${id}`)
  return waterfall.name
}

export const localeOfUrl = (url: string): Locale => (url === '/en' || url.startsWith('/en?') ? 'en' : 'it')

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Any "n waterfalls found" text of the locale: the catalogue has loaded. */
function anyResultsCount(locale: Locale): RegExp {
  const counts = Array.from({ length: CATALOGUE[locale].length + 1 }, (_, count) =>
    escapeRegExp(MESSAGES[locale].resultsCount(count)),
  )
  return new RegExp(`^(${counts.join('|')})$`)
}

/** The home page's controls and regions, found the way a visitor finds them. */
export function homePage(page: Page, locale: Locale) {
  const messages = MESSAGES[locale]
  const selectLabel = (name: FilterName) => filterTexts(filterNamed(name), messages).label
  return {
    messages,
    searchBox: page.getByRole('searchbox', { name: messages.searchLabel }),
    select: (name: FilterName): Locator => page.getByRole('combobox', { name: selectLabel(name) }),
    resetButton: page.getByRole('link', { name: messages.resetFilters, exact: true }),
    status: page.locator('[data-results] [role="status"]'),
    grid: page.getByTestId('results-grid'),
    cards: page.getByTestId('results-grid').getByRole('article'),
    cardNames: page.getByTestId('results-grid').getByRole('heading', { level: 3 }),
    emptyHeading: page.getByRole('heading', { name: messages.noResultsTitle }),
    emptyResetLink: page.getByRole('link', { name: messages.resetAllFilters }),
    languageNav: page.getByRole('navigation', { name: messages.languageSwitchLabel }),
  }
}

/**
 * The "Filters" summary that folds the filters on a narrow screen (a native disclosure, which
 * Playwright's role queries do not name a button), found by its text.
 */
export const filtersSummary = (page: Page, locale: Locale): Locator =>
  page.locator('summary').filter({ hasText: new RegExp(`^${MESSAGES[locale].filtersButton}`) })

/**
 * Follows a link from the keyboard. A click leaves the pointer where the link was: on the page it
 * opens the pointer may rest on a card, whose link the router then preloads (its waterfall's data
 * fetched ahead of a click), which a test that counts the page's requests must not see.
 */
export async function followByKeyboard(link: Locator): Promise<void> {
  await link.focus()
  await link.press('Enter')
}

/** The list map's summary, which folds the map on a narrow screen ("Mostra la mappa"). */
export const mapSummary = (page: Page): Locator => page.locator('.map-disclosure > summary')

/**
 * Opens the list's map where it is folded (a phone); where it is not (a wide screen, or no
 * scripts), the summary is not shown and there is nothing to open.
 */
export async function showMap(page: Page, locale: Locale): Promise<void> {
  const summary = mapSummary(page)
  if (!(await summary.isVisible())) return
  await expect(summary).toHaveText(MESSAGES[locale].mapShow, { useInnerText: true })
  await summary.click()
  await expect(summary).toHaveText(MESSAGES[locale].mapHide, { useInnerText: true })
}

/**
 * Waits until the app has taken over the prerendered markup (hydrated it, or rendered a
 * filtered view afresh). Before that, the prerendered page looks right but ignores clicks and
 * typing (a keystroke that lands while hydration is under way is lost).
 *
 * The app says so with `data-app-ready` on <html>, which each page sets from an effect of its
 * own (marked by the page head, src/seo/use-page-head.ts): React runs it once the whole page is hydrated, not only the
 * layout around it. The page is observed through what it shows, not through React's internals.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' })
}

/** Opens a home URL and waits for the app and the catalogue (the live region shows a count). */
export async function openHome(page: Page, url: string, locale: Locale = localeOfUrl(url)) {
  await page.goto(url)
  await waitForApp(page)
  const home = homePage(page, locale)
  await expect(home.status).toHaveText(anyResultsCount(locale))
  return home
}

/** The page's path and query, e.g. `/en?difficulty=Facile`. */
export function currentPath(page: Page): string {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

/** Polls quickly: the page updates within milliseconds, the default 100/250/500 ms steps only add waiting. */
export const FAST_POLL = { intervals: [10, 25, 50, 100] }

export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => currentPath(page), FAST_POLL).toBe(path)
}

/** The grid shows exactly these names in this order (or the empty state), and the live region counts them. */
export async function expectResults(page: Page, locale: Locale, names: readonly string[]): Promise<void> {
  const home = homePage(page, locale)
  if (names.length === 0) {
    await expect(home.emptyHeading).toBeVisible()
    await expect(home.grid).toBeHidden()
  } else {
    await expect(home.cardNames).toHaveText([...names])
    await expect(home.emptyHeading).toHaveCount(0)
  }
  await expect(home.status).toHaveText(home.messages.resultsCount(names.length))
}

/** Every control shows the given filters (defaults for the rest). */
export async function expectControls(page: Page, locale: Locale, filters: Partial<Filters>): Promise<void> {
  const home = homePage(page, locale)
  const all = { ...DEFAULT_FILTERS, ...filters }
  await expect(home.searchBox).toHaveValue(all.q)
  for (const name of Object.keys(SELECT_VALUES) as SelectName[]) {
    await expect(home.select(name)).toHaveValue(all[name])
  }
}

/** Uncaught errors of the page, collected from now on. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`))
  return errors
}

/**
 * Adds timing to the fake gtag of support/tracker.ts (install that first): when each event
 * arrived and when each keystroke reached the search box (its input events), on the page's own clock.
 */
export async function installEventClock(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const clock = { events: [] as number[], inputs: [] as number[] }
    const target = window as unknown as { gtag: (...args: unknown[]) => void; __clock: typeof clock }
    const gtag = target.gtag
    target.__clock = clock
    target.gtag = (...args: unknown[]) => {
      clock.events.push(performance.now())
      gtag(...args)
    }
    document.addEventListener(
      'input',
      (event) => {
        if (event.target instanceof HTMLInputElement && event.target.type === 'search')
          clock.inputs.push(performance.now())
      },
      true,
    )
  })
}

export function eventClock(page: Page): Promise<{ events: number[]; inputs: number[] }> {
  return page.evaluate(() => (window as unknown as { __clock: { events: number[]; inputs: number[] } }).__clock)
}
