import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'
import { APP_READY_ATTRIBUTE, VIEW, VIEW_ATTRIBUTE } from '../../src/boot/boot-protocol'
import { MESSAGES } from '../../src/i18n/messages'
import type { Locale } from '../../src/vocabulary/values'
import { holdScripts } from './support/hold-scripts'
import { expectedWaterfalls, expectPath, homePage, namesOf, waitForApp } from './support/home'
import { type Filters, VISITOR_POSITION } from './support/spec-oracle'
import { gapAboveBadge } from './support/tooltip'
import { installFakeGtag, trackedEvents } from './support/tracker'

/**
 * Nothing a visitor does on the painted page before the app has taken it over is lost. On a slow
 * phone (the app's script held back until the test lets it through, then started and handed the
 * presses on a CPU four times slower) every control on screen is walked: each is tapped (or typed into, or picked) before the app is in, and
 * once it is in, each must have done what it does. A control of a kind this file does not know
 * fails the walk, so a new control cannot be added without saying what an early tap on it does.
 */

const PHONE = { width: 375, height: 812 }
/** Wide enough for the filters' panel to be open without its disclosure. */
const WIDE = { width: 1280, height: 900 }
/** Where the browser says the visitor is: the position the spec oracle measures distances from. */
const MILAN = VISITOR_POSITION
const ORIGIN = 'https://cascatelombardia.it'

/**
 * The pages walked: each list, a list opened from a shared link (a filter, and a tracking parameter
 * that changes nothing), and a waterfall's page in each language. `view` is the address the page
 * is once the app has cleaned it: the tracking parameter gone.
 */
const PAGES: { path: string; view: string; locale: Locale; kind: 'home' | 'detail' }[] = [
  { path: '/', view: '/', locale: 'it', kind: 'home' },
  { path: '/en', view: '/en', locale: 'en', kind: 'home' },
  {
    path: '/en?difficulty=Facile&utm_source=newsletter',
    view: '/en?difficulty=Facile',
    locale: 'en',
    kind: 'home',
  },
  { path: '/waterfall/1', view: '/waterfall/1', locale: 'it', kind: 'detail' },
  { path: '/en/waterfall/1', view: '/en/waterfall/1', locale: 'en', kind: 'detail' },
]

/** An address with one more parameter, after those it has. */
const withParameter = (view: string, key: string, value: string) =>
  `${view}${view.includes('?') ? '&' : '?'}${key}=${value}`
/** The list an address shows, without its search, filters or order. */
const listOf = (view: string) => view.split('?')[0] ?? view
/** A filter the address sets, or 'all'. */
const filterOf = (view: string, name: string) => new URLSearchParams(view.split('?')[1] ?? '').get(name) ?? 'all'

type Kind = 'link' | 'near-me' | 'share' | 'tooltip' | 'disclosure' | 'reset' | 'chip' | 'select' | 'search'

/** A slow phone that knows where the visitor is, lets the site ask and copy, and has no share sheet. */
async function slowPhone(
  browser: Browser,
  viewport = PHONE,
): Promise<{ context: BrowserContext; page: Page; releaseApp: () => Promise<void> }> {
  const context = await browser.newContext({
    viewport,
    hasTouch: true,
    isMobile: true,
    geolocation: MILAN,
    permissions: ['geolocation', 'clipboard-read', 'clipboard-write'],
  })
  const page = await context.newPage()
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }))
  await installFakeGtag(page)
  const cdp = await context.newCDPSession(page)
  const release = await holdScripts(page)
  // The app starts, and takes over what was pressed meanwhile, on a CPU four times slower.
  const releaseApp = async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    release()
  }
  return { context, page, releaseApp }
}

/** Opens the page with its app held back: what is on screen is the prerendered page, painted. */
async function openPainted(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).toHaveAttribute(VIEW_ATTRIBUTE, VIEW.prerenderedForThisUrl)
}

async function expectAppNotIn(page: Page): Promise<void> {
  await expect(page.locator(`html[${APP_READY_ATTRIBUTE}]`)).not.toBeAttached()
}

/**
 * Every control of the page a visitor can reach on screen, with its kind: what an early tap on it
 * must do. Controls hidden on a phone (in a closed disclosure) are not on screen, and not walked.
 */
async function controlsOnScreen(page: Page, locale: Locale): Promise<{ control: Locator; kind: Kind | string }[]> {
  const messages = MESSAGES[locale]
  const all = page
    .locator('#app')
    .locator('a[href], button, select, input, textarea, summary, [tabindex]:not([tabindex="-1"])')
  // Every control's facts in one round trip: on a CPU four times slower, asking control by
  // control made most of the walk's time. Visible as Playwright's isVisible() has it: rendered
  // (not in a closed disclosure), `visibility: visible`, and a box that is not empty.
  const facts = await all.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect()
      return {
        visible:
          element.checkVisibility() &&
          getComputedStyle(element).visibility === 'visible' &&
          box.width > 0 &&
          box.height > 0,
        // The skip link shows on keyboard focus only; it is a plain in-page link.
        inPageLink: element.matches('a[href^="#"]'),
        tag: element.localName,
        chip: element.closest('[data-chip]') !== null,
        text: element.textContent?.trim() ?? '',
        type: element.getAttribute('type'),
        describedByTooltip: Boolean(element.querySelector('[role="tooltip"]')),
      }
    }),
  )
  return facts.flatMap(({ visible, inPageLink, tag, chip, text, type, describedByTooltip }, index) => {
    if (!visible && !inPageLink) return []
    const kind =
      tag === 'a' && text === messages.resetFilters
        ? 'reset'
        : chip
          ? 'chip'
          : tag === 'a'
            ? 'link'
            : tag === 'select'
              ? 'select'
              : tag === 'input' && type === 'search'
                ? 'search'
                : tag === 'summary'
                  ? 'disclosure'
                  : tag === 'button' && describedByTooltip
                    ? 'tooltip'
                    : tag === 'button' && text === messages.nearMe
                      ? 'near-me'
                      : tag === 'button' && text === messages.share
                        ? 'share'
                        : tag === 'button' && text.startsWith(messages.filtersButton)
                          ? 'disclosure'
                          : `unknown: <${tag}> "${text}"`
    return [{ control: all.nth(index), kind }]
  })
}

const ofKind = (controls: { control: Locator; kind: string }[], kind: Kind) =>
  controls.filter((entry) => entry.kind === kind).map((entry) => entry.control)

for (const { path, view, locale, kind: pageKind } of PAGES) {
  const messages = MESSAGES[locale]

  test.describe(`every control of ${path}, used before the app has taken over`, () => {
    test.setTimeout(120_000)

    test(`${path}: each control is of a kind whose early use this walk checks`, async ({ browser }) => {
      const { context, page, releaseApp } = await slowPhone(browser)
      await openPainted(page, path)
      const controls = await controlsOnScreen(page, locale)
      expect(controls.filter(({ kind }) => kind.startsWith('unknown')).map(({ kind }) => kind)).toEqual([])
      const kinds = new Set(controls.map(({ kind }) => kind))
      expect([...kinds].sort()).toEqual(
        pageKind === 'home'
          ? expect.arrayContaining(['disclosure', 'link', 'near-me', 'search', 'select', 'share', 'tooltip'])
          : expect.arrayContaining(['link', 'share', 'tooltip']),
      )
      await releaseApp()
      await context.close()
    })

    if (pageKind === 'home') {
      test(`${path}: "Near me" tapped early sorts by distance once the app is in, asking once, focus kept`, async ({
        browser,
      }) => {
        const { context, page, releaseApp } = await slowPhone(browser)
        await page.addInitScript(() => {
          const geolocation = navigator.geolocation
          const ask = geolocation.getCurrentPosition.bind(geolocation)
          Object.assign(window, { __asked: 0 })
          geolocation.getCurrentPosition = (...args) => {
            ;(window as unknown as { __asked: number }).__asked += 1
            ask(...args)
          }
        })
        await openPainted(page, path)
        const nearMe = page.getByRole('button', { name: messages.nearMe })
        await nearMe.tap()
        await nearMe.tap()
        await expectAppNotIn(page)
        await releaseApp()
        await waitForApp(page)
        await expect(page.locator('[data-near-me-status]')).toHaveText(messages.nearMeReady)
        await expectPath(page, withParameter(view, 'sort', 'distance'))
        const nearestFirst = expectedWaterfalls(
          locale,
          { difficulty: filterOf(view, 'difficulty'), sort: 'distance' },
          true,
        )
        await expect(
          page.getByTestId('results-grid').locator('> li:not([hidden])').getByRole('heading', { level: 3 }),
        ).toHaveText(nearestFirst.map((waterfall) => waterfall.name))
        expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(1)
        await expect(nearMe).toBeFocused()
        await context.close()
      })

      test(`${path}: the filters, the search box and every select used early all count once the app is in`, async ({
        browser,
      }) => {
        const { context, page, releaseApp } = await slowPhone(browser)
        await openPainted(page, path)
        for (const disclosure of ofKind(await controlsOnScreen(page, locale), 'disclosure')) await disclosure.tap()
        const controls = await controlsOnScreen(page, locale)
        const picked: Record<string, string> = {}
        for (const select of ofKind(controls, 'select')) {
          const name = (await select.getAttribute('name')) as string
          const value = await select.locator('option').nth(1).getAttribute('value')
          await select.selectOption(value as string)
          picked[name] = value as string
        }
        for (const box of ofKind(controls, 'search')) await box.fill('cascata')
        await expectAppNotIn(page)
        await releaseApp()
        await waitForApp(page)
        // The disclosure tapped early is open, and stays so once the app is in.
        await expect(page.locator('details:has(#filter-controls)')).toHaveAttribute('open', '')
        await expect(page.locator('#filter-controls')).toBeVisible()
        await expect(page.locator('details.map-disclosure')).toHaveAttribute('open', '')
        await expect
          .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
          .toEqual({ ...picked, q: 'cascata' })
        await context.close()
      })

      if (view.includes('?')) {
        test(`${path}: each chip tapped early turns its filter off, and it counts once the app is in`, async ({
          browser,
        }) => {
          const { context, page, releaseApp } = await slowPhone(browser, WIDE)
          await openPainted(page, path)
          const chips = ofKind(await controlsOnScreen(page, locale), 'chip')
          expect(chips.length).toBeGreaterThan(0)
          for (const chip of chips) await chip.tap()
          await expect(page.getByRole('list', { name: messages.activeFilters })).toBeHidden()
          await expectAppNotIn(page)
          await releaseApp()
          await waitForApp(page)
          await expectPath(page, listOf(view))
          await expect(page.getByRole('combobox', { name: messages.difficultyLabel })).toHaveValue('all')
          await expect(homePage(page, locale).cardNames).toHaveText(namesOf(expectedWaterfalls(locale, {})))
          await expect
            .poll(async () => (await trackedEvents(page)).map((event) => event.name))
            .toEqual(['filter_change'])
          await context.close()
        })
      }

      // On a wide screen, where the filters' panel is open from the start.
      test(`${path}: "Reset" tapped early, after a filter picked early, resets once the app is in`, async ({
        browser,
      }) => {
        const { context, page, releaseApp } = await slowPhone(browser, WIDE)
        await openPainted(page, path)
        const resets = ofKind(await controlsOnScreen(page, locale), 'reset')
        expect(resets).toHaveLength(1)
        await page.getByRole('combobox', { name: messages.difficultyLabel }).selectOption('Medio')
        for (const reset of resets) await reset.tap()
        await expectAppNotIn(page)
        await releaseApp()
        await waitForApp(page)
        await expect(page.getByRole('combobox', { name: messages.difficultyLabel })).toHaveValue('all')
        await expectPath(page, listOf(view))
        await expect
          .poll(async () => (await trackedEvents(page)).map((event) => event.name))
          .toEqual(['filter_change', 'filters_reset'])
        await context.close()
      })
    }

    test(`${path}: "Share" tapped early copies the page's address once the app is in, and says so`, async ({
      browser,
    }) => {
      const { context, page, releaseApp } = await slowPhone(browser)
      await openPainted(page, path)
      const share = page.getByRole('button', { name: messages.share })
      await share.tap()
      await share.tap()
      await expectAppNotIn(page)
      await releaseApp()
      await waitForApp(page)
      await expect(page.getByText(messages.shareCopied)).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${ORIGIN}${view}`)
      await expect
        .poll(async () => (await trackedEvents(page)).filter((event) => event.name === 'share'))
        .toEqual([{ name: 'share', payload: { method: 'copy', page: pageKind === 'home' ? 'home' : 'waterfall' } }])
      await context.close()
    })

    test(`${path}: every tooltip tapped early opens at once and is still open once the app is in`, async ({
      browser,
    }) => {
      const { context, page, releaseApp } = await slowPhone(browser)
      await openPainted(page, path)
      const tooltips = ofKind(await controlsOnScreen(page, locale), 'tooltip')
      expect(tooltips.length).toBeGreaterThan(0)
      for (const tooltip of tooltips) await tooltip.tap()
      await expectAppNotIn(page)
      // Each opens at the tap, without the app: its button toggles a popover.
      for (const tooltip of tooltips) await expect(tooltip.locator('[role="tooltip"]')).toBeVisible()
      // Tapped again, the last one closes, and a third tap opens it again.
      const last = tooltips.at(-1)
      if (!last) throw new Error('no tooltip on the page')
      await last.tap()
      await expect(last.locator('[role="tooltip"]')).toBeHidden()
      await last.tap()
      // Placed by the stylesheet alone (anchor positioning): just above the badge that opened it.
      await expect.poll(() => gapAboveBadge(last)).toBe(8)
      await releaseApp()
      await waitForApp(page)
      for (const tooltip of tooltips) await expect(tooltip.locator('[role="tooltip"]')).toBeVisible()
      // The app has adopted them: Escape closes them all.
      await page.keyboard.press('Escape')
      for (const tooltip of tooltips) await expect(tooltip.locator('[role="tooltip"]')).toBeHidden()
      await context.close()
    })

    /** Answers every navigation after the first with 204 No Content: the browser asks for the link's page, which proves the tap was followed, and stays where it is. */
    async function answerNavigations(context: BrowserContext): Promise<{ requested: string[]; start: () => void }> {
      const requested: string[] = []
      let opened = false
      await context.route(
        (url) => url.protocol.startsWith('http'),
        async (route) => {
          const request = route.request()
          if (!request.isNavigationRequest() || !opened) return route.fallback()
          requested.push(request.url())
          return route.fulfill({ status: 204 })
        },
      )
      return { requested, start: () => (opened = true) }
    }

    const linkFacts = (link: Locator) =>
      link.evaluate((element: HTMLAnchorElement) => ({
        href: element.href,
        elsewhere: element.target === '_blank',
        inPage: element.getAttribute('href')?.startsWith('#') ?? false,
      }))

    test(`${path}: every link in the page tapped early is followed, as the browser follows it`, async ({ browser }) => {
      const { context, page, releaseApp } = await slowPhone(browser)
      const navigations = await answerNavigations(context)
      await openPainted(page, path)
      navigations.start()
      // A link that hands over to another program (mail, phone) is the browser's alone.
      await page.evaluate(() => {
        const handed: string[] = []
        Object.assign(window, { __handed: handed })
        window.addEventListener('click', (event) => {
          const link = (event.target as Element).closest('a[href^="mailto:"], a[href^="tel:"]')
          if (link) {
            event.preventDefault()
            handed.push(link.getAttribute('href') ?? '')
          }
        })
      })
      const followed: string[] = []
      const handedOver: string[] = []
      for (const link of ofKind(await controlsOnScreen(page, locale), 'link')) {
        const { href, elsewhere, inPage } = await linkFacts(link)
        if (elsewhere) continue
        if (inPage) {
          // The skip link shows on keyboard focus only.
          await link.focus()
          await link.press('Enter')
          await expect.poll(() => new URL(page.url()).hash).toBe(new URL(href).hash)
          continue
        }
        await link.tap()
        ;(href.startsWith('http') ? followed : handedOver).push(href)
      }
      expect(followed.length).toBeGreaterThan(0)
      await expectAppNotIn(page)
      await expect.poll(() => navigations.requested).toEqual(followed)
      expect(await page.evaluate(() => (window as unknown as { __handed: string[] }).__handed)).toEqual(handedOver)
      await releaseApp()
      await context.close()
    })

    test(`${path}: every link to elsewhere tapped early leaves the page in place, and the app hears of it once`, async ({
      browser,
    }) => {
      const { context, page, releaseApp } = await slowPhone(browser)
      await openPainted(page, path)
      // Opening the other tab is the browser's own doing, app or not; here it is stopped before
      // it happens (a tab that opens in this headless browser freezes the one that opened it), and
      // the press is recorded as it reaches the page, before anything of the page's own sees it.
      await page.evaluate(() => {
        const opened: string[] = []
        Object.assign(window, { __opened: opened })
        window.addEventListener(
          'click',
          (event) => {
            const link = (event.target as Element).closest('a[target="_blank"]')
            if (link && event.isTrusted) {
              event.preventDefault()
              opened.push(link.getAttribute('href') ?? '')
            }
          },
          true,
        )
      })
      // What a disclosure folds (the list's map, its credit's licence link) is walked too.
      for (const disclosure of ofKind(await controlsOnScreen(page, locale), 'disclosure')) await disclosure.tap()
      const tapped: string[] = []
      let maps = 0
      for (const link of ofKind(await controlsOnScreen(page, locale), 'link')) {
        const { elsewhere } = await linkFacts(link)
        if (!elsewhere) continue
        const href = (await link.getAttribute('href')) as string
        await link.tap()
        tapped.push(href)
        if (href.startsWith('https://www.google.com/maps/')) maps += 1
      }
      expect(tapped.length).toBeGreaterThan(0)
      expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual(tapped)
      await expectAppNotIn(page)
      await releaseApp()
      await waitForApp(page)
      expect(maps).toBe(pageKind === 'detail' ? 1 : 0)
      await expect
        .poll(async () => (await trackedEvents(page)).filter((event) => event.name === 'map_click').length)
        .toBe(maps)
      await context.close()
    })
  })
}

/**
 * Presses and choices mixed before the app is in keep the visitor's order: each sequence ends, once
 * the app has taken over, where the same sequence ends with the app running. On a wide screen,
 * where the filters' panel is open from the start.
 */
type EarlyMove = { pick: 'difficulty' | 'province'; nth: number } | { search: string } | 'reset'

const EARLY_SEQUENCES: EarlyMove[][] = [
  ['reset', { pick: 'difficulty', nth: 2 }],
  [{ pick: 'difficulty', nth: 2 }, 'reset', { pick: 'province', nth: 5 }],
  [{ search: 'cascata' }, 'reset', { pick: 'difficulty', nth: 1 }],
  ['reset', { search: 'val' }, { pick: 'province', nth: 5 }, 'reset', { pick: 'difficulty', nth: 1 }],
  [{ pick: 'province', nth: 5 }, { search: 'val' }, 'reset'],
]

const describeMove = (move: EarlyMove) =>
  move === 'reset' ? 'Reset' : 'search' in move ? `search "${move.search}"` : `${move.pick} #${move.nth}`

for (const { path, view, locale } of PAGES.filter((page) => page.kind === 'home')) {
  for (const sequence of EARLY_SEQUENCES) {
    test(`${path}: ${sequence.map(describeMove).join(' → ')}, all before the app is in, ends as it would with the app`, async ({
      browser,
    }) => {
      const { context, page, releaseApp } = await slowPhone(browser, WIDE)
      await openPainted(page, path)
      const home = homePage(page, locale)
      const expected: { q: string; difficulty: string; province: string } = {
        q: '',
        difficulty: filterOf(view, 'difficulty'),
        province: filterOf(view, 'province'),
      }
      for (const move of sequence) {
        if (move === 'reset') {
          await home.resetButton.tap()
          Object.assign(expected, { q: '', difficulty: 'all', province: 'all' })
        } else if ('search' in move) {
          await home.searchBox.fill(move.search)
          expected.q = move.search
        } else {
          const value = (await home.select(move.pick).locator('option').nth(move.nth).getAttribute('value')) ?? ''
          await home.select(move.pick).selectOption(value)
          expected[move.pick] = value
        }
      }
      await expectAppNotIn(page)
      await releaseApp()
      await waitForApp(page)
      await expect(home.select('difficulty')).toHaveValue(expected.difficulty)
      await expect(home.select('province')).toHaveValue(expected.province)
      await expect(home.searchBox).toHaveValue(expected.q)
      const narrowing = Object.entries(expected).filter(([, value]) => value !== '' && value !== 'all')
      await expect
        .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
        .toEqual(Object.fromEntries(narrowing))
      await expect(home.cardNames).toHaveText(namesOf(expectedWaterfalls(locale, expected as Partial<Filters>)))
      await context.close()
    })
  }
}
