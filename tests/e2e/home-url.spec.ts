import { expect, type Locator, type Page, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import type { Locale } from '../../src/vocabulary/values'
import {
  CATALOGUE,
  collectPageErrors,
  currentPath,
  expectControls,
  expectedWaterfalls,
  expectPath,
  expectResults,
  FAST_POLL,
  homePage,
  namesOf,
  openHome,
} from './support/home'
import { pausePageClock } from './support/page-clock'
import type { Filters } from './support/spec-oracle'
import { installFakeGtag, trackedEvents } from './support/tracker'

/** The page shows exactly this filter set: URL, controls and results. */
async function expectView(page: Page, locale: Locale, path: string, filters: Partial<Filters>) {
  await expectPath(page, path)
  await expectControls(page, locale, filters)
  await expectResults(page, locale, namesOf(expectedWaterfalls(locale, filters)))
}

const ctaHrefs = (page: Page) =>
  page
    .getByTestId('results-grid')
    .locator('article a[href*="/waterfall/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))

/** The text a sighted visitor reads on a link (its own text, not screen-reader-only additions). */
const visibleLabel = (link: Locator) =>
  link.evaluate((element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('')
      .trim(),
  )

test.describe('home page URL contract', () => {
  test('each change writes the exact URL, params always in the order q, difficulty, province, duration, stroller, family', async ({
    page,
  }) => {
    const home = await openHome(page, '/')
    await home.select('family').selectOption('true')
    await expectPath(page, '/?family=true')
    await home.select('duration').selectOption('30-60')
    await expectPath(page, '/?duration=30-60&family=true')
    await home.select('stroller').selectOption('false')
    await expectPath(page, '/?duration=30-60&stroller=false&family=true')
    await home.select('province').selectOption('Bergamo')
    await expectPath(page, '/?province=Bergamo&duration=30-60&stroller=false&family=true')
    await home.select('difficulty').selectOption('Medio')
    await expectPath(page, '/?difficulty=Medio&province=Bergamo&duration=30-60&stroller=false&family=true')
    await home.searchBox.fill('serio')
    await expectView(
      page,
      'it',
      '/?q=serio&difficulty=Medio&province=Bergamo&duration=30-60&stroller=false&family=true',
      {
        q: 'serio',
        difficulty: 'Medio',
        province: 'Bergamo',
        duration: '30-60',
        stroller: 'false',
        family: 'true',
      },
    )
    await expect(home.cardNames).toHaveText(['Cascate del Serio'])

    // Back to a default value: the param leaves the URL, the others keep their places.
    await home.select('province').selectOption('all')
    await expectPath(page, '/?q=serio&difficulty=Medio&duration=30-60&stroller=false&family=true')
    await home.searchBox.fill('')
    await expectPath(page, '/?difficulty=Medio&duration=30-60&stroller=false&family=true')
    await home.select('duration').selectOption('all')
    await home.select('stroller').selectOption('all')
    await expectPath(page, '/?difficulty=Medio&family=true')
  })

  test('the English page writes the same params under /en', async ({ page }) => {
    const home = await openHome(page, '/en')
    await home.select('family').selectOption('true')
    await home.select('duration').selectOption('up-to-30')
    await home.select('difficulty').selectOption('Facile')
    await expectPath(page, '/en?difficulty=Facile&duration=up-to-30&family=true')
    await home.searchBox.fill('lake como')
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), FAST_POLL).toBe('lake como')
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['q', 'difficulty', 'duration', 'family'])
  })

  test('bookmarked URLs (English, and Italian with a search) reopen exactly that view', async ({ page }) => {
    const home = await openHome(page, '/en?difficulty=Facile&duration=up-to-30&family=true')
    const filters = { difficulty: 'Facile', duration: 'up-to-30', family: 'true' } as const
    await expectView(page, 'en', '/en?difficulty=Facile&duration=up-to-30&family=true', filters)
    // Each chosen option reads its label, then how many waterfalls it leaves.
    await expect(home.select('difficulty').locator('option:checked')).toHaveText(/^Easy \(\d+\)$/)
    await expect(home.select('duration').locator('option:checked')).toHaveText(/^Up to 30 minutes \(\d+\)$/)
    await expect(home.select('family').locator('option:checked')).toHaveText(/^Family-friendly only \(\d+\)$/)
    await expect(home.cardNames).toHaveText([
      'Acquafraggia Falls',
      'Bellano Gorge',
      'Troggia Waterfall',
      'Vallategna Waterfall',
      'Nardis Falls',
      'Cittiglio Falls',
    ])

    await openHome(page, '/?q=lago&province=Lecco&stroller=false')
    await expectView(page, 'it', '/?q=lago&province=Lecco&stroller=false', {
      q: 'lago',
      province: 'Lecco',
      stroller: 'false',
    })
    expect(namesOf(expectedWaterfalls('it', { q: 'lago', province: 'Lecco', stroller: 'false' }))).toEqual([
      'Cascata del Cenghen',
      'Orrido di Bellano',
      'Cascata della Troggia',
    ])
  })

  test('a province in the wrong case is rewritten canonical; a partly bad URL keeps its good params', async ({
    page,
  }) => {
    const errors = collectPageErrors(page)
    const home = await openHome(page, '/?province=como')
    await expectView(page, 'it', '/?province=Como', { province: 'Como' })
    await expect(home.cardNames).toHaveText(['Orrido e cascata di Nesso', 'Cascata della Vallategna'])

    await openHome(page, '/en?difficulty=Medio&family=banana')
    await expectView(page, 'en', '/en?difficulty=Medio', { difficulty: 'Medio' })
    expect(errors).toEqual([])
  })

  test('bad URLs show the default list of 14, raise no error and are rewritten to /', async ({ page }) => {
    const errors = collectPageErrors(page)
    const BAD_URLS = [
      '/?difficulty=Estremo',
      '/?difficulty=Facile&difficulty=Medio',
      '/?__proto__[x]=1&constructor=1',
      `/?q=${'%09'.repeat(5000)}`,
      '/?stroller=yes&family=maybe&duration=99',
    ]
    // (A long search or a broken escape in it is search text, cut and normalised: see home-real-conditions.)
    // Soft checks: every bad URL is tried and each failure names its URL.
    for (const url of BAD_URLS) {
      const label = url.length > 60 ? `${url.slice(0, 40)}… (${url.length} characters)` : url
      await test.step(label, async () => {
        const home = await openHome(page, url)
        // Rewritten before the page first renders: no waiting for it.
        expect.soft(currentPath(page), `${label}: the URL`).toBe('/')
        await expect.soft(home.status, `${label}: the count`).toHaveText('14 cascate trovate', { timeout: 1000 })
        await expect.soft(home.cards, `${label}: the cards`).toHaveCount(14, { timeout: 1000 })
        await expect.soft(home.searchBox, `${label}: the search box`).toHaveValue('', { timeout: 1000 })
        for (const name of ['difficulty', 'province', 'duration', 'stroller', 'family'] as const) {
          await expect.soft(home.select(name), `${label}: ${name}`).toHaveValue('all', { timeout: 1000 })
        }
        // The prototype of plain objects is untouched by the forged params.
        expect.soft(await page.evaluate(() => Object.keys(Object.prototype)), `${label}: Object.prototype`).toEqual([])
        expect.soft(errors, `${label}: page errors`).toEqual([])
      })
    }
  })

  test('a script in q is plain search text: shown in the box, never run, matching nothing', async ({ page }) => {
    const errors = collectPageErrors(page)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const home = await openHome(page, '/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    await expect(home.searchBox).toHaveValue('<script>alert(1)</script>')
    await expectResults(page, 'it', [])
    const url = new URL(page.url())
    expect(url.pathname).toBe('/')
    expect([...url.searchParams.entries()]).toEqual([['q', '<script>alert(1)</script>']])
    expect(await page.locator('script', { hasText: 'alert(1)' }).count()).toBe(0)
    expect(dialogs).toEqual([])
    expect(errors).toEqual([])
  })

  test('Back and Forward walk through every change; a typing burst is one entry; nothing is reported', async ({
    page,
  }) => {
    await installFakeGtag(page)
    // A burst is keystrokes less than 1 s apart on the page's clock. The clock stands still while
    // the visitor types and the test moves it past the pause: on a busy machine a stall between two
    // keystrokes could otherwise outlast the second and split the burst into two entries.
    await page.clock.install()
    const home = await openHome(page, '/')
    await pausePageClock(page)
    const startLength = await page.evaluate(() => history.length)
    const steps: { path: string; filters: Partial<Filters> }[] = [{ path: '/', filters: {} }]

    await home.select('difficulty').selectOption('Facile')
    steps.push({ path: '/?difficulty=Facile', filters: { difficulty: 'Facile' } })
    await home.select('family').selectOption('true')
    steps.push({ path: '/?difficulty=Facile&family=true', filters: { difficulty: 'Facile', family: 'true' } })
    await expectPath(page, '/?difficulty=Facile&family=true')

    // First burst: four keystrokes, one history entry.
    await home.searchBox.pressSequentially('lago', { delay: 60 })
    steps.push({
      path: '/?q=lago&difficulty=Facile&family=true',
      filters: { q: 'lago', difficulty: 'Facile', family: 'true' },
    })
    await expectPath(page, '/?q=lago&difficulty=Facile&family=true')
    // The search report marks the end of the burst (1 s without typing).
    await page.clock.runFor(1000)
    await expect
      .poll(async () => (await trackedEvents(page)).filter((event) => event.name === 'search'), FAST_POLL)
      .toHaveLength(1)

    // Second burst, after the pause: a new entry.
    await home.searchBox.pressSequentially(' di', { delay: 60 })
    steps.push({
      path: '/?q=lago+di&difficulty=Facile&family=true',
      filters: { q: 'lago di', difficulty: 'Facile', family: 'true' },
    })
    await expectPath(page, '/?q=lago+di&difficulty=Facile&family=true')

    await home.resetButton.click()
    steps.push({ path: '/', filters: {} })
    await expectView(page, 'it', '/', {})
    expect(await page.evaluate(() => history.length)).toBe(startLength + steps.length - 1)

    const reported = await trackedEvents(page)
    // Time runs again for the walk: a search it brings back must not be reported when its delay runs out.
    await page.clock.resume()
    for (let index = steps.length - 2; index >= 0; index--) {
      await page.goBack()
      const step = steps[index]
      if (!step) throw new Error('missing step')
      await expectView(page, 'it', step.path, step.filters)
    }
    for (let index = 1; index < steps.length; index++) {
      await page.goForward()
      const step = steps[index]
      if (!step) throw new Error('missing step')
      await expectView(page, 'it', step.path, step.filters)
    }
    expect(await trackedEvents(page)).toEqual(reported)
  })

  test('a filter picked and a first keystroke in the same frame make two history entries', async ({ page }) => {
    const home = await openHome(page, '/')
    const startLength = await page.evaluate(() => history.length)
    // Both changes in one task, before the page paints: a fast visitor, or a busy phone.
    const stroller = await home.select('stroller').elementHandle()
    const search = await home.searchBox.elementHandle()
    await page.evaluate(
      ([select, input]) => {
        if (!(select instanceof HTMLSelectElement) || !(input instanceof HTMLInputElement)) throw new Error('controls')
        select.value = 'true'
        select.dispatchEvent(new Event('change', { bubbles: true }))
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'asso')
        input.dispatchEvent(new Event('input', { bubbles: true }))
      },
      [stroller, search] as const,
    )
    await expectView(page, 'it', '/?q=asso&stroller=true', { q: 'asso', stroller: 'true' })
    expect(await page.evaluate(() => history.length)).toBe(startLength + 2)

    await page.goBack()
    await expectView(page, 'it', '/?stroller=true', { stroller: 'true' })
    await page.goBack()
    await expectView(page, 'it', '/', {})
    await page.goForward()
    await page.goForward()
    await expectView(page, 'it', '/?q=asso&stroller=true', { q: 'asso', stroller: 'true' })
  })

  test('the language switch keeps every filter, both ways', async ({ page }) => {
    let home = await openHome(page, '/?difficulty=Medio&family=true')
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')
    const nav = home.languageNav
    await expect(nav.getByRole('link', { name: 'Italiano' })).toHaveAttribute('aria-current', 'true')
    await expect(nav.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current', /.*/)
    // Short visible labels; the full language name is the link's accessible name.
    expect(await visibleLabel(nav.getByRole('link', { name: 'Italiano' }))).toBe('Ita')
    expect(await visibleLabel(nav.getByRole('link', { name: 'English' }))).toBe('Eng')
    await expect(nav.getByRole('link')).toHaveCount(2)
    const italianHrefs = await ctaHrefs(page)

    await nav.getByRole('link', { name: 'English' }).click()
    home = homePage(page, 'en')
    await expectView(page, 'en', '/en?difficulty=Medio&family=true', { difficulty: 'Medio', family: 'true' })
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(home.select('difficulty').locator('option:checked')).toHaveText(/^Moderate \(\d+\)$/)
    await expect(home.status).toHaveText('6 waterfalls found')
    await expect(home.languageNav.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true')
    // The same waterfalls, now linking to their English pages.
    expect(await ctaHrefs(page)).toEqual(italianHrefs.map((href) => `/en${href}`))

    await home.languageNav.getByRole('link', { name: 'Italiano' }).click()
    await expectView(page, 'it', '/?difficulty=Medio&family=true', { difficulty: 'Medio', family: 'true' })
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')
    await expect(homePage(page, 'it').status).toHaveText('6 cascate trovate')
    expect(await ctaHrefs(page)).toEqual(italianHrefs)
  })

  test('the language switch keeps a search and all five filters', async ({ page }) => {
    const filters = {
      q: 'val',
      difficulty: 'Facile',
      province: 'Bergamo',
      duration: '30-60',
      stroller: 'false',
      family: 'true',
    } as const
    const query = '?q=val&difficulty=Facile&province=Bergamo&duration=30-60&stroller=false&family=true'
    const home = await openHome(page, `/en${query}`)
    await expectView(page, 'en', `/en${query}`, filters)
    await expect(home.cardNames).toHaveText(['Val Vertova Waterfalls'])

    await home.languageNav.getByRole('link', { name: 'Italiano' }).click()
    await expectView(page, 'it', `/${query}`, filters)
    await expect(homePage(page, 'it').cardNames).toHaveText(['Cascate della Val Vertova'])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.it.homeHeading)

    await homePage(page, 'it').languageNav.getByRole('link', { name: 'English' }).click()
    await expectView(page, 'en', `/en${query}`, filters)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.en.homeHeading)
    expect(CATALOGUE.en).toHaveLength(14)
  })
})
