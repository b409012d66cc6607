import { expect, test } from '@playwright/test'
import {
  collectPageErrors,
  eventClock,
  expectedWaterfalls,
  expectPath,
  expectResults,
  FAST_POLL,
  homePage,
  installEventClock,
  namesOf,
  openHome,
} from './support/home'
import { pausePageClock } from './support/page-clock'
import { installFakeGtag, trackedEvents } from './support/tracker'

/**
 * Where a test needs time to pass (the search report's delay), it installs the page's clock and
 * moves it on: the delay is then exact to the millisecond, and no test sits through it.
 */

test.describe('home page analytics', () => {
  test('nothing is reported on page load, even from a bookmarked URL', async ({ page }) => {
    await installFakeGtag(page)
    await page.clock.install()
    await openHome(page, '/?q=lago&difficulty=Medio&family=true')
    // Not even once the search delay has run out.
    await page.clock.runFor(2000)
    await expectResults(
      page,
      'it',
      namesOf(expectedWaterfalls('it', { q: 'lago', difficulty: 'Medio', family: 'true' })),
    )
    expect(await trackedEvents(page)).toEqual([])
  })

  test('filter_change for every select, plus family_filter with both current values for family/stroller', async ({
    page,
  }) => {
    await installFakeGtag(page)
    const home = await openHome(page, '/')
    const expected: unknown[] = []
    const expectEvents = () => expect.poll(() => trackedEvents(page), FAST_POLL).toEqual(expected)

    await home.select('difficulty').selectOption('Medio')
    expected.push({ name: 'filter_change', payload: { filter_type: 'difficulty', filter_value: 'Medio' } })
    await expectEvents()

    await home.select('province').selectOption('Brescia')
    expected.push({ name: 'filter_change', payload: { filter_type: 'province', filter_value: 'Brescia' } })
    await expectEvents()

    await home.select('duration').selectOption('60-120')
    expected.push({ name: 'filter_change', payload: { filter_type: 'duration', filter_value: '60-120' } })
    await expectEvents()

    await home.select('stroller').selectOption('false')
    expected.push(
      { name: 'filter_change', payload: { filter_type: 'stroller', filter_value: 'false' } },
      { name: 'family_filter', payload: { family_friendly: 'all', stroller_friendly: 'false' } },
    )
    await expectEvents()

    await home.select('family').selectOption('true')
    expected.push(
      { name: 'filter_change', payload: { filter_type: 'family', filter_value: 'true' } },
      { name: 'family_filter', payload: { family_friendly: 'true', stroller_friendly: 'false' } },
    )
    await expectEvents()

    // Back to 'all': a filter change, but no family_filter.
    await home.select('family').selectOption('all')
    expected.push({ name: 'filter_change', payload: { filter_type: 'family', filter_value: 'all' } })
    await expectEvents()

    await home.select('stroller').selectOption('true')
    expected.push(
      { name: 'filter_change', payload: { filter_type: 'stroller', filter_value: 'true' } },
      { name: 'family_filter', payload: { family_friendly: 'all', stroller_friendly: 'true' } },
    )
    await expectEvents()

    await home.select('difficulty').selectOption('all')
    expected.push({ name: 'filter_change', payload: { filter_type: 'difficulty', filter_value: 'all' } })
    await expectEvents()
    await expectPath(page, '/?province=Brescia&duration=60-120&stroller=true')
  })

  test('filters_reset {} from the reset button and from the empty-state link', async ({ page }) => {
    await installFakeGtag(page)
    const home = await openHome(page, '/en')
    await home.select('difficulty').selectOption('Facile')
    await home.resetButton.click()
    await expect
      .poll(() => trackedEvents(page), FAST_POLL)
      .toEqual([
        { name: 'filter_change', payload: { filter_type: 'difficulty', filter_value: 'Facile' } },
        { name: 'filters_reset', payload: {} },
      ])

    await home.select('difficulty').selectOption('Difficile')
    await home.select('stroller').selectOption('true')
    await expectResults(page, 'en', [])
    await home.emptyResetLink.click()
    await expectPath(page, '/en')
    await expect
      .poll(() => trackedEvents(page), FAST_POLL)
      .toEqual([
        { name: 'filter_change', payload: { filter_type: 'difficulty', filter_value: 'Facile' } },
        { name: 'filters_reset', payload: {} },
        { name: 'filter_change', payload: { filter_type: 'difficulty', filter_value: 'Difficile' } },
        { name: 'filter_change', payload: { filter_type: 'stroller', filter_value: 'true' } },
        { name: 'family_filter', payload: { family_friendly: 'all', stroller_friendly: 'true' } },
        { name: 'filters_reset', payload: {} },
      ])
  })

  test('search is reported once, 1000 ms after the last keystroke, with the trimmed term and the count', async ({
    page,
  }) => {
    await installFakeGtag(page)
    await installEventClock(page)
    // The page's clock stands still while the visitor types: every keystroke lands at the same
    // moment, and the report is due exactly 1000 ms after it.
    await page.clock.install()
    const home = await openHome(page, '/')
    await pausePageClock(page)
    await home.select('difficulty').selectOption('Facile')
    await expect.poll(async () => (await trackedEvents(page)).length, FAST_POLL).toBe(1)

    await home.searchBox.pressSequentially('  Lago ')
    // The URL carries the text as typed once the app has taken the last keystroke.
    await expectPath(page, `/?${new URLSearchParams({ q: '  Lago ', difficulty: 'Facile' })}`)
    await page.clock.runFor(999)
    expect(await trackedEvents(page)).toHaveLength(1)
    await page.clock.runFor(1)

    const search = {
      name: 'search',
      payload: {
        search_term: 'Lago',
        results_count: expectedWaterfalls('it', { q: 'Lago', difficulty: 'Facile' }).length,
      },
    }
    expect(search.payload.results_count).toBe(2)
    await expect
      .poll(() => trackedEvents(page), FAST_POLL)
      .toEqual([{ name: 'filter_change', payload: { filter_type: 'difficulty', filter_value: 'Facile' } }, search])
    const clock = await eventClock(page)
    const lastInput = Math.max(...clock.inputs)
    const reportedAt = clock.events[1] ?? Number.NaN
    expect(clock.inputs).toHaveLength(7)
    expect(reportedAt - lastInput).toBe(1000)

    // And never again for the same burst.
    await page.clock.runFor(5000)
    expect(await trackedEvents(page)).toHaveLength(2)
  })

  test('keystrokes less than 1 s apart restart the wait: one report for the whole burst', async ({ page }) => {
    await installFakeGtag(page)
    await installEventClock(page)
    // The page's clock, moved by the test: a busy machine cannot stretch a pause past the delay.
    await page.clock.install()
    const home = await openHome(page, '/en')
    await pausePageClock(page)
    for (const key of 'gorge') {
      await home.searchBox.press(key)
      await page.clock.runFor(300)
    }
    expect(await trackedEvents(page)).toEqual([])
    await page.clock.runFor(1000)
    await expect
      .poll(() => trackedEvents(page), FAST_POLL)
      .toEqual([{ name: 'search', payload: { search_term: 'gorge', results_count: 5 } }])
    expect(expectedWaterfalls('en', { q: 'gorge' })).toHaveLength(5)
    const clock = await eventClock(page)
    const [firstInput = Number.NaN] = clock.inputs
    const lastInput = Math.max(...clock.inputs)
    const [reportedAt = Number.NaN] = clock.events
    // The typing itself took longer than the delay, so only a restarted wait explains one late report.
    expect(lastInput - firstInput).toBeGreaterThan(1000)
    expect(reportedAt - lastInput).toBeGreaterThanOrEqual(995)
    await page.clock.runFor(2000)
    expect(await trackedEvents(page)).toHaveLength(1)
  })

  test('clearing the box (or typing only spaces) within 1 s reports nothing', async ({ page }) => {
    await installFakeGtag(page)
    // The page's clock, moved by the test: however slow the machine types, no second passes
    // unless the test lets it.
    await page.clock.install()
    const home = await openHome(page, '/')
    await pausePageClock(page)
    await home.searchBox.pressSequentially('lago')
    await page.clock.runFor(900)
    await home.searchBox.clear()
    await expectPath(page, '/')
    await home.searchBox.pressSequentially('   ')
    // Well past 1 s after the last letter and after the spaces: a report would have come by now.
    await page.clock.runFor(2000)
    expect(await trackedEvents(page)).toEqual([])
    await expectResults(page, 'it', namesOf(expectedWaterfalls('it')))
  })

  test('language_change {language} on each click of the switch, and nothing else', async ({ page }) => {
    await installFakeGtag(page)
    const home = await openHome(page, '/?difficulty=Facile')
    await home.languageNav.getByRole('link', { name: 'English' }).click()
    await expectPath(page, '/en?difficulty=Facile')
    await expectResults(page, 'en', namesOf(expectedWaterfalls('en', { difficulty: 'Facile' })))
    expect(await trackedEvents(page)).toEqual([{ name: 'language_change', payload: { language: 'en' } }])

    await homePage(page, 'en').languageNav.getByRole('link', { name: 'Italiano' }).click()
    await expectPath(page, '/?difficulty=Facile')
    await expectResults(page, 'it', namesOf(expectedWaterfalls('it', { difficulty: 'Facile' })))
    expect(await trackedEvents(page)).toEqual([
      { name: 'language_change', payload: { language: 'en' } },
      { name: 'language_change', payload: { language: 'it' } },
    ])
  })

  test('Back and Forward report nothing, not even a search restored from the URL', async ({ page }) => {
    await installFakeGtag(page)
    await page.clock.install()
    const home = await openHome(page, '/')
    await home.select('stroller').selectOption('true')
    await home.searchBox.fill('asso')
    await expectPath(page, '/?q=asso&stroller=true')
    await page.clock.runFor(1000)
    await expect
      .poll(() => trackedEvents(page), FAST_POLL)
      .toEqual([
        { name: 'filter_change', payload: { filter_type: 'stroller', filter_value: 'true' } },
        { name: 'family_filter', payload: { family_friendly: 'all', stroller_friendly: 'true' } },
        { name: 'search', payload: { search_term: 'asso', results_count: 1 } },
      ])
    await home.select('province').selectOption('Como')
    await expectPath(page, '/?q=asso&province=Como&stroller=true')
    const reported = await trackedEvents(page)
    expect(reported).toHaveLength(4)

    await page.goBack()
    await expectPath(page, '/?q=asso&stroller=true')
    await page.goBack()
    await expectPath(page, '/?stroller=true')
    await expectResults(page, 'it', namesOf(expectedWaterfalls('it', { stroller: 'true' })))
    await page.goBack()
    await expectPath(page, '/')
    await expectResults(page, 'it', namesOf(expectedWaterfalls('it')))
    await page.goForward()
    await page.goForward()
    await expectPath(page, '/?q=asso&stroller=true')
    await expect(home.searchBox).toHaveValue('asso')
    await page.goForward()
    await expectPath(page, '/?q=asso&province=Como&stroller=true')
    await expect(home.cardNames).toHaveText(['Cascata della Vallategna'])
    // A search brought back by the URL must not be reported when its delay runs out either.
    await page.clock.runFor(2000)
    expect(await trackedEvents(page)).toEqual(reported)
  })

  test('without any gtag the page works and raises no error', async ({ page }) => {
    const errors = collectPageErrors(page)
    await page.clock.install()
    const home = await openHome(page, '/')
    expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe('undefined')
    await home.select('family').selectOption('false')
    await expect(home.cardNames).toHaveText(['Cascate gemelle della Val Codera'])
    await home.searchBox.fill('codera')
    await expect(home.cardNames).toHaveText(['Cascate gemelle della Val Codera'])
    // Let the search report fall due (the 1 s delay), with nobody to receive it.
    await page.clock.runFor(2000)
    await home.resetButton.click()
    await expectResults(page, 'it', namesOf(expectedWaterfalls('it')))
    await home.languageNav.getByRole('link', { name: 'English' }).click()
    await expectPath(page, '/en')
    await expectResults(page, 'en', namesOf(expectedWaterfalls('en')))
    expect(errors).toEqual([])
  })

  test('a gtag that throws costs the page nothing', async ({ page }) => {
    const errors = collectPageErrors(page)
    await page.addInitScript(() => {
      const target = window as unknown as { __gtagCalls: number; gtag: () => void }
      target.__gtagCalls = 0
      target.gtag = () => {
        target.__gtagCalls++
        throw new Error('tracker blocked')
      }
    })
    const gtagCalls = () => page.evaluate(() => (window as unknown as { __gtagCalls: number }).__gtagCalls)
    const home = await openHome(page, '/')
    await home.select('stroller').selectOption('true')
    await expect(home.cardNames).toHaveText([
      "Cascate dell'Acquafraggia",
      'Cascata della Vallategna',
      'Cascata di Nardis',
    ])
    await expectPath(page, '/?stroller=true')
    await home.select('difficulty').selectOption('Facile')
    await expectPath(page, '/?difficulty=Facile&stroller=true')
    await home.searchBox.fill('asso')
    await expect(home.cardNames).toHaveText(['Cascata della Vallategna'])
    // The tracker really was called, and threw, for each change and then for the search report.
    await expect.poll(gtagCalls, FAST_POLL).toBe(4)
    await home.resetButton.click()
    await expectResults(page, 'it', namesOf(expectedWaterfalls('it')))
    await home.languageNav.getByRole('link', { name: 'English' }).click()
    await expectPath(page, '/en')
    await expectResults(page, 'en', namesOf(expectedWaterfalls('en')))
    expect(await gtagCalls()).toBe(6)
    expect(errors).toEqual([])
  })
})
