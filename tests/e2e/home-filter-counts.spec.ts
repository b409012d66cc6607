import { expect, type Page, test } from '@playwright/test'
import { filterTexts } from '../../src/features/finder/filter-selects'
import { filterNamed } from '../../src/features/finder/filters'
import { MESSAGES } from '../../src/i18n/messages'
import type { Locale } from '../../src/vocabulary/values'
import { CATALOGUE, expectPath, FAST_POLL, filtersSummary, openHome } from './support/home'
import { DEFAULT_FILTERS, type Filters, optionCount, SELECT_VALUES, type SelectName } from './support/spec-oracle'

/**
 * Filters never surprise (docs/product-rules.md#filters): every option of every select says how many waterfalls it
 * would leave with the other choices, the search included, as they are, after every change; an
 * option that would leave none says so in words. The counts come from the spec oracle.
 */

const SELECTS = Object.keys(SELECT_VALUES) as SelectName[]

/**
 * The visitor's date: in May, the When select lists May first, then June to
 * April. The clock is fixed so the order cannot change under a test.
 */
const VISITOR_DATE = new Date('2026-05-15T10:00:00')
const VISITOR_MONTH = '5'
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(VISITOR_DATE)
})

/** A select's values in the order the visitor sees them: the When filter from the visitor's month on. */
function inVisitorOrder(select: SelectName): readonly string[] {
  const values = SELECT_VALUES[select]
  if (select !== 'month') return values
  const first = values.indexOf(VISITOR_MONTH)
  return [...values.slice(first), ...values.slice(0, first)]
}
const NONE: Record<Locale, string> = { it: 'nessuna', en: 'none' }
const WIDTHS = [375, 1280]
const pathOf = (locale: Locale, search = '') => `${locale === 'en' ? '/en' : '/'}${search}`

/** Each select's options as the page shows them: value and text. */
function shownOptions(page: Page) {
  return page.evaluate((names) => {
    const byName = (name: string) => document.querySelector<HTMLSelectElement>(`select[name="${name}"]`)
    return Object.fromEntries(
      names.map((name) => [name, [...(byName(name)?.options ?? [])].map((option) => [option.value, option.text])]),
    )
  }, SELECTS)
}

/** What every option must say for these choices: its label, then its count, or "none" in words. */
function expectedOptions(locale: Locale, filters: Filters) {
  const messages = MESSAGES[locale]
  return Object.fromEntries(
    SELECTS.map((select) => {
      const texts = filterTexts(filterNamed(select), messages)
      return [
        select,
        ['all', ...inVisitorOrder(select)].map((value) => {
          const count = optionCount(CATALOGUE[locale], filters, select, value)
          const label = value === 'all' ? texts.all : texts.option(value)
          return [value, `${label} (${count === 0 ? NONE[locale] : count})`]
        }),
      ]
    }),
  )
}

const expectOptionsFor = (page: Page, locale: Locale, filters: Partial<Filters>) =>
  expect.poll(() => shownOptions(page), FAST_POLL).toEqual(expectedOptions(locale, { ...DEFAULT_FILTERS, ...filters }))

for (const locale of ['it', 'en'] as const) {
  for (const width of WIDTHS) {
    test(`each option counts what it would leave, after every keystroke and pick (${locale}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const home = await openHome(page, pathOf(locale))
      if (width < 1024) await filtersSummary(page, locale).click()
      await expectOptionsFor(page, locale, {})

      // The search counts too, keystroke by keystroke.
      await home.searchBox.pressSequentially('la')
      await expectOptionsFor(page, locale, { q: 'la' })
      await home.searchBox.pressSequentially('go')
      await expectOptionsFor(page, locale, { q: 'lago' })
      await home.select('difficulty').selectOption('Medio')
      await expectOptionsFor(page, locale, { q: 'lago', difficulty: 'Medio' })
      await home.select('family').selectOption('true')
      await expectOptionsFor(page, locale, { q: 'lago', difficulty: 'Medio', family: 'true' })
      await home.searchBox.fill('')
      await expectOptionsFor(page, locale, { difficulty: 'Medio', family: 'true' })

      // An option that would leave none is named so, to a screen reader too (its accessible name).
      const filters = { ...DEFAULT_FILTERS, difficulty: 'Medio', family: 'true' }
      const empty = SELECTS.flatMap((select) =>
        SELECT_VALUES[select]
          .filter((value) => optionCount(CATALOGUE[locale], filters, select, value) === 0)
          .map((value) => ({ select, label: filterTexts(filterNamed(select), MESSAGES[locale]).option(value) })),
      )
      expect(empty.length).toBeGreaterThan(0)
      for (const { select, label } of empty) {
        await expect(
          home.select(select).getByRole('option', { name: `${label} (${NONE[locale]})`, exact: true }),
        ).toHaveCount(1)
      }
    })
  }

  test(`a link to a combination that leaves nothing opens the empty state, and the counts show the way out (${locale})`, async ({
    page,
  }) => {
    // The one difficult walk is not for families: together they leave nothing.
    const home = await openHome(page, pathOf(locale, '?difficulty=Difficile&family=true'))
    const filters = { difficulty: 'Difficile', family: 'true' }
    await expect(home.emptyHeading).toBeVisible()
    await expect(home.status).toHaveText(MESSAGES[locale].resultsCount(0))
    await expectOptionsFor(page, locale, filters)
    // The chosen option says it leaves none; "all" says how many it would bring back.
    const family = filterTexts(filterNamed('family'), MESSAGES[locale])
    expect(await home.select('family').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe(
      `${family.option('true')} (${NONE[locale]})`,
    )
    expect(optionCount(CATALOGUE[locale], { ...DEFAULT_FILTERS, ...filters }, 'family', 'all')).toBeGreaterThan(0)

    await home.emptyResetLink.click()
    await expectPath(page, pathOf(locale))
    await expectOptionsFor(page, locale, {})
  })
}
