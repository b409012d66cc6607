import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import type { Locale } from '../../src/vocabulary/values'
import { axeOn } from './support/axe'
import { holdScripts } from './support/hold-scripts'
import { CATALOGUE, currentPath, expectPath, filtersSummary, homePage, openHome, waitForApp } from './support/home'
import { installFakeGtag, trackedEvents } from './support/tracker'

/**
 * Finding a waterfall on a phone: the filters folded behind one button, chips for the filters
 * that are on, the list's order in the URL, "Near me", sharing, and coming back to the card.
 * The expected orders are worked out here from the product rules (docs/product-rules.md#orders),
 * not taken from the app's code.
 */

const PHONE = { width: 375, height: 812 }
const WIDE = { width: 1280, height: 800 }
const pathOf = (locale: Locale, search = '') => `${locale === 'en' ? '/en' : '/'}${search}`

/** The visitor's position in the tests: Milan's cathedral square. */
const MILAN = { latitude: 45.4642, longitude: 9.19 }

/** Minutes of a one-way walk as the card words it: its first number, in hours when it says hours. */
function minutes(duration: string): number {
  const number = Number((/\d+(?:[.,]\d+)?/.exec(duration)?.[0] ?? '0').replace(',', '.'))
  return /ore|hour/i.test(duration) ? number * 60 : number
}

/** Great-circle distance in km on a sphere of radius 6371 km. */
function crowFliesKm(lat: number, lon: number): number {
  const rad = Math.PI / 180
  const a =
    Math.sin(((lat - MILAN.latitude) * rad) / 2) ** 2 +
    Math.cos(MILAN.latitude * rad) * Math.cos(lat * rad) * Math.sin(((lon - MILAN.longitude) * rad) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(a))
}

/** The catalogue's names in an order: a stable sort by `key`, ties in the guide's order. */
function namesBy(locale: Locale, key: (waterfall: (typeof CATALOGUE)[Locale][number]) => number): string[] {
  return CATALOGUE[locale]
    .map((waterfall, index) => ({ waterfall, index, key: key(waterfall) }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ waterfall }) => waterfall.name)
}

const EASIEST_FIRST = { Facile: 0, Medio: 1, Difficile: 2 } as const

async function openPhoneHome(page: Page, locale: Locale, search = '') {
  await page.setViewportSize(PHONE)
  return openHome(page, pathOf(locale, search), locale)
}

const toggleOf = filtersSummary

/** Whether the filters' disclosure is open, as the browser holds it (the summary's expanded state). */
const expectFiltersOpen = (page: Page, locale: Locale, open: boolean) =>
  expect(toggleOf(page, locale).locator('xpath=..')).toHaveJSProperty('open', open)

for (const locale of ['it', 'en'] as const) {
  const messages = MESSAGES[locale]

  test.describe(`on a phone (${locale})`, () => {
    test('the filters fold behind one button; the search box and the first card are on the first screen', async ({
      page,
    }) => {
      const home = await openPhoneHome(page, locale)
      const toggle = toggleOf(page, locale)
      await expect(toggle).toHaveAccessibleName(messages.filtersButton)
      await expectFiltersOpen(page, locale, false)
      await expect(home.select('difficulty')).toBeHidden()
      await expect(home.searchBox).toBeInViewport()
      const firstCard = await home.cards.first().boundingBox()
      expect(firstCard?.y).toBeLessThan(PHONE.height)

      // Open, choose, and the button counts what is on; Escape closes and gives focus back.
      await toggle.click()
      await expectFiltersOpen(page, locale, true)
      await home.select('difficulty').selectOption('Medio')
      await home.select('family').selectOption('true')
      await expect(toggle).toContainText(messages.activeFilterCount(2))
      await expect(toggle).toHaveAccessibleName(`${messages.filtersButton} ${messages.activeFilterCount(2)}`)
      await home.select('family').focus()
      await page.keyboard.press('Escape')
      await expectFiltersOpen(page, locale, false)
      await expect(toggle).toBeFocused()
      await expect(home.select('difficulty')).toBeHidden()

      // Each filter that is on is a chip that turns it off, and focus stays among the chips.
      const chips = page.getByRole('list', { name: messages.activeFilters }).getByRole('link')
      await expect(chips).toHaveCount(2)
      const difficultyChip = page.getByRole('link', {
        name: messages.removeFilter(messages.difficultyLabel, messages.difficulties.Medio),
      })
      await difficultyChip.click()
      await expectPath(page, pathOf(locale, '?family=true'))
      await expect(chips).toHaveCount(1)
      await expect(chips.first()).toBeFocused()
      await chips.first().press('Enter')
      await expectPath(page, pathOf(locale))
      await expect(toggle).toBeFocused()
      await expect(toggle).toHaveText(messages.filtersButton)
    })

    test('a tap on "Filters" while the app is still on its way opens them, and they stay open once it has started', async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })
      const page = await context.newPage()
      // A slow phone on a slow link: the CPU slowed, and every script held back until the tap is done.
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
      const releaseScripts = await holdScripts(page, '**/*.js')
      await page.goto(pathOf(locale), { waitUntil: 'commit' })
      const home = homePage(page, locale)
      const toggle = toggleOf(page, locale)
      await expect(home.select('difficulty')).toBeHidden()
      await toggle.tap()
      await expect(home.select('difficulty')).toBeVisible()
      await expectFiltersOpen(page, locale, true)
      await expect(page.locator('html[data-app-ready]')).not.toBeAttached()

      releaseScripts()
      await waitForApp(page)
      await expect(home.select('difficulty')).toBeVisible()
      await home.select('difficulty').selectOption('Medio')
      await expectPath(page, pathOf(locale, '?difficulty=Medio'))
      await expect(toggle).toContainText(messages.activeFilterCount(1))
      await expectFiltersOpen(page, locale, true)
      // The app closes it too (Escape), where the visitor opened it.
      await home.select('difficulty').focus()
      await page.keyboard.press('Escape')
      await expectFiltersOpen(page, locale, false)
      await expect(toggle).toBeFocused()
      await context.close()
    })

    test('axe finds nothing with the filters open, nor after "Near me" is refused', async ({ page }) => {
      await page.context().clearPermissions()
      await openPhoneHome(page, locale, '?province=Como')
      await toggleOf(page, locale).click()
      await page.getByRole('button', { name: messages.nearMe }).click()
      await expect(page.getByText(messages.nearMeDenied)).toBeVisible()
      const results = await axeOn(page).analyze()
      expect(results.violations.map((violation) => violation.id)).toEqual([])
    })
  })

  test(`on a wide screen the filters are an open panel, with chips for those that are on (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize(WIDE)
    const home = await openHome(page, pathOf(locale, '?duration=30-60'), locale)
    await expect(toggleOf(page, locale)).toBeHidden()
    for (const name of ['difficulty', 'province', 'duration', 'stroller', 'family'] as const) {
      await expect(home.select(name)).toBeVisible()
    }
    await page
      .getByRole('link', { name: messages.removeFilter(messages.durationLabel, messages.durationBands['30-60']) })
      .click()
    await expectPath(page, pathOf(locale))
  })

  test(`without scripts, a phone shows the filters open and no button that could not open them (${locale})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
    const page = await context.newPage()
    await page.goto(pathOf(locale))
    await expect(homePage(page, locale).select('difficulty')).toBeVisible()
    await expect(toggleOf(page, locale)).toBeHidden()
    await context.close()
  })

  test(`sort: each order is in the URL, reported, and undone by Back (${locale})`, async ({ page }) => {
    await installFakeGtag(page)
    await page.setViewportSize(WIDE)
    const home = await openHome(page, pathOf(locale, '?sort=bogus&utm_source=x'), locale)
    // A bad value falls back to the guide's order, and the URL is cleaned.
    await expectPath(page, pathOf(locale))
    const sortSelect = page.getByRole('combobox', { name: messages.sortLabel })
    await expect(sortSelect).toHaveValue('catalogue')
    await expect(home.cardNames).toHaveText(CATALOGUE[locale].map((waterfall) => waterfall.name))

    const collator = new Intl.Collator(locale, { sensitivity: 'base' })
    const byName = [...CATALOGUE[locale]].map((waterfall) => waterfall.name).sort(collator.compare)
    const orders = {
      duration: namesBy(locale, (waterfall) => minutes(waterfall.duration)),
      difficulty: namesBy(locale, (waterfall) => EASIEST_FIRST[waterfall.difficulty]),
      name: byName,
    }
    for (const [sort, names] of Object.entries(orders)) {
      await sortSelect.selectOption(sort)
      await expectPath(page, pathOf(locale, `?sort=${sort}`))
      await expect(home.cardNames).toHaveText(names)
    }
    expect((await trackedEvents(page)).filter((event) => event.name === 'sort_change')).toEqual([
      { name: 'sort_change', payload: { sort: 'duration' } },
      { name: 'sort_change', payload: { sort: 'difficulty' } },
      { name: 'sort_change', payload: { sort: 'name' } },
    ])
    await page.goBack()
    await expectPath(page, pathOf(locale, '?sort=difficulty'))
    await expect(sortSelect).toHaveValue('difficulty')
    await expect(home.cardNames).toHaveText(orders.difficulty)
    // Filters and order together, the order kept by a reset.
    await home.select('family').selectOption('true')
    await expectPath(page, pathOf(locale, '?family=true&sort=difficulty'))
    await home.resetButton.click()
    await expectPath(page, pathOf(locale, '?sort=difficulty'))
  })
}

/** A context that knows where the visitor is and lets the site ask. */
async function locatedContext(browser: import('@playwright/test').Browser, allow: boolean): Promise<BrowserContext> {
  return browser.newContext({
    geolocation: MILAN,
    permissions: allow ? ['geolocation'] : [],
    viewport: PHONE,
  })
}

for (const locale of ['it', 'en'] as const) {
  const messages = MESSAGES[locale]

  test(`near me: nearest first with each distance, and the position goes nowhere (${locale})`, async ({ browser }) => {
    const context = await locatedContext(browser, true)
    const page = await context.newPage()
    await installFakeGtag(page)
    const home = await openHome(page, pathOf(locale, '?stroller=true'), locale)
    await page.getByRole('button', { name: messages.nearMe }).click()
    await expect(page.getByText(messages.nearMeReady)).toBeVisible()
    await expectPath(page, pathOf(locale, '?stroller=true&sort=distance'))

    const nearest = CATALOGUE[locale]
      .filter((waterfall) => waterfall.strollerFriendly)
      .map((waterfall) => ({ name: waterfall.name, km: crowFliesKm(waterfall.lat, waterfall.lon) }))
      .sort((a, b) => a.km - b.km)
    await expect(home.cardNames).toHaveText(nearest.map((waterfall) => waterfall.name))
    const shown = home.cards.filter({ visible: true })
    for (const [index, waterfall] of nearest.entries()) {
      await expect(shown.nth(index)).toContainText(messages.distanceAway(Math.max(1, Math.round(waterfall.km))))
    }

    // Never in the URL, the reports or the page's storage.
    const traces = JSON.stringify({
      url: currentPath(page),
      events: await trackedEvents(page),
      storage: await page.evaluate(() => ({ ...localStorage, ...sessionStorage })),
    })
    expect(traces).not.toContain('45.46')
    expect(traces).not.toContain('9.19')

    // Another order: the list is no longer by distance, and the live region no longer says so.
    await page.getByRole('combobox', { name: messages.sortLabel }).selectOption('name')
    await expect(page.locator('[data-near-me-status]')).toHaveText('')
    await context.close()
  })

  test(`near me refused: a clear message, and everything else keeps working (${locale})`, async ({ browser }) => {
    const context = await locatedContext(browser, false)
    const page = await context.newPage()
    const home = await openHome(page, pathOf(locale), locale)
    await page.getByRole('button', { name: messages.nearMe }).click()
    await expect(page.locator('[data-near-me-status]')).toHaveText(messages.nearMeDenied)
    await expect(home.cardNames).toHaveText(CATALOGUE[locale].map((waterfall) => waterfall.name))
    await home.searchBox.fill('lago')
    await expectPath(page, pathOf(locale, '?q=lago'))
    await context.close()
  })
}

test('a shared link with sort=distance keeps the guide order and says what is needed', async ({ page }) => {
  const home = await openHome(page, '/en?sort=distance')
  await expect(page.locator('[data-near-me-status]')).toHaveText(MESSAGES.en.distanceNeedsPosition)
  await expect(home.cardNames).toHaveText(CATALOGUE.en.map((waterfall) => waterfall.name))
})

test.describe('share', () => {
  for (const viewport of [PHONE, WIDE]) {
    test(`without a share sheet the list's canonical address is copied and confirmed, at ${viewport.width} px`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'], viewport })
      const page = await context.newPage()
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }))
      await installFakeGtag(page)
      await openHome(page, '/en?difficulty=Medio&sort=name')
      await page.getByRole('button', { name: MESSAGES.en.share }).click()
      await expect(page.getByText(MESSAGES.en.shareCopied)).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        'https://cascatelombardia.it/en?difficulty=Medio&sort=name',
      )
      expect((await trackedEvents(page)).filter((event) => event.name === 'share')).toEqual([
        { name: 'share', payload: { method: 'copy', page: 'home' } },
      ])
      await context.close()
    })
  }

  test('with a share sheet, a detail page shares its own address and reports it', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = []
      Object.assign(window, { __shared: shared })
      Object.defineProperty(Navigator.prototype, 'share', {
        value: (data: unknown) => {
          shared.push(data)
          return Promise.resolve()
        },
      })
    })
    await installFakeGtag(page)
    await page.goto('/waterfall/3')
    await waitForApp(page)
    await page.getByRole('button', { name: MESSAGES.it.share }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
      .toEqual([{ url: 'https://cascatelombardia.it/waterfall/3', title: CATALOGUE.it[2]?.name }])
    expect((await trackedEvents(page)).filter((event) => event.name === 'share')).toEqual([
      { name: 'share', payload: { method: 'web_share', page: 'waterfall' } },
    ])
  })
})

/**
 * A card now also says how to come without a car, what is there on arrival and the whole walk
 * (issue 32): at 375 px it runs to 790-910 px, and at 1280 px to about 840 px, taller than the
 * 812 and 800 px screens once centred. This test needs the whole card on screen, so its screens
 * are taller ones; the widths, and the place it checks, are the phone's and the laptop's.
 */
const TALL_PHONE = { width: PHONE.width, height: 1000 }
const TALL_WIDE = { width: WIDE.width, height: 1000 }

test.describe('back to the card', () => {
  for (const viewport of [TALL_PHONE, TALL_WIDE]) {
    for (const search of ['', '?family=true']) {
      test(`at ${viewport.width} px${search ? ', filtered,' : ''} Back and the back link put the opened card within 50 px of where it was`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        const home = await openHome(page, `/${search}`)
        const visible = home.cards.filter({ visible: true })
        const card = visible.nth((await visible.count()) - 2)
        await card.scrollIntoViewIfNeeded()
        const top = await page.evaluate(() => window.scrollY)
        // Away from the top edge, but the whole card still on screen: a click on a link below the
        // fold would scroll the list first, and that is not the place to come back to.
        const box = await card.boundingBox()
        const step = Math.min(120, Math.floor(viewport.height - (box?.y ?? 0) - (box?.height ?? 0) - 8))
        expect(step).toBeGreaterThan(0)
        await page.mouse.wheel(0, -step)
        // The browser scrolls for a wheel when it gets to it, which on a busy machine can be after
        // wheel() returns: the card's place is read once the page has moved.
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(Math.max(0, top - step))
        const name = (await card.getByRole('heading').textContent()) ?? ''
        const cardByName = home.cards.filter({ has: page.getByRole('heading', { name, exact: true }) })
        const before = (await cardByName.boundingBox())?.y ?? Number.NaN

        for (const way of ['Back', 'back link'] as const) {
          await cardByName.getByRole('link', { name: MESSAGES.it.cardCta }).click()
          await expect(page).toHaveURL(/\/waterfall\/\d+$/)
          await waitForApp(page)
          if (way === 'Back') await page.goBack()
          else await page.getByRole('link', { name: `← ${MESSAGES.it.backToWaterfalls}` }).click()
          await expectPath(page, `/${search}`)
          await expect
            .poll(async () => Math.abs(((await cardByName.boundingBox())?.y ?? Number.POSITIVE_INFINITY) - before), {
              message: `${way}: the card's distance from its earlier place`,
            })
            .toBeLessThanOrEqual(50)
        }
      })
    }
  }
})
