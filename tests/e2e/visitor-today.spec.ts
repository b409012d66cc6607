import { expect, type Page, test } from '@playwright/test'
import { placeToday } from '../../src/features/waterfall/weather/forecast-days'
import { MESSAGES } from '../../src/i18n/messages'
import { monthStateText } from '../../src/i18n/month-wording'
import type { Locale } from '../../src/vocabulary/values'
import { forecastBody } from '../msw/forecast-fixtures'
import { holdScripts } from './support/hold-scripts'
import { CATALOGUE, collectPageErrors, expectPath, nameOf, openHome, waitForApp } from './support/home'
import { layoutShift, watchLayoutShifts } from './support/layout-shift'
import { DEFAULT_FILTERS, expectedNames, SELECT_VALUES } from './support/spec-oracle'

/**
 * "Can we go this Sunday?": each waterfall says first whether a visitor can go, the cards and the
 * month grids speak of the visitor's own month (from the browser's clock, before the app as after
 * it), a past year's calendar says so, and the When filter picks a month.
 */

const home = (locale: Locale) => (locale === 'en' ? '/en' : '/')
const detail = (locale: Locale, id: string) => `${locale === 'en' ? '/en' : ''}/waterfall/${id}`
const CITTIGLIO = '14'
const SERIO = '2'

/** The card of one waterfall, found by its name. */
const cardOf = (page: Page, locale: Locale, id: string) =>
  page
    .getByTestId('results-grid')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: nameOf(locale, id), exact: true }) })

/** What the visitor reads in an element: hidden lines (the other months) are not read. */
const shownText = (page: Page, selector: string) => page.locator(selector).first().innerText()

/** The line each card must show for a month (0 is January): its state then, or closed. */
function expectedMonthLine(locale: Locale, id: string, month: number): string {
  const messages = MESSAGES[locale]
  const waterfall = CATALOGUE[locale].find((entry) => entry.id === id)
  const state = waterfall?.months[month]
  if (!waterfall || !state) throw new Error(`no waterfall ${id}`)
  const words = waterfall.status.state === 'closed' ? messages.closedMonth : monthStateText(state, messages)
  return messages.thisMonth(messages.monthNames[month] ?? '', words)
}

for (const locale of ['it', 'en'] as const) {
  const messages = MESSAGES[locale]
  // After the line's name for a screen reader ("Can you go?"), which the eye does not see.
  const closedLine =
    locale === 'it'
      ? /^(Si può andare\?\s+)?Chiusa per ordinanza dal 2020/
      : /^(Can you go\?\s+)?Closed by municipal order since 2020/

  test(`${locale}: Cittiglio says it is closed before anything else, on its card, its marker and its page`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-26T10:00:00'))
    await openHome(page, home(locale))
    const card = cardOf(page, locale, CITTIGLIO)
    // The first line of the card's text is the closure; nothing invites before it.
    const firstLine = card.locator('p').first()
    await expect(firstLine).toHaveAttribute('data-status', 'closed')
    expect(await firstLine.innerText()).toMatch(closedLine)
    expect(await card.locator('[data-month-line]').innerText()).toBe(
      messages.thisMonth(messages.monthNames[10] ?? '', messages.closedMonth),
    )
    // Who it suits holds only once it reopens, and says so first.
    await expect(card.getByRole('list', { name: messages.whenItReopens })).toBeVisible()
    // Every other card's first line is its status too: a condition, or no closure known and when we looked.
    for (const waterfall of CATALOGUE[locale]) {
      const status = cardOf(page, locale, waterfall.id).locator('p').first()
      await expect(status).toHaveAttribute('data-status', waterfall.status.state)
      if (waterfall.status.state === 'open') {
        await expect(status).toContainText(
          `${messages.statusOpen} · ${messages.statusSearched(locale === 'it' ? 'novembre 2026' : 'November 2026')}`,
        )
      }
    }
    // The marker says closed too, and its description says what the cross means.
    const marker = page.locator(`[data-map-markers] li[data-id="${CITTIGLIO}"] a`)
    await expect(marker).toHaveAttribute('data-status', 'closed')
    await expect(marker).toHaveAccessibleDescription(new RegExp(messages.mapLegendClosed.slice(0, 20)))
    await expect(page.locator('[data-map-markers] a[data-status="closed"]')).toHaveCount(1)

    await page.goto(detail(locale, CITTIGLIO))
    await waitForApp(page)
    const status = page.getByRole('region', { name: messages.statusHeading })
    await expect(status).toBeVisible()
    // Right under the name, before who it suits and before the description.
    const order = await page.evaluate(() => {
      const at = (selector: string) => document.querySelector(selector)
      const before = (a: Element | null, b: Element | null) =>
        !!a && !!b && (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
      return {
        afterName: before(at('h1'), at('[data-testid="status"]')),
        beforeFamily: before(at('[data-testid="status"]'), at('[data-testid="family-note"]')),
        beforeDescription: before(at('[data-testid="status"]'), at('#description-heading')),
      }
    })
    expect(order).toEqual({ afterName: true, beforeFamily: true, beforeDescription: true })
    expect(await status.locator('[data-status]').innerText()).toMatch(closedLine)
    await expect(status).toContainText(messages.closedSince(locale === 'it' ? 'giugno 2020' : 'June 2020'))
    await expect(status).toContainText(locale === 'it' ? 'inizio del 2027' : 'early 2027')
    await expect(status).toContainText(locale === 'it' ? 'Non è una data confermata' : 'not a confirmed date')
    // No month invites: every month is closed, and the directions are for when it reopens.
    const months = page.getByRole('list', { name: messages.monthsHeading }).getByRole('listitem')
    await expect(months).toHaveCount(12)
    await expect(page.locator('[data-month-index][data-state="closed"]')).toHaveCount(12)
    await expect(page.getByTestId('closed-directions')).toHaveText(messages.closedDirections)
    // The structured data does not present it as open to visitors.
    const attraction = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? '{}'))
        .find((data) => data['@type'] === 'TouristAttraction'),
    )
    expect(attraction?.publicAccess).toBe(false)

    // On paper the status prints first too.
    await page.emulateMedia({ media: 'print' })
    await expect(status.locator('[data-status="closed"]')).toBeVisible()
  })

  test(`${locale}: an open waterfall's page is not presented as closed, and says when we last looked`, async ({
    page,
  }) => {
    const open = CATALOGUE[locale].find((waterfall) => waterfall.status.state === 'open')
    if (!open) throw new Error('no open waterfall')
    await page.goto(detail(locale, open.id))
    await waitForApp(page)
    const status = page.getByRole('region', { name: messages.statusHeading })
    await expect(status.locator('[data-status="open"]')).toBeVisible()
    await expect(status).toContainText(messages.statusOpenMore)
    await expect(page.getByTestId('closed-directions')).toHaveCount(0)
    const attraction = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? '{}'))
        .find((data) => data['@type'] === 'TouristAttraction'),
    )
    expect(attraction).toBeDefined()
    expect(attraction).not.toHaveProperty('publicAccess')
  })

  test(`${locale}: with the browser's clock in March 2027, the cards and the grid speak of March, before the app and after it`, async ({
    page,
  }) => {
    // A hydration mismatch is reported on the console (React recovers by rendering afresh).
    const errors = collectPageErrors(page)
    page.on('console', (message) => {
      // The test run blocks the offline worker, and says so: not the page's doing.
      if (message.text().startsWith('Service Worker registration blocked')) return
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
    })
    // The Serio's page asks Open-Meteo for its forecast once it is in; no test reaches the service.
    await page.route('https://api.open-meteo.com/**', (route) =>
      route.fulfill({ json: forecastBody('dry', placeToday(Date.now(), 'Europe/Rome')) }),
    )
    await page.clock.setFixedTime(new Date('2027-03-10T10:00:00'))
    await watchLayoutShifts(page)
    const release = await holdScripts(page)
    await page.goto(home(locale))
    const check = async () => {
      for (const waterfall of CATALOGUE[locale]) {
        const line = cardOf(page, locale, waterfall.id).locator('[data-month-line]')
        expect(await line.innerText(), waterfall.id).toBe(expectedMonthLine(locale, waterfall.id, 2))
      }
      // The Serio's release days are 2025's: the card says this year's are not known here yet.
      await expect(cardOf(page, locale, SERIO).locator('[data-status]')).toContainText(
        messages.calendarOfYearShort(2025),
      )
    }
    await check()
    release()
    await waitForApp(page)
    await check()
    // The month lines were right before the app, so nothing moves when it takes over.
    expect(await layoutShift(page)).toBe(0)

    await page.goto(detail(locale, SERIO))
    await waitForApp(page)
    const march = page.locator('[data-month-index="3"]')
    expect(await march.evaluate((item) => getComputedStyle(item).outlineStyle)).toBe('solid')
    await expect(march.locator('[data-for-month="3"]')).toBeVisible()
    await expect(march.locator('[data-for-month="3"]')).toHaveText(messages.thisMonthMark)
    for (const other of [1, 2, 4, 11, 12]) {
      await expect(page.locator(`[data-month-index="${other}"] [data-for-month]`)).toBeHidden()
      expect(
        await page.locator(`[data-month-index="${other}"]`).evaluate((item) => getComputedStyle(item).outlineStyle),
      ).toBe('none')
    }
    expect(await shownText(page, '[data-testid="status"] [data-month-line]')).toBe(expectedMonthLine(locale, SERIO, 2))
    const releaseDays = page
      .getByRole('list', { name: messages.noticesHeading })
      .locator('li[data-kind="release-days"]')
    await expect(releaseDays).toContainText(messages.calendarOfYear(2025))
    expect(errors).toEqual([])
  })

  test(`${locale}: the When filter lists this month first, filters by month, combines, and never lists a closed waterfall`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-26T10:00:00'))
    const view = await openHome(page, home(locale))
    const select = view.select('month')
    // After "any month", the visitor's month, then the months after it. The app learns the date
    // in a transition it renders after the effect that marks it ready, so the order is polled for.
    await expect
      .poll(() =>
        select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
      )
      .toEqual(['all', '11', '12', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'])
    // Only the order changes once the app is in, not a label: the select keeps its width.
    await expect(select.locator('option').nth(1)).toHaveText(
      new RegExp(`^${messages.monthOption(messages.monthNames[10] ?? '')} \\(\\d+\\)$`),
    )

    for (const month of SELECT_VALUES.month) {
      const names = expectedNames(CATALOGUE[locale], { ...DEFAULT_FILTERS, month }, false)
      expect(names).not.toContain(nameOf(locale, CITTIGLIO))
    }
    await select.selectOption('3')
    await expectPath(page, `${home(locale)}?month=3`)
    await expect(view.cardNames).toHaveText(expectedNames(CATALOGUE[locale], { ...DEFAULT_FILTERS, month: '3' }, false))
    await view.select('family').selectOption('true')
    await expectPath(page, `${home(locale)}?family=true&month=3`)
    await expect(view.cardNames).toHaveText(
      expectedNames(CATALOGUE[locale], { ...DEFAULT_FILTERS, family: 'true', month: '3' }, false),
    )

    // A shared link to a month opens on that month's waterfalls.
    await openHome(page, `${home(locale)}?month=1`)
    await expect(view.select('month')).toHaveValue('1')
    await expect(view.cardNames).toHaveText(expectedNames(CATALOGUE[locale], { ...DEFAULT_FILTERS, month: '1' }, false))
  })

  test(`${locale}: stroller access no source states says on the card that it is deduced`, async ({ page }) => {
    await openHome(page, home(locale))
    for (const waterfall of CATALOGUE[locale]) {
      const badge = cardOf(page, locale, waterfall.id).locator('[data-suitability="stroller"]')
      if (waterfall.strollerFriendly) {
        await expect(badge.getByRole('button')).toHaveAccessibleName(messages.strollerInferred)
        await badge.hover()
        await expect(page.getByRole('tooltip')).toHaveText(messages.strollerInferredTooltip)
        await page.mouse.move(0, 0)
        await expect(page.getByRole('tooltip')).toHaveCount(0)
      } else {
        await expect(badge.getByRole('button')).toHaveAccessibleName(messages.notStrollerFriendly)
      }
    }
  })
}
