import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { startProductionServer } from '../../scripts/ci/production-server'
import type { Month } from '../../src/catalogue/schema'
import { FORECAST_TIME_ZONE } from '../../src/features/waterfall/weather/forecast-client'
import { placeToday } from '../../src/features/waterfall/weather/forecast-days'
import { MESSAGES } from '../../src/i18n/messages'
import { enWeather } from '../../src/i18n/messages-weather-en'
import { itWeather } from '../../src/i18n/messages-weather-it'
import { monthStateText } from '../../src/i18n/month-wording'
import type { Locale } from '../../src/vocabulary/values'
import {
  ALL,
  DEFAULT_FILTERS,
  type Entry,
  expectedNames,
  type Filters,
  SELECT_VALUES,
  type SelectName,
} from '../e2e/support/spec-oracle'
import { forecastBody, shiftDay } from '../msw/forecast-fixtures'
import type { JourneyName } from './journey-lists'
import type { Engine, EngineDriver, Key, Target } from './support/driver'

/**
 * The main journeys of a visit, written once and run in every engine (journeys.spec.ts) through
 * the driver interface (support/driver.ts). What the page must show comes from the product rules
 * (docs/product-rules.md, through the spec oracle, tests/e2e/support/spec-oracle.ts) and the texts the visitor reads, never from
 * the app's own functions: counts and names follow the catalogue the build serves.
 */

export type Journey = { name: string; run: (driver: EngineDriver) => Promise<void> }

/** The catalogue as the build serves it, per language: input data for the oracle's rules. */
const CATALOGUE: Record<Locale, (Entry & { id: string })[]> = {
  it: readCatalogue('it'),
  en: readCatalogue('en'),
}
function readCatalogue(locale: Locale) {
  return JSON.parse(readFileSync(join(import.meta.dirname, `../../dist/data/cards.${locale}.json`), 'utf8')).waterfalls
}

/**
 * The ports of the servers the offline journey starts for itself, and then stops: its own origin,
 * so its own worker, one per engine, since two engines run at a time.
 */
/** How long a page may take offline, where the worker may wait for the network before its copy. */
const OFFLINE_TIMEOUT_MS = 30_000

const OFFLINE_PORT_BASE = Number(process.env.ENGINES_OFFLINE_PORT ?? 4413)
const OFFLINE_PORTS: Record<Engine, number> = {
  chromium: OFFLINE_PORT_BASE,
  firefox: OFFLINE_PORT_BASE + 1,
  webkit: OFFLINE_PORT_BASE + 2,
}

/**
 * Polls quickly: a page answers a press within milliseconds, and Playwright's default steps
 * (100, 250, 500 ms) would only add waiting, in every one of some hundreds of checks.
 */
const poll = <T>(read: () => Promise<T>, options: { timeout?: number } = {}) =>
  expect.poll(read, { intervals: [10, 25, 50, 100], ...options })

const it = MESSAGES.it
const en = MESSAGES.en

const SELECT_LABELS: Record<SelectName, string> = {
  difficulty: it.difficultyLabel,
  province: it.provinceLabel,
  duration: it.durationLabel,
  stroller: it.strollerLabel,
  family: it.familyLabel,
  month: it.monthLabel,
  carfree: it.carFreeLabel,
}

const expected = (filters: Partial<Filters>, locale: Locale = 'it') =>
  expectedNames(CATALOGUE[locale], { ...DEFAULT_FILTERS, ...filters }, false)

const select = (name: SelectName): Target => ({ role: 'combobox', name: SELECT_LABELS[name] })
const searchBox: Target = { role: 'searchbox', name: it.searchLabel }

/** The page's path and query, e.g. `/en?difficulty=Facile`. */
const currentPath = (driver: EngineDriver) => driver.evaluate(() => `${location.pathname}${location.search}`)

/** The names on the cards the visitor sees, in order; none while the list is empty. */
const cardNames = (driver: EngineDriver) =>
  driver.evaluate(() =>
    [...document.querySelectorAll('[data-testid="results-grid"] article h3')]
      .filter((heading) => heading.closest('[hidden]') === null && heading.checkVisibility())
      .map((heading) => heading.textContent?.replace(/\s+/g, ' ').trim() ?? ''),
  )

/** What the results' live region says ("5 cascate trovate"). */
const resultsStatus = (driver: EngineDriver) =>
  driver.evaluate(() => document.querySelector('[data-results] [role="status"]')?.textContent?.trim() ?? '')

/** The text of the one element `target` names, or null while there is none. */
const textOf = (driver: EngineDriver, target: Target) =>
  driver.evaluate((find, wanted) => {
    const [element, ...others] = find(wanted)
    return element === undefined || others.length > 0 ? null : (element.textContent?.replace(/\s+/g, ' ').trim() ?? '')
  }, target)

/** Whether the one element `target` names is there for the visitor. */
const isShown = async (driver: EngineDriver, target: Target) => (await textOf(driver, target)) !== null

const heading1 = (driver: EngineDriver) =>
  driver.evaluate(() => document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim() ?? '')

/** The app has taken over the prerendered page: before that a click or a key press can be lost. */
async function waitForApp(driver: EngineDriver, timeout?: number) {
  await poll(() => driver.evaluate(() => document.documentElement.dataset.appReady === 'true'), { timeout }).toBe(true)
}

/**
 * A browser's first page pays for its cold start (its processes, its caches) on top of the page's
 * own: the suite opens the home page once, with room for that, before any journey times a step.
 */
const WARM_UP_TIMEOUT_MS = 60_000
export async function warmUp(driver: EngineDriver): Promise<void> {
  await driver.goto('/')
  await waitForApp(driver, WARM_UP_TIMEOUT_MS)
}

/** Opens a home URL, waits for the app and for the list to say how many it shows. */
async function openHome(driver: EngineDriver, path: string, locale: Locale = 'it') {
  await driver.goto(path)
  await waitForApp(driver)
  await poll(() => resultsStatus(driver)).toMatch(resultsPattern(locale))
}
const resultsPattern = (locale: Locale) =>
  new RegExp(
    `^(${Array.from({ length: CATALOGUE[locale].length + 1 }, (_, count) => MESSAGES[locale].resultsCount(count)).join('|')})$`,
  )

/** The list shows exactly these names in this order (or the empty state), and the live region counts them. */
async function expectList(driver: EngineDriver, names: readonly string[], locale: Locale = 'it', timeout?: number) {
  await poll(() => cardNames(driver), { timeout }).toEqual(names)
  await poll(() => resultsStatus(driver)).toBe(MESSAGES[locale].resultsCount(names.length))
  if (names.length === 0) {
    expect(await isShown(driver, { role: 'heading', name: MESSAGES[locale].noResultsTitle })).toBe(true)
  }
}

const selectValue = (driver: EngineDriver, name: SelectName) =>
  driver.evaluate((find, target) => (find(target)[0] as HTMLSelectElement | undefined)?.value ?? null, select(name))

/** What a card says of the visitor's month (1 is January): its state then, or closed. */
function monthLine(entry: (typeof CATALOGUE)['it'][number], month: number): string {
  const state = (entry as unknown as { months: Month[] }).months[month - 1]
  if (!state) throw new Error(`no month ${month} for ${entry.name}`)
  const words = entry.status.state === 'closed' ? it.closedMonth : monthStateText(state, it)
  return it.thisMonth(it.monthNames[month - 1] ?? '', words)
}

export const JOURNEYS = {
  home: {
    name: 'the home page lists every waterfall of the guide',
    async run(driver) {
      await openHome(driver, '/')
      expect(await heading1(driver)).toBe(it.homeHeading)
      await expectList(driver, expected({}))
      expect(CATALOGUE.it.length).toBe(14)
    },
  },

  today: {
    name: 'each card says first whether a visitor can go, then what this month is like there; a page frames the month',
    async run(driver) {
      await openHome(driver, '/')
      // The first script wrote the browser's month; the stylesheet shows that month's line only.
      const month = Number(await driver.evaluate(() => document.documentElement.dataset.month ?? '0'))
      expect(month).toBeGreaterThanOrEqual(1)
      expect(month).toBeLessThanOrEqual(12)
      const cards = await driver.evaluate(() =>
        [...document.querySelectorAll('[data-testid="results-grid"] article')].map((card) => ({
          name: card.querySelector('h3')?.textContent?.trim() ?? '',
          first: card.querySelector('p')?.getAttribute('data-status') ?? '',
          line: (card.querySelector('[data-month-line]') as HTMLElement | null)?.innerText.trim() ?? '',
        })),
      )
      expect(cards).toEqual(
        CATALOGUE.it.map((entry) => ({ name: entry.name, first: entry.status.state, line: monthLine(entry, month) })),
      )
      await driver.goto('/waterfall/2')
      await waitForApp(driver)
      const grid = await driver.evaluate((_find, current) => {
        const item = document.querySelector(`[data-month-index="${current}"]`) as HTMLElement | null
        const words = [...document.querySelectorAll<HTMLElement>('[data-month-index] > [data-for-month]')]
        return {
          outline: item ? getComputedStyle(item).outlineStyle : 'no such month',
          shown: words.filter((element) => element.checkVisibility()).map((element) => element.textContent),
        }
      }, month)
      expect(grid).toEqual({ outline: 'solid', shown: [it.thisMonthMark] })
    },
  },

  filters: {
    name: 'each filter, chosen with the keyboard, narrows the list as the rules say',
    async run(driver) {
      await openHome(driver, '/')
      for (const name of Object.keys(SELECT_LABELS) as SelectName[]) {
        // Focus, then the arrow keys, as a keyboard user changes a closed select: each press is a
        // choice (and WebKit gives a WebDriver click on an <option> no user activation).
        await driver.focus(select(name))
        const seen = new Set<string>()
        for (let press = 0; press < SELECT_VALUES[name].length; press++) {
          await driver.press('ArrowDown')
          await poll(() => selectValue(driver, name)).not.toBe(press === 0 ? ALL : [...seen].at(-1))
          const value = (await selectValue(driver, name)) as string
          seen.add(value)
          await expectList(driver, expected({ [name]: value }))
          await poll(() => currentPath(driver)).toBe(`/?${new URLSearchParams({ [name]: value })}`)
        }
        // The When select starts at the visitor's own month (whatever the clock says): every month, in its order from there.
        if (name === 'month')
          expect([...seen].sort(), 'every month was offered').toEqual([...SELECT_VALUES.month].sort())
        else
          expect([...seen], `every value of ${name} was offered, in the contract's order`).toEqual(SELECT_VALUES[name])
        // Back to every entry: the first option, "all".
        await driver.press('Home')
        await poll(() => selectValue(driver, name)).toBe(ALL)
        await expectList(driver, expected({}))
      }
    },
  },

  search: {
    name: 'typing in the search box keeps the waterfalls whose texts hold the words',
    async run(driver) {
      await openHome(driver, '/')
      await driver.click(searchBox)
      const query = 'lago'
      await driver.type(query)
      const names = expected({ q: query })
      expect(names.length, 'the query finds some but not all').toBeGreaterThan(0)
      expect(names.length).toBeLessThan(CATALOGUE.it.length)
      await expectList(driver, names)
      await poll(() => currentPath(driver)).toBe(`/?q=${query}`)
      // A text nothing holds: the empty state, with its way out.
      await driver.type('zzz')
      await expectList(driver, [])
      await driver.click({ role: 'link', name: it.resetAllFilters })
      await expectList(driver, expected({}))
      await poll(() => currentPath(driver)).toBe('/')
    },
  },

  sharedLink: {
    name: 'a shared link with a search, filters and an order shows its own view as it opens, and the app keeps it',
    async run(driver) {
      const filters = { q: 'cascata', difficulty: 'Facile', family: 'true', sort: 'name' }
      const names = expected(filters, 'en')
      expect(names.length, 'the link finds some but not all').toBeGreaterThan(0)
      expect(names.length).toBeLessThan(CATALOGUE.en.length)
      await driver.goto(`/en?${new URLSearchParams(filters)}`)
      // The list's own script has shown the link's view as the page was parsed, app or not.
      expect(await cardNames(driver)).toEqual(names)
      expect(await resultsStatus(driver)).toBe(en.resultsCount(names.length))
      const controls = () =>
        driver.evaluate(() =>
          ['q', 'difficulty', 'family', 'sort'].map(
            (name) => document.querySelector<HTMLInputElement>(`#app [name="${name}"]`)?.value,
          ),
        )
      expect(await controls()).toEqual(['cascata', 'Facile', 'true', 'name'])
      await waitForApp(driver)
      await expectList(driver, names, 'en')
      expect(await controls()).toEqual(['cascata', 'Facile', 'true', 'name'])
      expect(await currentPath(driver)).toBe(`/en?${new URLSearchParams(filters)}`)
    },
  },

  reset: {
    name: 'reset clears the search and every filter',
    async run(driver) {
      const filters = { q: 'cascata', difficulty: 'Facile', family: 'true' }
      await openHome(driver, `/?${new URLSearchParams(filters)}`)
      await expectList(driver, expected(filters))
      await driver.click({ role: 'link', name: it.resetFilters })
      await expectList(driver, expected({}))
      await poll(() => currentPath(driver)).toBe('/')
      expect(await selectValue(driver, 'difficulty')).toBe(ALL)
      expect(await driver.evaluate((find, target) => (find(target)[0] as HTMLInputElement).value, searchBox)).toBe('')
    },
  },

  detailAndBack: {
    name: 'a card opens its waterfall, and Back returns to the list with its filters',
    async run(driver) {
      await openHome(driver, '/')
      // A filter chosen on the page, not typed in the address bar: Back must come back to it.
      await driver.focus(select('difficulty'))
      await driver.press('ArrowDown')
      await poll(() => selectValue(driver, 'difficulty')).not.toBe(ALL)
      const difficulty = (await selectValue(driver, 'difficulty')) as string
      const names = expected({ difficulty })
      await expectList(driver, names)
      const opened = names.at(-1) as string
      await driver.click({ role: 'link', name: it.cardCta, within: { role: 'article', name: opened } })
      await poll(() => heading1(driver)).toBe(opened)
      const entry = CATALOGUE.it.find((waterfall) => waterfall.name === opened)
      await poll(() => currentPath(driver)).toBe(`/waterfall/${entry?.id}`)
      await driver.back()
      await poll(() => currentPath(driver)).toBe(`/?difficulty=${difficulty}`)
      await expectList(driver, names)
      await poll(() => selectValue(driver, 'difficulty')).toBe(difficulty)
    },
  },

  map: {
    name: "the list's map, folded where it must be, opens at a tap, a marker opens its waterfall, and Back finds the map as it was",
    async run(driver) {
      await openHome(driver, '/')
      // Folded on a narrow screen, and at every width where the browser cannot unfold it by style
      // (Firefox ESR has no ::details-content): its summary then shows, and a tap opens it.
      const summary: Target = { css: '.map-disclosure > summary' }
      const summaryText = () =>
        driver.evaluate((find, target) => {
          const element = find(target)[0] as HTMLElement | undefined
          return element?.checkVisibility() ? element.innerText.replace(/\s+/g, ' ').trim() : null
        }, summary)
      const folded = (await summaryText()) !== null
      if (folded) {
        expect(await summaryText()).toBe(it.mapShow)
        await driver.click(summary)
        await poll(summaryText).toBe(it.mapHide)
      }
      const entry = CATALOGUE.it[1] as (typeof CATALOGUE)['it'][number]
      const marker: Target = { role: 'link', name: entry.name }
      await driver.click(marker)
      await poll(() => heading1(driver)).toBe(entry.name)
      await poll(() => currentPath(driver)).toBe(`/waterfall/${entry.id}`)
      await driver.back()
      await poll(() => currentPath(driver)).toBe('/')
      await poll(() => isShown(driver, marker)).toBe(true)
      if (folded) await poll(summaryText).toBe(it.mapHide)
    },
  },

  language: {
    name: 'Eng switches the page to English, with its filters',
    async run(driver) {
      await openHome(driver, '/?difficulty=Medio')
      await driver.click({ role: 'link', name: `${it.switchToEnglish} (${it.switchToEnglishName})` })
      await poll(() => heading1(driver)).toBe(en.homeHeading)
      await poll(() => currentPath(driver)).toBe('/en?difficulty=Medio')
      // Written by the page's head manager in a task of its own after the render that switched
      // the language, not with the heading: read until it is there.
      await poll(() => driver.evaluate(() => document.documentElement.lang)).toBe('en')
      await expectList(driver, expected({ difficulty: 'Medio' }, 'en'), 'en')
      await driver.click({ role: 'link', name: `${en.switchToItalian} (${en.switchToItalianName})` })
      await poll(() => heading1(driver)).toBe(it.homeHeading)
      await poll(() => currentPath(driver)).toBe('/?difficulty=Medio')
    },
  },

  unknownWaterfall: {
    name: 'an unknown waterfall says it is not in the guide, with a way home',
    async run(driver) {
      await driver.goto('/waterfall/999')
      await poll(() => heading1(driver)).toBe(it.waterfallNotFound)
      await waitForApp(driver)
      await driver.click({ role: 'link', name: it.backToHomepage })
      await poll(() => heading1(driver)).toBe(it.homeHeading)
      await poll(() => currentPath(driver)).toBe('/')
    },
  },

  notFound: {
    name: 'a path the guide does not have shows the 404 page, with a way home',
    async run(driver) {
      await driver.goto('/no-such-page')
      await poll(() => heading1(driver)).toBe(it.notFoundTitle)
      await waitForApp(driver)
      await driver.click({ role: 'link', name: it.returnHome })
      await poll(() => heading1(driver)).toBe(it.homeHeading)
      await expectList(driver, expected({}))
    },
  },

  share: {
    name: 'Condividi copies the link of the list on screen, or shows it to copy by hand',
    async run(driver) {
      const query = '?difficulty=Facile'
      await openHome(driver, `/${query}`)
      const canonical = await driver.evaluate(
        () => document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? '',
      )
      const shared = `${new URL(canonical).origin}/${query}`
      await driver.click({ role: 'button', name: it.share })
      // Without a share sheet (none of these engines offers one on this system) the link is
      // copied, or, where the clipboard refuses, shown selected to copy by hand.
      const outcome = () =>
        driver.evaluate((_find, copied) => {
          for (const region of document.querySelectorAll('[role="status"]')) {
            const input = region.querySelector('input')
            if (input)
              return {
                byHand: input.value,
                selected: (input.selectionEnd ?? 0) - (input.selectionStart ?? 0) === input.value.length,
              }
            if (region.textContent?.trim() === copied) return { copied: true }
          }
          return null
        }, it.shareCopied)
      await poll(outcome).not.toBeNull()
      const seen = await outcome()
      if (seen !== null && 'byHand' in seen) {
        expect(seen).toEqual({ byHand: shared, selected: true })
        return
      }
      // Copied: pasted into the search box, it is the link of the list on screen.
      await driver.click(searchBox)
      await driver.press('Paste')
      await poll(() => driver.evaluate((find, target) => (find(target)[0] as HTMLInputElement).value, searchBox)).toBe(
        shared,
      )
    },
  },

  nearMeRefused: {
    name: '"Vicino a me" with the position refused says so, and the list stays',
    async run(driver) {
      await openHome(driver, '/')
      await driver.refuseLocation(() => driver.click({ role: 'button', name: it.nearMe }))
      await poll(() =>
        driver.evaluate(() => document.querySelector('[data-near-me-status]')?.textContent?.trim() ?? ''),
      ).toBe(it.nearMeDenied)
      await expectList(driver, expected({}))
      expect(await currentPath(driver)).toBe('/')
    },
  },

  keyboard: {
    name: 'Tab reaches the search box and every filter, each with a visible focus',
    async run(driver) {
      await openHome(driver, '/')
      const wanted: [string, Target][] = [
        ['search', searchBox],
        ...(Object.keys(SELECT_LABELS) as SelectName[]).map((name): [string, Target] => [name, select(name)]),
      ]
      // How each control looks without focus, to tell a focus ring from a shadow it always has.
      const unfocusedShadows = await driver.evaluate(
        (find, targets) => targets.map(([, target]) => getComputedStyle(find(target)[0] as Element).boxShadow),
        wanted,
      )
      const reached = new Set<string>()
      for (let press = 0; press < 40 && reached.size < wanted.length; press++) {
        await driver.press('Tab' satisfies Key)
        const focused = await driver.evaluate(
          (find, targets, shadows) => {
            const active = document.activeElement
            const index = targets.findIndex(([, target]) => find(target)[0] === active)
            if (index < 0 || !active) return null
            const style = getComputedStyle(active)
            const outline =
              style.outlineStyle !== 'none' &&
              Number.parseFloat(style.outlineWidth) > 0 &&
              !/^(transparent|rgba\(.*,\s*0\))$/.test(style.outlineColor)
            return {
              name: targets[index]?.[0] ?? '',
              focusVisible: active.matches(':focus-visible'),
              ring: outline || style.boxShadow !== shadows[index],
            }
          },
          wanted,
          unfocusedShadows,
        )
        if (focused === null) continue
        expect(focused, `${focused.name} shows where focus is`).toEqual({ ...focused, focusVisible: true, ring: true })
        reached.add(focused.name)
      }
      expect([...reached].sort()).toEqual(wanted.map(([name]) => name).sort())
    },
  },

  tooltip: {
    name: "a badge's tooltip opens above the badge at a click and closes at the next, inside the screen",
    async run(driver) {
      await openHome(driver, '/')
      const badge: Target = { css: '[data-testid="results-grid"] > :first-child li[data-suitability="family"] button' }
      const placement = () =>
        driver.evaluate((find, target) => {
          const button = find(target)[0]
          const tip = button?.querySelector('[role="tooltip"]')
          if (!button || !tip?.checkVisibility()) return null
          const badgeBox = button.getBoundingClientRect()
          const box = tip.getBoundingClientRect()
          return {
            text: tip.textContent,
            gapAbove: Math.round(badgeBox.top - box.bottom),
            inside: box.left >= 0 && box.right <= document.documentElement.clientWidth,
          }
        }, badge)
      const first = CATALOGUE.it.find(({ name }) => name === expected({})[0])
      if (!first) throw new Error('the first card is not in the catalogue')
      expect(await placement()).toBeNull()
      await driver.click(badge)
      await poll(placement).toEqual({
        text: first.familyFriendly ? it.familyTooltip : it.notFamilyTooltip,
        gapAbove: 8,
        inside: true,
      })
      await driver.click(badge)
      await poll(placement).toBeNull()
    },
  },

  forecast: {
    name: "a waterfall's page shows the fetched forecast: seven days, the weekend marked, the wet week read, the credit",
    async run(driver) {
      for (const locale of ['it', 'en'] as const) await expectForecast(driver, locale)
    },
  },

  offline: {
    name: 'after one visit, a waterfall not yet opened shows with the network off',
    run: (driver) => offlineAfterOneVisit(driver, false),
  },

  offlineFilteredList: {
    name: 'after one visit and a waterfall opened offline, a shared filtered list shows with the network off',
    run: (driver) => offlineAfterOneVisit(driver, true),
  },
} satisfies Record<string, Journey>

// Every journey of the list has its name in journey-lists.ts, where each engine's own list is kept.
JOURNEYS satisfies Record<JourneyName, Journey>

const WEATHER_TEXTS = { it: itWeather, en: enWeather }
/** The service's name on the credit's link: a name the licence asks to show, not a message. */
const FORECAST_SERVICE_NAME = 'Open-Meteo'

/** 0 for Sunday, 6 for Saturday, of a calendar date ('2026-11-28'). */
const dayOfWeek = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay()

/**
 * Opens a waterfall's page on the browser's own clock and reads its forecast, which the suite's fake
 * of the service answers with the wet week of the fixtures (support/forecast-proxy.ts), dated from
 * today at the waterfall: seven days from today, the coming weekend marked (only Sunday, on a
 * Sunday), the week gone read as wet, and the credit with its links.
 */
async function expectForecast(driver: EngineDriver, locale: Locale) {
  const messages = MESSAGES[locale]
  const texts = WEATHER_TEXTS[locale]
  await driver.goto(`${locale === 'it' ? '' : '/en'}/waterfall/1`)
  await waitForApp(driver)
  const [fetchedBefore = '', fetchedAfter = ''] = texts.fetchedAt('\u0000').split('\u0000')
  const panel = () =>
    driver.evaluate((_find, heading) => {
      const squash = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? ''
      const section = document.querySelector('#weather section[aria-labelledby]')
      const labelledBy = section?.getAttribute('aria-labelledby') ?? ''
      if (!section || squash(document.getElementById(labelledBy)) !== heading) return null
      const days = [...section.querySelectorAll('[data-testid="weather-days"] > li')]
      const credit = section.querySelector('[data-testid="weather-credit"]')
      return {
        status: squash(section.querySelector('[data-testid="weather-status"]')),
        days: days.map((day) => ({
          date: day.getAttribute('data-date') ?? '',
          first: squash(day.querySelector('span')),
          weekend: day.hasAttribute('data-weekend'),
          text: squash(day),
        })),
        past: squash(section.querySelector('[data-testid="weather-past"]')),
        reading: squash(section.querySelector('[data-testid="weather-reading"]')),
        credit: squash(credit),
        // A link's words as shown: its note for offline reading is hidden while online.
        links: [...(credit?.querySelectorAll<HTMLElement>('a[href]') ?? [])].map((link) => ({
          name: link.innerText.replace(/\s+/g, ' ').trim(),
          href: link.getAttribute('href'),
          newTab: link.getAttribute('target') === '_blank',
        })),
      }
    }, messages.weatherHeading)
  // The forecast is fetched once the app has the page: its line says when.
  await poll(async () => (await panel())?.status ?? '').toMatch(
    new RegExp(`^${escapeRegExp(fetchedBefore)}\\d{1,2}[:.]\\d{2}${escapeRegExp(fetchedAfter)}$`),
  )
  const seen = await panel()
  if (seen === null) throw new Error('the weather section went away')

  const today = placeToday(Date.now(), FORECAST_TIME_ZONE)
  const dates = Array.from({ length: 7 }, (_, index) => shiftDay(today, index))
  expect(seen.days.map(({ date, first }) => ({ date, first }))).toEqual(
    dates.map((date, index) => ({ date, first: index === 0 ? texts.today : texts.weekdayNames[dayOfWeek(date)] })),
  )
  const saturday = dates.find((date) => dayOfWeek(date) === 6) as string
  const weekend = dayOfWeek(today) === 0 ? [today] : [saturday, shiftDay(saturday, 1)]
  expect(seen.days.filter((day) => day.weekend).map((day) => day.date)).toEqual(weekend)
  for (const day of seen.days) {
    expect(day.text.includes(texts.weekend), `${day.date} says whether it is the weekend`).toBe(day.weekend)
  }

  // The week gone: the fixture's seven days before today, 63.1 mm, a wet week.
  const rain = forecastBody('wet', today).daily.precipitation_sum.slice(0, 7)
  const total = String(Math.round(rain.reduce((sum: number, mm) => sum + (mm ?? 0), 0) * 10) / 10)
  expect(seen.past).toContain(texts.pastTotal(locale === 'it' ? total.replace('.', ',') : total))
  expect(seen.reading).toContain(texts.readings.wet)

  expect(seen.credit).toContain(texts.creditBefore)
  expect(seen.credit).toContain(texts.modelNote)
  const [service, licence] = seen.links
  expect(service?.name.startsWith(FORECAST_SERVICE_NAME)).toBe(true)
  expect(service?.name).toContain(messages.externalLinkHint)
  expect(new URL(service?.href ?? '').hostname).toBe('open-meteo.com')
  expect(service?.newTab).toBe(true)
  expect(licence).toEqual({
    name: `${texts.licence} (${messages.externalLinkHint})`,
    href: 'https://creativecommons.org/licenses/by/4.0/',
    newTab: true,
  })
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Visits the guide once on an origin of its own (its own worker), waits for the worker to keep it,
 * takes the network away and opens a waterfall's page; with `thenFilteredList`, then a filtered list.
 */
async function offlineAfterOneVisit(driver: EngineDriver, thenFilteredList: boolean) {
  const server = await startProductionServer(OFFLINE_PORTS[driver.engine])
  let offline = false
  try {
    await driver.goto(`${server.url}/`)
    await waitForApp(driver)
    // The service worker has stored the guide once it is active, and takes the open page in
    // charge then. (WebKit leaves the state of the worker it hands the page at 'installing',
    // so its state is not what to wait for.)
    await poll(
      () =>
        driver.evaluate(async () => {
          await navigator.serviceWorker.ready
          return navigator.serviceWorker.controller !== null
        }),
      { timeout: 30_000 },
    ).toBe(true)
  } finally {
    // The network goes: the site's server is gone, and where the driver can, the tab is offline too.
    server.stop()
  }
  await poll(() =>
    fetch(server.url).then(
      () => 'answering',
      () => 'gone',
    ),
  ).toBe('gone')
  try {
    if (driver.canGoOffline) {
      await driver.setOffline(true)
      offline = true
    }
    const entry = CATALOGUE.en[2] as Entry & { id: string }
    await driver.goto(`${server.url}/en/waterfall/${entry.id}`)
    await poll(() => heading1(driver), { timeout: OFFLINE_TIMEOUT_MS }).toBe(entry.name)
    if (!thenFilteredList) return
    await driver.goto(`${server.url}/?difficulty=Difficile`)
    // The worker tries the network first and answers from its copy when the network fails or
    // takes over 3 s (the page, then the data).
    await waitForApp(driver, OFFLINE_TIMEOUT_MS)
    await expectList(driver, expected({ difficulty: 'Difficile' }), 'it', OFFLINE_TIMEOUT_MS)
  } finally {
    if (offline) await driver.setOffline(false)
  }
}
