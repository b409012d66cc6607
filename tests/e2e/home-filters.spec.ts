import { expect, type Page, test } from '@playwright/test'
import type { FilterName } from '../../src/features/finder/filters'
import { MESSAGES } from '../../src/i18n/messages'
import type { Locale } from '../../src/vocabulary/values'
import { holdScripts } from './support/hold-scripts'
import {
  CATALOGUE,
  expectControls,
  expectedWaterfalls,
  expectPath,
  expectResults,
  homePage,
  nameOf,
  namesOf,
  openHome,
  waitForApp,
} from './support/home'
import type { Filters } from './support/spec-oracle'

/** The ids of the cards on screen, read from each card's link to its page. */
function cardIds(page: Page): Promise<string[]> {
  return page
    .getByTestId('results-grid')
    .locator('li:not([hidden]) article a[href*="/waterfall/"]')
    .evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').split('/').pop() ?? ''))
}

async function expectCards(page: Page, locale: Locale, filters: Partial<Filters>, ids: string[]) {
  // The catalogue-derived expectation and the hand-written fact must agree, and the page must show both.
  expect(expectedWaterfalls(locale, filters).map((waterfall) => waterfall.id)).toEqual(ids)
  await expectResults(page, locale, namesOf(expectedWaterfalls(locale, filters)))
  expect(await cardIds(page)).toEqual(ids)
}

const ALL_IDS = CATALOGUE.it.map((waterfall) => waterfall.id)

/** Hand-checked facts of the catalogue: which cards each filter value leaves. */
const FILTER_FACTS: { [K in FilterName]: [Filters[K], string[]][] } = {
  difficulty: [
    ['Facile', ['1', '4', '5', '6', '9', '12', '14']],
    ['Medio', ['2', '3', '7', '8', '10', '13']],
    ['Difficile', ['11']],
  ],
  province: [
    ['Bergamo', ['2', '6']],
    ['Brescia', ['10', '13']],
    ['Como', ['8', '9']],
    ['Lecco', ['3', '4', '5']],
    ['Sondrio', ['1', '11']],
    ['Trento', ['12']],
    ['Varese', ['7', '14']],
  ],
  duration: [
    ['up-to-30', ['1', '4', '5', '7', '8', '9', '12', '14']],
    ['30-60', ['2', '6']],
    ['60-120', ['3', '10', '13']],
    ['120-240', []],
    ['over-240', ['11']],
  ],
  stroller: [
    ['true', ['1', '9', '12']],
    ['false', ['2', '3', '4', '5', '6', '7', '8', '10', '11', '13', '14']],
  ],
  family: [
    ['true', ALL_IDS.filter((id) => id !== '11')],
    ['false', ['11']],
  ],
  // The months each waterfall's grid gives as at its best or worth it; Cittiglio, closed, in none.
  month: [
    ['1', ['1', '3', '4', '5', '6', '7', '8', '9', '13']],
    ['2', ['1', '3', '4', '5', '6', '7', '8', '9', '13']],
    ['3', ['1', '3', '4', '5', '6', '7', '8', '9', '13']],
    ['4', ['1', '3', '4', '5', '6', '7', '8', '9', '11', '12', '13']],
    ['5', ['1', '3', '4', '5', '6', '7', '8', '9', '11', '12', '13']],
    ['6', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13']],
    ['7', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13']],
    ['8', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13']],
    ['9', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13']],
    ['10', ['1', '2', '3', '4', '5', '6', '7', '8', '9', '11', '12', '13']],
    ['11', ['1', '3', '4', '5', '6', '7', '8', '9', '12', '13']],
    ['12', ['1', '3', '4', '5', '6', '7', '8', '9', '13']],
  ],
  // The entries whose sources name a train or a bus (fourth fact sheet): not Fermona, whose
  // nearest bus stop no source measures the walk from, nor Gaina, for which no source names any.
  carfree: [['true', ['1', '2', '3', '4', '5', '6', '8', '9', '10', '11', '12', '14']]],
}

test.describe('home page filters', () => {
  test('shows the whole catalogue of 14 waterfalls by default, in catalogue order', async ({ page }) => {
    const home = await openHome(page, '/')
    expect(ALL_IDS).toHaveLength(14)
    await expectCards(page, 'it', {}, ALL_IDS)
    await expect(home.status).toHaveText('14 cascate trovate')
    await expectControls(page, 'it', {})
  })

  test('the selects offer the options of the product rules, with "all" as each default, each with how many it would leave', async ({
    page,
  }) => {
    const home = await openHome(page, '/')
    const messages = MESSAGES.it
    const options = (name: FilterName) => home.select(name).locator('option')
    const values = (name: FilterName) =>
      options(name).evaluateAll((elements) => elements.map((option) => (option as HTMLOptionElement).value))
    // With nothing chosen, an option leaves what FILTER_FACTS lists for it, and "all" every card.
    const counted = (name: FilterName, labels: string[]) => {
      const counts = [ALL_IDS.length, ...FILTER_FACTS[name].map(([, ids]) => ids.length)]
      return labels.map((label, index) => `${label} (${counts[index] === 0 ? 'nessuna' : counts[index]})`)
    }

    await expect(options('difficulty')).toHaveText(
      counted('difficulty', [messages.allDifficulties, 'Facile', 'Media', 'Difficile']),
    )
    expect(await values('difficulty')).toEqual(['all', 'Facile', 'Medio', 'Difficile'])

    // The catalogue's distinct provinces, sorted: both the labels and the values.
    const provinces = ['Bergamo', 'Brescia', 'Como', 'Lecco', 'Sondrio', 'Trento', 'Varese']
    await expect(options('province')).toHaveText(counted('province', [messages.allProvinces, ...provinces]))
    expect(await values('province')).toEqual(['all', ...provinces])

    await expect(options('duration')).toHaveText(
      counted('duration', [
        messages.allDurations,
        'Fino a 30 minuti',
        '30-60 minuti',
        '1-2 ore',
        '2-4 ore',
        'Oltre 4 ore',
      ]),
    )
    expect(await values('duration')).toEqual(['all', 'up-to-30', '30-60', '60-120', '120-240', 'over-240'])

    await expect(options('family')).toHaveText(
      counted('family', ['Tutti i percorsi', 'Solo adatti alle famiglie', 'Non adatti alle famiglie']),
    )
    expect(await values('family')).toEqual(['all', 'true', 'false'])

    await expect(options('stroller')).toHaveText(
      counted('stroller', ['Tutti i percorsi', 'Solo adatti ai passeggini', 'Non adatti ai passeggini']),
    )
    expect(await values('stroller')).toEqual(['all', 'true', 'false'])
  })

  test('each filter alone keeps exactly the matching waterfalls', async ({ page }) => {
    const home = await openHome(page, '/')
    for (const [filter, facts] of Object.entries(FILTER_FACTS) as [FilterName, [string, string[]][]][]) {
      await test.step(filter, async () => {
        for (const [value, ids] of facts) {
          await home.select(filter).selectOption(value)
          await expectPath(page, `/?${new URLSearchParams({ [filter]: value })}`)
          await expectCards(page, 'it', { [filter]: value }, ids)
        }
        await home.select(filter).selectOption('all')
        await expectPath(page, '/')
        await expectCards(page, 'it', {}, ALL_IDS)
      })
    }
  })

  test('hard facts: Difficile, stroller-friendly and not family-friendly', async ({ page }) => {
    const home = await openHome(page, '/')
    await home.select('difficulty').selectOption('Difficile')
    await expect(home.cardNames).toHaveText(['Cascate gemelle della Val Codera'])
    await expect(home.status).toHaveText('1 cascata trovata')

    await home.select('difficulty').selectOption('all')
    await home.select('stroller').selectOption('true')
    await expect(home.cardNames).toHaveText([
      "Cascate dell'Acquafraggia",
      'Cascata della Vallategna',
      'Cascata di Nardis',
    ])
    await expect(home.status).toHaveText('3 cascate trovate')

    await home.select('stroller').selectOption('all')
    await home.select('family').selectOption('false')
    await expect(home.cardNames).toHaveText(['Cascate gemelle della Val Codera'])
  })

  test('filters combine: every one of them must match', async ({ page }) => {
    const home = await openHome(page, '/')
    await home.select('difficulty').selectOption('Facile')
    await home.select('province').selectOption('Lecco')
    await home.select('duration').selectOption('up-to-30')
    await home.select('stroller').selectOption('false')
    await home.select('family').selectOption('true')
    const combined = {
      difficulty: 'Facile',
      province: 'Lecco',
      duration: 'up-to-30',
      stroller: 'false',
      family: 'true',
    } as const
    await expectPath(page, '/?difficulty=Facile&province=Lecco&duration=up-to-30&stroller=false&family=true')
    await expectCards(page, 'it', combined, ['4', '5'])
    await expect(home.cardNames).toHaveText(['Orrido di Bellano', 'Cascata della Troggia'])

    await home.searchBox.fill('troggia')
    await expectPath(page, '/?q=troggia&difficulty=Facile&province=Lecco&duration=up-to-30&stroller=false&family=true')
    await expectCards(page, 'it', { ...combined, q: 'troggia' }, ['5'])

    // One more condition no Lecco waterfall meets: nothing is left.
    await home.select('stroller').selectOption('true')
    await expectResults(page, 'it', [])
    expect(expectedWaterfalls('it', { ...combined, q: 'troggia', stroller: 'true' })).toEqual([])
  })

  test('the search matches name, location, province and description, ignoring case and outer spaces', async ({
    page,
  }) => {
    const home = await openHome(page, '/')
    const cases: [q: string, ids: string[], field: 'name' | 'location' | 'province' | 'description'][] = [
      ['fermona', ['7'], 'name'],
      ['VALCHIAVENNA', ['1'], 'location'],
      ['bergamo', ['2', '6'], 'province'],
      ['BarBellino', ['2'], 'description'],
      ['  nardis  ', ['12'], 'name'],
    ]
    for (const [q, ids, field] of cases) {
      await home.searchBox.fill(q)
      await expectCards(page, 'it', { q }, ids)
      // Only the named field matches, so the match really came from it.
      for (const id of ids) {
        const waterfall = CATALOGUE.it.find((candidate) => candidate.id === id)
        expect(waterfall?.[field].toLowerCase()).toContain(q.trim().toLowerCase())
      }
    }
    await expect(home.cardNames).toHaveText([nameOf('it', '12')])

    await home.searchBox.fill('')
    await expectCards(page, 'it', {}, ALL_IDS)
  })

  test('the English page searches the English texts', async ({ page }) => {
    const home = await openHome(page, '/en')
    await home.searchBox.fill('lake como')
    await expectCards(page, 'en', { q: 'lake como' }, ['3', '4', '8'])
    await expect(home.cardNames).toHaveText(['Cenghen Waterfall', 'Bellano Gorge', 'Nesso Gorge and Falls'])
    await expect(home.status).toHaveText('3 waterfalls found')
  })

  test('empty state (Italian): its link resets every filter and the search', async ({ page }) => {
    const home = await openHome(page, '/')
    await home.searchBox.fill('cascata')
    await home.select('difficulty').selectOption('Difficile')
    await expectResults(page, 'it', [])
    await expect(home.emptyHeading).toHaveText(MESSAGES.it.noResultsTitle)
    await expect(page.getByText(MESSAGES.it.noResultsForSearchAndFilters('cascata'), { exact: true })).toBeVisible()
    await expect(home.status).toHaveText('Nessuna cascata trovata')
    await expect(home.emptyResetLink).toHaveAttribute('href', '/')

    await home.emptyResetLink.click()
    await expectPath(page, '/')
    await expectCards(page, 'it', {}, ALL_IDS)
    await expectControls(page, 'it', {})
  })

  test('empty state (English): exact texts, and the link resets to /en', async ({ page }) => {
    const home = await openHome(page, '/en?difficulty=Difficile&stroller=true')
    await expectResults(page, 'en', [])
    await expect(home.emptyHeading).toHaveText('No waterfalls found for the selected criteria')
    await expect(page.getByText(MESSAGES.en.noResultsForFilters, { exact: true })).toBeVisible()
    await expect(home.emptyResetLink).toHaveText(MESSAGES.en.resetAllFilters)
    await expect(home.emptyResetLink).toHaveAttribute('href', '/en')

    await home.emptyResetLink.click()
    await expectPath(page, '/en')
    await expectResults(page, 'en', namesOf(CATALOGUE.en))
    await expectControls(page, 'en', {})
  })

  test('empty state in an order: its link keeps the order, as Reset does, with the app and before it', async ({
    page,
  }) => {
    const view = '/en?difficulty=Difficile&stroller=true&sort=name'
    const inOrder = namesOf(expectedWaterfalls('en', { sort: 'name' }))
    // Before the app: the list's own script shows the empty state and answers its link.
    const releaseApp = await holdScripts(page)
    await page.goto(view, { waitUntil: 'domcontentloaded' })
    const home = homePage(page, 'en')
    await expect(home.emptyResetLink).toBeVisible()
    await expect(home.emptyResetLink).toHaveAttribute('href', '/en?sort=name')
    await home.emptyResetLink.click()
    await expectPath(page, '/en?sort=name')
    await expect(home.cardNames).toHaveText(inOrder)
    releaseApp()
    await waitForApp(page)

    // With the app.
    await openHome(page, view)
    await expect(home.emptyResetLink).toHaveAttribute('href', '/en?sort=name')
    await home.emptyResetLink.click()
    await expectPath(page, '/en?sort=name')
    await expectResults(page, 'en', inOrder)
    await expectControls(page, 'en', { sort: 'name' })
  })

  test('the reset button clears every filter and the search', async ({ page }) => {
    const home = await openHome(
      page,
      '/?q=cascata&difficulty=Facile&province=Como&duration=up-to-30&stroller=true&family=true',
    )
    await expectControls(page, 'it', {
      q: 'cascata',
      difficulty: 'Facile',
      province: 'Como',
      duration: 'up-to-30',
      stroller: 'true',
      family: 'true',
    })
    await expect(home.cardNames).toHaveText(['Cascata della Vallategna'])

    await home.resetButton.click()
    await expectPath(page, '/')
    await expectControls(page, 'it', {})
    await expectCards(page, 'it', {}, ALL_IDS)
  })
})
