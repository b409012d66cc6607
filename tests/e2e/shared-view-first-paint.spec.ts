import { expect, type Page, test } from '@playwright/test'
import { VIEW, VIEW_ATTRIBUTE } from '../../src/boot/boot-protocol'
import { MESSAGES } from '../../src/i18n/messages'
import type { Locale } from '../../src/vocabulary/values'
import { holdScripts } from './support/hold-scripts'
import { CATALOGUE, waitForApp } from './support/home'
import { DEFAULT_FILTERS, expectedNames, type Filters, optionCount } from './support/spec-oracle'

/**
 * A shared or bookmarked list address shows its own view from the first paint, without the app:
 * the cards the product's rules leave (the spec oracle's answer, not the app's), in the URL's order,
 * the count, each control's value and each option's count, the chips and the map's markers. When
 * the app's scripts never arrive, it stays so, and a choice still takes effect; when they do, the
 * app takes the same markup over without a change on screen, and what the visitor typed meanwhile
 * stays.
 */

/** Every script of the site held back: the page as a connection that dropped after the HTML leaves it. */
const EVERY_SCRIPT = '**/assets/*.js'

type Case = { locale: Locale; query: string; filters: Partial<Filters> }

const CASES: Case[] = [
  { locale: 'it', query: '?difficulty=Facile&stroller=true', filters: { difficulty: 'Facile', stroller: 'true' } },
  { locale: 'en', query: '?difficulty=Facile&stroller=true', filters: { difficulty: 'Facile', stroller: 'true' } },
  { locale: 'en', query: '?q=cascata+nardis', filters: { q: 'cascata nardis' } },
  { locale: 'it', query: '?province=bergamo&sort=name', filters: { province: 'Bergamo', sort: 'name' } },
  {
    locale: 'en',
    query: '?month=1&family=true&sort=duration',
    filters: { month: '1', family: 'true', sort: 'duration' },
  },
  { locale: 'it', query: '?q=zzzz&difficulty=Medio', filters: { q: 'zzzz', difficulty: 'Medio' } },
  // A part of a province's name, which the URL contract reads as the one province it names.
  { locale: 'it', query: '?province=berg', filters: { province: 'Bergamo' } },
  { locale: 'en', query: '?province=berg', filters: { province: 'Bergamo' } },
  // A search with the characters a replacement pattern reads, said back as typed.
  { locale: 'en', query: '?q=%24%26+%241', filters: { q: '$& $1' } },
]

const listPath = (locale: Locale) => (locale === 'en' ? '/en' : '/')
const cards = (page: Page) => page.locator('[data-testid="results-grid"] > li:not([hidden]) h3')

async function expectView(page: Page, { locale, filters: partial }: Case): Promise<void> {
  const messages = MESSAGES[locale]
  const filters = { ...DEFAULT_FILTERS, ...partial }
  const names = expectedNames(CATALOGUE[locale], filters, false)
  await expect(cards(page)).toHaveText(names)
  await expect(page.locator('[data-results] [role="status"]')).toHaveText(messages.resultsCount(names.length))
  await expect(page.getByRole('searchbox')).toHaveValue(filters.q)
  await expect(page.locator('select[name="sort"]')).toHaveValue(filters.sort)
  for (const name of ['difficulty', 'province', 'stroller', 'family', 'month'] as const) {
    const select = page.locator(`select[name="${name}"]`)
    await expect(select).toHaveValue(filters[name])
    const value = filters[name]
    if (value !== 'all') {
      const option = select.locator(`option[value="${value}"]`)
      await expect(option).toHaveText(
        new RegExp(`\\(${optionCount(CATALOGUE[locale], filters, name, value) || '\\D+'}\\)$`),
      )
    }
  }
  const on = (['difficulty', 'province', 'duration', 'stroller', 'family', 'month'] as const).filter(
    (name) => filters[name] !== 'all',
  )
  await expect(page.getByRole('list', { name: messages.activeFilters }).getByRole('link')).toHaveCount(on.length)
  await expect(page.locator('[data-map-markers] li:not([hidden])')).toHaveCount(names.length)
  if (names.length === 0) {
    await expect(page.getByRole('heading', { name: messages.noResultsTitle })).toBeVisible()
    const search = filters.q.trim()
    const filtersOn = on.length > 0
    await expect(page.locator('[data-empty] p')).toHaveText(
      search === ''
        ? messages.noResultsForFilters
        : filtersOn
          ? messages.noResultsForSearchAndFilters(search)
          : messages.noResultsForSearch(search),
    )
  }
}

for (const view of CASES) {
  test(`${listPath(view.locale)}${view.query} shows its own view without the app, and still after 30 s`, async ({
    page,
  }) => {
    await page.clock.install()
    const release = await holdScripts(page, EVERY_SCRIPT)
    // Held module scripts hold DOMContentLoaded back too: what counts is what the HTML painted.
    await page.goto(`${listPath(view.locale)}${view.query}`, { waitUntil: 'commit' })
    await expect(page.locator('html')).toHaveAttribute(VIEW_ATTRIBUTE, VIEW.prerenderedForThisUrl)
    await expectView(page, view)
    await page.clock.runFor(30_000)
    await expectView(page, view)
    release()
  })
}

test('without the app, a choice takes effect at once and the address says it', async ({ page }) => {
  await holdScripts(page, EVERY_SCRIPT)
  await page.goto('/en?difficulty=Facile', { waitUntil: 'commit' })
  await expect(page.locator('html')).toHaveAttribute(VIEW_ATTRIBUTE, VIEW.prerenderedForThisUrl)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.locator('select[name="family"]').selectOption('true')
  await expectView(page, { locale: 'en', query: '', filters: { difficulty: 'Facile', family: 'true' } })
  await expect(page).toHaveURL(/\/en\?difficulty=Facile&family=true$/)
  await page.getByRole('searchbox').fill('lago')
  await expectView(page, { locale: 'en', query: '', filters: { difficulty: 'Facile', family: 'true', q: 'lago' } })
  await expect(page).toHaveURL(/\/en\?q=lago&difficulty=Facile&family=true$/)
  // A chip is a link: without the app it opens the address without its filter.
  await page
    .getByRole('link', { name: MESSAGES.en.removeFilter(MESSAGES.en.difficultyLabel, MESSAGES.en.difficulties.Facile) })
    .click()
  await expect(page).toHaveURL(/\/en\?q=lago&family=true$/)
  await expectView(page, { locale: 'en', query: '', filters: { family: 'true', q: 'lago' } })
})

test('on a filtered address, the app takes the painted view over as it is, with what was typed', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const release = await holdScripts(page)
  await page.goto('/?difficulty=Facile&sort=name', { waitUntil: 'domcontentloaded' })
  const search = page.getByRole('searchbox')
  await search.fill('acqua')
  await expect(search).toBeFocused()
  release()
  await waitForApp(page)
  await expect(search).toBeFocused()
  await expect(search).toHaveValue('acqua')
  await expectView(page, { locale: 'it', query: '', filters: { difficulty: 'Facile', sort: 'name', q: 'acqua' } })
  await expect(page).toHaveURL(/\/\?q=acqua&difficulty=Facile&sort=name$/)
  expect(errors).toEqual([])
})
