import { expect, type Page, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import { holdScripts } from './support/hold-scripts'
import { currentPath, expectedWaterfalls, expectResults, homePage, namesOf, openHome, waitForApp } from './support/home'
import { moveClockUntil } from './support/page-clock'
import { installFakeGtag, trackedEvents } from './support/tracker'

/**
 * The home page on a slow phone, offline and with odd input: what a visitor does is never lost,
 * and the box, the URL, the results and the analytics always agree.
 */
const it = MESSAGES.it
const en = MESSAGES.en

test('typing while the app takes over loses no keystroke', async ({ page }) => {
  // The app is held back, as by a slow link, and arrives while the visitor is in mid-word.
  const releaseApp = await holdScripts(page)
  await page.goto('/')
  const home = homePage(page, 'it')
  await home.searchBox.click() // the first touch starts the app, which is still on its way
  const text = 'cascate gemelle della val codera'
  await home.searchBox.pressSequentially(text.slice(0, 12), { delay: 30 })
  releaseApp()
  await home.searchBox.pressSequentially(text.slice(12), { delay: 30 })
  await waitForApp(page)
  await expect(home.searchBox).toHaveValue(text)
  await expect(home.cardNames).toHaveText(['Cascate gemelle della Val Codera'])
  await expect.poll(() => currentPath(page)).toBe(`/?${new URLSearchParams({ q: text })}`)
})

test('a search and a filter chosen before the app started are reported once it has', async ({ page }) => {
  await installFakeGtag(page)
  const releaseApp = await holdScripts(page)
  await page.goto('/')
  const home = homePage(page, 'it')
  await home.select('family').selectOption('true')
  await home.searchBox.fill('gaina')
  await expect(page.locator('html[data-app-ready]')).not.toBeAttached()
  releaseApp()
  await waitForApp(page)
  // The search is reported once it has settled for a second, like any other.
  await expect
    .poll(() => trackedEvents(page))
    .toEqual([
      { name: 'filter_change', payload: { filter_type: 'family', filter_value: 'true' } },
      { name: 'family_filter', payload: { family_friendly: 'true', stroller_friendly: 'all' } },
      { name: 'search', payload: { search_term: 'gaina', results_count: 1 } },
    ])
  await expect.poll(() => currentPath(page)).toBe('/?q=gaina&family=true')
})

for (const locale of ['it', 'en'] as const) {
  test(`${locale}: a filter chosen while the app is starting, its data still on the way, is the list's once it is in`, async ({
    page,
  }) => {
    // The list's own script has stopped answering (the app reads the page from here on), and the app
    // has not yet taken the page over: the choice stays in the page for the app to adopt.
    let releaseData = () => {}
    const dataHeld = new Promise<void>((resolve) => {
      releaseData = resolve
    })
    await page.route('**/data/cards.*.json', async (route) => {
      await dataHeld
      await route.continue()
    })
    const list = locale === 'en' ? '/en' : '/'
    await page.goto(`${list}?difficulty=Difficile`)
    const home = homePage(page, locale)
    await expect(home.cardNames).toHaveText(namesOf(expectedWaterfalls(locale, { difficulty: 'Difficile' })))
    await expect(page.locator('html[data-app-starting]')).toBeAttached()
    await home.select('difficulty').selectOption('Facile')
    await expect(page.locator('html[data-app-ready]')).not.toBeAttached()
    releaseData()
    await waitForApp(page)
    await expectResults(page, locale, namesOf(expectedWaterfalls(locale, { difficulty: 'Facile' })))
    await expect(home.select('difficulty')).toHaveValue('Facile')
    await expect.poll(() => currentPath(page)).toBe(`${list}?difficulty=Facile`)
  })
}

test('a pasted tab is a space in the box, the URL, the results and the report alike', async ({ page }) => {
  await installFakeGtag(page)
  const home = await openHome(page, '/')
  await home.searchBox.focus()
  // As a paste does: the text goes in at once, with one input event.
  await page.keyboard.insertText('val\tcodera')
  await expect(home.searchBox).toHaveValue('val codera')
  await expect(home.cardNames).toHaveText(['Cascate gemelle della Val Codera'])
  await expect.poll(() => currentPath(page)).toBe('/?q=val+codera')
  await expect
    .poll(() => trackedEvents(page))
    .toEqual([{ name: 'search', payload: { search_term: 'val codera', results_count: 1 } }])
  await page.reload()
  await waitForApp(page)
  await expect(home.searchBox).toHaveValue('val codera')
  await expect(home.cardNames).toHaveText(['Cascate gemelle della Val Codera'])
})

test('every parameter is read in any case, and a long search is cut, not dropped', async ({ page }) => {
  const long = 'a'.repeat(120)
  for (const [url, clean] of [
    ['/?difficulty=medio', '/?difficulty=Medio'],
    ['/?duration=UP-TO-30&family=TRUE', '/?duration=up-to-30&family=true'],
    ['/?province=berg', '/?province=Bergamo'],
    [`/?q=${long}`, `/?q=${'a'.repeat(100)}`],
  ] as const) {
    await page.goto(url)
    await waitForApp(page)
    await expect.poll(() => currentPath(page)).toBe(clean)
  }
  await expect(homePage(page, 'it').searchBox).toHaveValue('a'.repeat(100))
})

test('resetting from the empty state puts the focus in the search box; an unfiltered reset reports nothing', async ({
  page,
}) => {
  await installFakeGtag(page)
  const home = await openHome(page, '/')
  await home.resetButton.click()
  await expect.poll(() => currentPath(page)).toBe('/')
  expect(await trackedEvents(page)).toEqual([])

  await home.searchBox.fill('nessuna cascata si chiama così')
  await expect(home.emptyResetLink).toBeVisible()
  await home.emptyResetLink.focus()
  await page.keyboard.press('Enter')
  await expect(home.searchBox).toBeFocused()
  await expect(home.searchBox).toHaveValue('')
  await expect(home.status).toHaveText(it.resultsCount(14))
})

/**
 * The filters the page's URL names, in the contract's terms, and what the controls show, read in
 * one go inside the page: Playwright's own `page.url()` learns of a history move a moment later.
 */
const urlAndControls = (page: Page) =>
  page.evaluate(() => {
    const url = new URL(window.location.href)
    const box = document.querySelector<HTMLInputElement>('input[type="search"]')
    const difficulty = document.querySelector<HTMLSelectElement>('select[name="difficulty"]')
    return {
      url: { q: url.searchParams.get('q') ?? '', difficulty: url.searchParams.get('difficulty') ?? 'all' },
      controls: { q: box?.value, difficulty: difficulty?.value },
    }
  })

/** Waits until the controls show what the URL names (the app follows a history move a moment later). */
const controlsFollowTheUrl = (page: Page) =>
  expect
    .poll(async () => {
      const { url, controls } = await urlAndControls(page)
      return { ...controls, agree: JSON.stringify(controls) === JSON.stringify(url) }
    })
    .toMatchObject({ agree: true })

test('Back in the same moment as a keystroke: the URL and the list agree, and Forward comes back', async ({ page }) => {
  await page.clock.install()
  const home = await openHome(page, '/')
  await home.select('difficulty').selectOption('Medio')
  await expect.poll(() => currentPath(page)).toBe('/?difficulty=Medio')
  // The keystroke and Back in one task: nothing of the page's own runs in between. The value goes
  // in through the element's own setter, as the browser's typing does, so the app sees a change.
  await page.evaluate(() => {
    const box = document.querySelector<HTMLInputElement>('input[type="search"]')
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    if (!box || !setValue) throw new Error('no search box')
    setValue.call(box, 'c')
    box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: 'c' }))
    window.addEventListener('popstate', () => Object.assign(window, { backLanded: true }), { once: true })
    history.back()
  })
  // Back has landed once the page has had its popstate; the screen then follows the URL and stays
  // with it. (Back goes through the browser, and the keystroke's URL can be written on the way:
  // the URL leaves the entry it was on before Back lands, for a few dozen milliseconds.)
  await expect.poll(() => page.evaluate(() => (window as { backLanded?: boolean }).backLanded)).toBe(true)
  expect((await urlAndControls(page)).url).not.toEqual({ q: '', difficulty: 'Medio' })
  await controlsFollowTheUrl(page)
  const back = await urlAndControls(page)
  // Nothing lands later to pull the URL away from the screen, not even once the search delay has run out.
  await page.clock.runFor(2000)
  expect(await urlAndControls(page)).toEqual(back)
  await page.goForward()
  await expect.poll(async () => (await urlAndControls(page)).url).not.toEqual(back.url)
  await controlsFollowTheUrl(page)
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('switching language offline, after one visit, shows the other language at once', async ({ page, context }) => {
    await page.goto('/?difficulty=Facile')
    await waitForApp(page)
    await page.evaluate(() => navigator.serviceWorker.ready)
    // The worker controls the page from the next load on.
    await page.reload()
    await waitForApp(page)
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await context.setOffline(true)
    await homePage(page, 'it')
      .languageNav.getByRole('link', { name: /English/ })
      .click()
    await expect(page).toHaveURL('/en?difficulty=Facile')
    await expect(homePage(page, 'en').status).toHaveText(en.resultsCount(7), { timeout: 3000 })
    await homePage(page, 'en').cards.first().getByRole('link', { name: en.cardCta }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acquafraggia Falls')
    await page.getByRole('link', { name: /Italiano/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Cascate dell'Acquafraggia", { timeout: 3000 })
  })
})

for (const outcome of ['loading', 'failing'] as const) {
  test(`while the other language is ${outcome}, the tab title is in that language`, async ({ page, context }) => {
    // On the context: the service worker's own requests go through it too.
    await context.route('**/data/cards.en.json', (route) =>
      // Held, the request never answers; failing, it answers 503 to every retry.
      outcome === 'failing' ? route.fulfill({ status: 503, body: 'unavailable' }) : undefined,
    )
    await page.clock.install()
    await openHome(page, '/')
    await homePage(page, 'it')
      .languageNav.getByRole('link', { name: /English/ })
      .click()
    const title = `${outcome === 'loading' ? en.loadingCatalogue : en.catalogueErrorTitle} | ${en.siteTitle}`
    // Failing takes the three retries (1 s, 2 s, 4 s) first, on the page's clock.
    if (outcome === 'failing') await moveClockUntil(page, async () => (await page.title()) === title)
    await expect(page).toHaveTitle(title)
  })
}
