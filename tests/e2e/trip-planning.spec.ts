import { expect, type Page, test } from '@playwright/test'
import { buildCatalogueDocument, validateCatalogue } from '../../src/catalogue/build-catalogue'
import { contentYear } from '../../src/catalogue/content-year'
import type { WaterfallEntry } from '../../src/catalogue/schema'
import { WATERFALL_SOURCES } from '../../src/catalogue/waterfalls'
import { forecastFor } from '../../src/features/waterfall/weather-forecast'
import { MESSAGES } from '../../src/i18n/messages'
import { monthText } from '../../src/i18n/month-wording'
import { CALENDAR_NOTICE_KINDS, type Locale, type NoticeKind } from '../../src/vocabulary/values'
import { axeOn } from './support/axe'
import { openHome, waitForApp } from './support/home'

/**
 * What a family planning a Sunday trip, or a visitor without a car, acts on: the card's line on
 * access, what a walking time measures, the months, the buses and trains before the car, the
 * regional forecast. At a phone's width and a laptop's, in both languages, on every page.
 */
const catalogue = validateCatalogue(WATERFALL_SOURCES)
const PAGES: Record<Locale, readonly WaterfallEntry[]> = {
  it: buildCatalogueDocument(catalogue, 'it').waterfalls,
  en: buildCatalogueDocument(catalogue, 'en').waterfalls,
}
const WIDTHS = [375, 1280] as const
/** A calendar of a year before the content's is last year's for every visitor: its line says so once. */
const pastCalendar = (kind: NoticeKind, year: number) =>
  (CALENDAR_NOTICE_KINDS as readonly NoticeKind[]).includes(kind) && year < contentYear(WATERFALL_SOURCES)
/** The pages checked part by part: release days and a bus (2), opening hours, a train and a boat (4), a booking and a cap (6), a loop with no bus named (13). */
const PLANNED = ['2', '4', '6', '13'] as const
const homeOf = (locale: Locale) => (locale === 'it' ? '/' : '/en')
const pathOf = (locale: Locale, id: string) => (locale === 'it' ? `/waterfall/${id}` : `/en/waterfall/${id}`)

/** How far anything on the page reaches past the right edge of the viewport, in pixels. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

async function openDetail(page: Page, locale: Locale, id: string) {
  await page.goto(pathOf(locale, id))
  await waitForApp(page)
  return page.getByRole('main')
}

for (const locale of ['it', 'en'] as const) {
  const messages = MESSAGES[locale]
  for (const width of WIDTHS) {
    test.describe(`${locale} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } })

      test('each card says what its walking time measures, and shows the one thing to know before leaving', async ({
        page,
      }) => {
        const home = await openHome(page, homeOf(locale))
        await expect(home.cards).toHaveCount(PAGES[locale].length)
        for (const [index, waterfall] of PAGES[locale].entries()) {
          const card = home.cards.nth(index)
          await expect(card.getByRole('heading', { level: 3 })).toHaveText(waterfall.name)
          const duration = card.locator('dt', { hasText: messages.durationField }).locator('+ dd')
          await expect(duration).toHaveText(`${waterfall.duration} ${messages.walkMeasures[waterfall.walkMeasure]}`)
          const line = card.locator('[data-access-line]')
          if (waterfall.accessLine) {
            const { kind, text, year } = waterfall.accessLine
            const shown = pastCalendar(kind, year)
              ? `${text} · ${messages.calendarOfYearShort(year)}`
              : messages.accessLine(text, year)
            await expect(line).toHaveText(`${messages.accessLineLabel}: ${shown}`, { useInnerText: true })
            await expect(line).toContainText(String(year))
            await expect(line).toBeVisible()
            // Told apart by a frame and an icon, not by its tint alone.
            expect(await line.evaluate((element) => getComputedStyle(element).borderLeftStyle)).toBe('solid')
            await expect(line.locator('svg')).toHaveCount(1)
          } else {
            await expect(line).toHaveCount(0)
          }
        }
        expect(PAGES[locale].filter((waterfall) => waterfall.accessLine).length).toBeGreaterThan(0)
        expect(await overflow(page)).toBe(0)
        const results = await axeOn(page).include('[data-testid="results-grid"]').analyze()
        expect(results.violations).toEqual([])
      })
    })
  }

  for (const id of PLANNED) {
    test(`${locale}: /waterfall/${id}: before you go, the walk measure, the months, transport first, the forecast`, async ({
      page,
    }) => {
      const waterfall = PAGES[locale].find((entry) => entry.id === id) as WaterfallEntry
      const { details } = waterfall
      const main = await openDetail(page, locale, id)

      // Before you go comes before how to get there, each notice with its kind and year.
      const before = main.getByRole('region', { name: messages.beforeYouGoHeading })
      const directions = main.getByRole('region', { name: messages.howToGetThereHeading })
      const notices = before.getByRole('list', { name: messages.noticesHeading }).getByRole('listitem')
      await expect(notices).toHaveCount(details.notices.length)
      for (const [index, notice] of details.notices.entries()) {
        await expect(notices.nth(index)).toContainText(`${messages.noticeKinds[notice.kind]}: ${notice.text}`)
        await expect(notices.nth(index)).toContainText(messages.noticeYear(notice.year))
      }
      expect(
        await before.evaluate(
          (node, other) => !!(node.compareDocumentPosition(other as Node) & 4),
          await directions.elementHandle(),
        ),
      ).toBe(true)

      // What the walking time measures, in the practical facts and in the walk.
      await expect(main.locator('[data-walk-measure]')).toHaveText(messages.walkMeasures[waterfall.walkMeasure])
      await expect(
        main.getByRole('region', { name: messages.walkHeading }).locator('dt', {
          hasText: messages.walkTimeFields[waterfall.walkMeasure],
        }),
      ).toHaveCount(1)

      // Twelve months, January first, each in words.
      const months = main.getByRole('list', { name: messages.monthsHeading }).getByRole('listitem')
      expect(waterfall.months).toHaveLength(12)
      await expect(months).toHaveCount(12)
      await expect(months.locator('[data-month-text]')).toHaveText(
        waterfall.months.map((month, index) => monthText(index, month, messages)),
      )
      await expect(main.getByTestId('months')).toContainText(details.monthsNote)

      // Buses and trains before the car, or a plain word that the sources name none: from Milan
      // first where a source names a train or bus, then the lines, stops and walks from them.
      const headings = directions.getByRole('heading', { level: 3 })
      const transitHeading = details.fromMilan ? messages.lastStretchHeading : messages.publicTransportHeading
      await expect(headings).toHaveText(
        details.fromMilan
          ? [messages.fromMilanHeading, transitHeading, messages.carHeading]
          : [transitHeading, messages.carHeading],
      )
      const { transport } = details
      if (transport.length > 0) {
        const options = directions.getByRole('list', { name: transitHeading }).getByRole('listitem')
        await expect(options).toHaveCount(transport.length)
        for (const [index, option] of transport.entries()) {
          await expect(options.nth(index)).toContainText(option.line)
          await expect(options.nth(index)).toContainText(`${messages.transportStop}: ${option.stop}`)
          await expect(options.nth(index)).toContainText(`${messages.transportWalk}: ${option.walk}`)
        }
      } else {
        await expect(directions.getByTestId('transport-note')).toHaveText(details.transportNote ?? 'missing')
      }
      await expect(directions).toContainText(waterfall.details.howToGetThere)

      // The forecast of the waterfall's own region, as a link that says it leaves the site.
      const forecast = forecastFor(waterfall.province)
      const link = directions.getByTestId('weather-tip').getByRole('link')
      await expect(link).toHaveAttribute('href', forecast.url)
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAccessibleName(`${forecast.name} (${messages.externalLinkHint})`)
      await expect(directions.getByTestId('weather-tip')).toContainText(messages.weatherTip.area(details.weatherArea))

      // At a phone's width and a laptop's: nothing past the screen's edge, nothing axe finds.
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        expect(await overflow(page), `at ${width} px`).toBe(0)
        const results = await axeOn(page)
          .include('section[aria-labelledby="before-heading"]')
          .include('section[aria-labelledby="directions-heading"]')
          .include('section[aria-labelledby="season-heading"]')
          .include('section[aria-labelledby="practical-heading"]')
          .analyze()
        expect(results.violations, `at ${width} px`).toEqual([])
      }
    })
  }

  test(`${locale}: every detail page has its twelve months, its transport or a note, and its own forecast`, async ({
    page,
  }) => {
    for (const waterfall of PAGES[locale]) {
      const { details } = waterfall
      const main = await openDetail(page, locale, waterfall.id)
      await expect(main.locator('[data-month-text]'), waterfall.id).toHaveCount(12)
      await expect(main.locator('[data-month-text]'), waterfall.id).toHaveText(
        waterfall.months.map((month, index) => monthText(index, month, messages)),
      )
      const estimates = waterfall.months.filter((month) => month.basis === 'estimate').length
      await expect(main.locator('[data-basis="estimate"][data-state]')).toHaveCount(estimates)
      const { transport } = details
      await expect(main.locator('[data-mode]')).toHaveCount(transport.length)
      if (transport.length === 0) {
        await expect(main.getByTestId('transport-note')).toHaveText(
          details.transportNote ?? messages.publicTransportUnknown,
        )
      }
      await expect(main.getByTestId('weather-tip').getByRole('link')).toHaveAttribute(
        'href',
        forecastFor(waterfall.province).url,
      )
      for (const note of details.restsOn) {
        await expect(main.locator(`[data-rests-on="${note.field}"]`).filter({ hasText: note.text })).toBeVisible()
      }
    }
  })
}

test('at 320 px the twelve months fit without sideways scrolling, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  for (const locale of ['it', 'en'] as const) {
    await openDetail(page, locale, '2')
    await expect(page.getByRole('list', { name: MESSAGES[locale].monthsHeading }).getByRole('listitem')).toHaveCount(12)
    expect(await overflow(page)).toBe(0)
  }
})
