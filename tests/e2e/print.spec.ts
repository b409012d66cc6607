import { expect, type Page, test } from '@playwright/test'
import { buildCatalogueDocument, validateCatalogue } from '../../src/catalogue/build-catalogue'
import { WATERFALL_SOURCES } from '../../src/catalogue/waterfalls'
import { MESSAGES } from '../../src/i18n/messages'
import { MONTH_SYMBOLS } from '../../src/i18n/month-wording'
import type { Locale } from '../../src/vocabulary/values'
import { CATALOGUE, nameOf, openHome, waitForApp } from './support/home'

const entries = validateCatalogue(WATERFALL_SOURCES)
const DETAILS = {
  it: buildCatalogueDocument(entries, 'it').waterfalls,
  en: buildCatalogueDocument(entries, 'en').waterfalls,
}

/** How many A4 pages the browser's own print of the page takes. */
async function printedPages(page: Page): Promise<number> {
  const pdf = await page.pdf({ format: 'A4' })
  return pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0
}

const detailPath = (locale: Locale, id: string) => `${locale === 'en' ? '/en' : ''}/waterfall/${id}`

/** Opens each of the language's detail pages in turn, once the app has taken it over. */
async function* eachDetailPage(page: Page, locale: Locale) {
  for (const waterfall of DETAILS[locale]) {
    await page.goto(detailPath(locale, waterfall.id))
    await waitForApp(page)
    yield waterfall
  }
}

for (const locale of ['it', 'en'] as const) {
  // The notices in full, the months, the buses and trains and the sources' addresses fit on two
  // sheets in print's smaller type, with the sources in two columns.
  test(`every ${locale} detail page prints on one or two A4 pages`, async ({ page }) => {
    for await (const { id } of eachDetailPage(page, locale)) {
      const pages = await printedPages(page)
      expect(pages, detailPath(locale, id)).toBeGreaterThanOrEqual(1)
      expect(pages, detailPath(locale, id)).toBeLessThanOrEqual(2)
    }
  })

  test(`a printed ${locale} detail page keeps the facts, the place and the sources, in black, without the site's controls`, async ({
    page,
  }) => {
    const messages = MESSAGES[locale]
    await page.goto(detailPath(locale, '1'))
    await waitForApp(page)
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(locale, '1'))
    await expect(page.getByRole('heading', { name: messages.sourcesHeading })).toBeVisible()
    const place = CATALOGUE[locale].find((waterfall) => waterfall.id === '1')?.location ?? 'missing'
    await expect(page.getByText(place, { exact: true })).toBeVisible()
    await expect(page.getByText(messages.openInMaps, { exact: true })).toBeHidden()
    await expect(page.locator('header[data-print="hide"]')).toBeHidden()
    await expect(page.locator('footer')).toBeHidden()
    // The language switch and the breadcrumb.
    await expect(page.locator('nav')).toHaveCount(2)
    for (const navigation of await page.locator('nav').all()) await expect(navigation).toBeHidden()
    await expect(page.locator('main a[data-print="hide"]')).toHaveText(`← ${messages.backToWaterfalls}`)
    await expect(page.locator('main a[data-print="hide"]')).toBeHidden()
    const colours = await page.evaluate(() => ({
      heading: getComputedStyle(document.querySelector('h1') as Element).color,
      body: getComputedStyle(document.body).backgroundColor,
    }))
    expect(colours).toEqual({ heading: 'rgb(0, 0, 0)', body: 'rgba(0, 0, 0, 0)' })
  })
}

for (const locale of ['it', 'en'] as const) {
  test(`every printed ${locale} detail page prints the twelve months with their symbols in black on white, and each source's address; on screen only an unlinked one shows it`, async ({
    page,
  }) => {
    // Fourteen pages, each opened, taken over and read on screen and on paper: about 27 s here.
    test.setTimeout(60_000)
    const messages = MESSAGES[locale]
    for await (const waterfall of eachDetailPage(page, locale)) {
      const where = detailPath(locale, waterfall.id)
      const sources = page.getByRole('region', { name: messages.sourcesHeading }).getByRole('listitem')
      await expect(sources).toHaveCount(waterfall.details.sources.length)
      // A linked source's address is its link's own, which the print stylesheet writes after the
      // title; an unlinked one writes its address out, on screen too.
      const printed = () =>
        Promise.all(
          waterfall.details.sources.map((source, index) =>
            source.url.startsWith('https://')
              ? sources
                  .nth(index)
                  .locator('a[data-print="address"]')
                  .evaluate((link) => getComputedStyle(link, '::after').content)
              : sources.nth(index).locator('[data-source-address]:visible').textContent(),
          ),
        )
      for (const [index, source] of waterfall.details.sources.entries()) {
        if (source.url.startsWith('https://'))
          await expect(sources.nth(index).getByRole('link')).toHaveAttribute('href', source.url)
      }
      // On screen a linked source is its title as a link; an unlinked one shows its address.
      expect(await printed(), where).toEqual(
        waterfall.details.sources.map((source) => (source.url.startsWith('https://') ? 'none' : source.url)),
      )

      await page.emulateMedia({ media: 'print' })
      expect(await printed(), where).toEqual(
        waterfall.details.sources.map((source) =>
          source.url.startsWith('https://') ? `" ${source.url}"` : source.url,
        ),
      )
      const months = page.getByRole('list', { name: messages.monthsHeading }).getByRole('listitem')
      await expect(months).toHaveCount(12)
      // Each month as printed: shown, its text, and its ink.
      const printedMonths = await months.evaluateAll((items) =>
        items.map((item) => ({
          shown: item.checkVisibility(),
          text: item.textContent ?? '',
          colour: getComputedStyle(item).color,
          background: getComputedStyle(item).backgroundColor,
        })),
      )
      for (const [index, month] of waterfall.months.entries()) {
        const printedMonth = printedMonths[index]
        expect(printedMonth?.shown, `${where}, month ${index + 1}`).toBe(true)
        expect(printedMonth?.text, `${where}, month ${index + 1}`).toContain(MONTH_SYMBOLS[month.state])
        expect(printedMonth, `${where}, month ${index + 1}`).toMatchObject({
          colour: 'rgb(0, 0, 0)',
          background: 'rgba(0, 0, 0, 0)',
        })
      }
      await page.emulateMedia({ media: 'screen' })
    }
  })
}

for (const locale of ['it', 'en'] as const) {
  test(`a printed ${locale} list keeps every card whole and framed, two to a row, in black, with its status, this month and its facts`, async ({
    page,
  }) => {
    const home = await openHome(page, locale === 'it' ? '/' : '/en')
    await page.emulateMedia({ media: 'print' })
    const shown = await home.cards.evaluateAll((cards) =>
      cards.map((card) => {
        const style = getComputedStyle(card)
        return {
          name: card.querySelector('h3')?.textContent,
          colour: getComputedStyle(card.querySelector('h3') as Element).color,
          whole: style.breakInside,
          framed: style.borderTopStyle,
          status: (card.querySelector('[data-status]') as HTMLElement | null)?.innerText !== '',
          month: (card.querySelector('[data-month-line]') as HTMLElement | null)?.innerText !== '',
          facts: card.querySelectorAll('dd').length,
        }
      }),
    )
    expect(shown).toEqual(
      CATALOGUE[locale].map((waterfall) => ({
        name: waterfall.name,
        colour: 'rgb(0, 0, 0)',
        whole: 'avoid',
        framed: 'solid',
        status: true,
        month: true,
        facts: 5,
      })),
    )
    const columns = await home.cards.evaluateAll(
      (cards) => new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size,
    )
    expect(columns).toBe(2)
  })
}
