import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { buildCatalogueDocument, validateCatalogue } from '../../src/catalogue/build-catalogue'
import type { WaterfallEntry } from '../../src/catalogue/schema'
import { WATERFALL_SOURCES } from '../../src/catalogue/waterfalls'
import { MESSAGES } from '../../src/i18n/messages'
import type { Locale } from '../../src/vocabulary/values'
import { openWithCatalogue } from './support/fresh-render'
import { waitForApp } from './support/home'

/**
 * What a hiker needs to trust a page: where each fact comes from, what a figure measures, how old
 * a notice is. Axe runs on every detail page in accessibility.spec.ts.
 */
const catalogue = validateCatalogue(WATERFALL_SOURCES)
const PAGES = { it: buildCatalogueDocument(catalogue, 'it'), en: buildCatalogueDocument(catalogue, 'en') }
const entry = (locale: Locale, id: string): WaterfallEntry => {
  const found = PAGES[locale].waterfalls.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`no entry ${id}`)
  return found
}
const pathOf = (locale: Locale, id: string) => (locale === 'it' ? `/waterfall/${id}` : `/en/waterfall/${id}`)

async function open(page: Page, locale: Locale, id: string) {
  await page.goto(pathOf(locale, id))
  await waitForApp(page)
  return page.getByRole('main')
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

/** The value beside a term of a description list. */
const definition = (page: Page, section: string, term: string) =>
  page
    .getByRole('region', { name: section })
    .locator('dt', { hasText: exactly(term) })
    .locator('+ dd')

for (const [locale, id] of [
  ['it', '10'],
  ['en', '8'],
  ['en', '14'],
] as const) {
  test(`${pathOf(locale, id)} lists its sources; a link is https, opens safely and says it leaves the site`, async ({
    page,
  }) => {
    const messages = MESSAGES[locale]
    await open(page, locale, id)
    const sources = entry(locale, id).details.sources
    const region = page.getByRole('region', { name: messages.sourcesHeading })
    const items = region.getByRole('listitem')
    await expect(items).toHaveCount(sources.length)
    for (const [index, source] of sources.entries()) {
      const item = items.nth(index)
      await expect(item).toContainText(`${source.publisher}: ${source.title}`)
      await expect(item).toContainText(`(${source.year ?? messages.yearUnknown})`)
      if (source.url.startsWith('https://')) {
        const link = item.getByRole('link')
        expect(source.url).toMatch(/^https:\/\//)
        await expect(link).toHaveAttribute('href', source.url)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
        await expect(link).toHaveAccessibleName(`${source.title} (${messages.externalLinkHint})`)
        await expect(item.locator('cite')).toHaveAttribute('lang', source.lang)
      } else {
        // No https copy: the address is there to read and copy, never as a link.
        expect(source.url).toMatch(/^http:\/\//)
        await expect(item.getByRole('link')).toHaveCount(0)
        await expect(item).toContainText(`${messages.httpOnlySource} ${source.url}`)
      }
    }
    expect(sources.some((source) => !source.url.startsWith('https://') && source.url.startsWith('http://'))).toBe(true)
  })
}

test('Narcanello, in Italian: one-way time with its basis, estimates marked, climb and starting altitude', async ({
  page,
}) => {
  const it = MESSAGES.it
  const main = await open(page, 'it', '10')
  // The label agrees with «difficoltà»; the data keeps the catalogue's 'Medio'.
  await expect(main.locator('[data-difficulty="Medio"]')).toHaveText('Media · 2 ore')
  await expect(main.locator('[data-difficulty="Medio"]').locator('+ [data-walk-measure]')).toHaveText('solo andata')
  await expect(definition(page, it.walkHeading, it.startField)).toHaveText(
    'Sozzine, sopra Ponte di Legno: piazzole di sosta prima del divieto di transito (a pagamento, secondo una fonte senza data)',
  )
  const oneWay = definition(page, it.walkHeading, it.walkTimeFields.oneWay)
  await expect(oneWay.locator('[data-basis]')).toHaveText('2 ore')
  await expect(oneWay.locator('[data-basis]')).toHaveAttribute('data-basis', 'sourced')
  await expect(oneWay).toContainText('Fonte: CAI Pezzo-Ponte di Legno.')
  const whole = definition(page, it.walkHeading, it.wholeWalkField)
  await expect(whole.locator('[data-basis]')).toHaveText('circa 4 ore (andata e ritorno; stima)')
  await expect(whole).toContainText(`${it.estimateLabel}.`)
  await expect(definition(page, it.walkHeading, it.climbField).locator('[data-basis]')).toHaveText('650 m')
  await expect(definition(page, it.walkHeading, it.startAltitudeField).locator('[data-basis]')).toHaveText('1.350 m')
  await expect(page.getByRole('region', { name: it.howToGetThereHeading })).toContainText(
    'Autobus B52 Edolo–Ponte di Legno–Tonale, dalla stazione di Edolo',
  )

  // No source gives the height: it reads as an estimate, with why.
  const height = definition(page, it.practicalHeading, it.heightField)
  await expect(height.locator('[data-basis]')).toHaveText('circa 50 m (stima)')
  await expect(height).toContainText(`${it.estimateLabel}. Nessuna fonte indica l'altezza`)
  await expect(page.getByTestId('family-note')).toContainText('bambini allenati')
})

test('Gaina, in English: the walking time is the sourced family loop from Gaina, the whole walk the full loop from the village', async ({
  page,
}) => {
  const en = MESSAGES.en
  await open(page, 'en', '13')
  const time = definition(page, en.walkHeading, en.walkTimeFields.loop).locator('[data-basis]')
  await expect(time).toHaveText('2 hours (family loop from Gaina)')
  await expect(time).toHaveAttribute('data-basis', 'sourced')
  await expect(definition(page, en.walkHeading, en.wholeWalkField).locator('[data-basis]')).toHaveText(
    '2.5 hours (the full loop from the village car parks, over 9.5 km)',
  )
  await expect(definition(page, en.walkHeading, en.climbField).locator('[data-basis]')).toHaveText(
    '200 m (over the full loop)',
  )
  await expect(page.getByTestId('family-note')).toContainText('only on variant A')
})

test('Nesso says its height is the whole drop to the lake', async ({ page }) => {
  await open(page, 'en', '8')
  const height = definition(page, MESSAGES.en.practicalHeading, MESSAGES.en.heightField)
  await expect(height.locator('[data-basis]')).toHaveText('200 m (total drop to the lake)')
  await expect(height).toContainText('Not a single leap')
})

for (const locale of ['it', 'en'] as const) {
  test(`${locale}: the safety section gives 112, and the position is called approximate only when it is`, async ({
    page,
  }) => {
    const messages = MESSAGES[locale]
    await open(page, locale, '3')
    const safety = page.getByRole('region', { name: messages.safetyHeading })
    await expect(safety.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112')
    await expect(safety.getByTestId('emergency')).toHaveText(`${messages.emergency} 112 (${messages.emergencyName}).`)
    await expect(page.getByText(messages.coordinatesApproximate)).toBeVisible()
    await expect(
      definition(page, messages.practicalHeading, messages.positionField).locator('[data-basis]'),
    ).toHaveText(`${messages.figureWords.about} 45.9105° N, 9.3445° E (${messages.figureWords.estimate})`)

    await open(page, locale, '4')
    await expect(page.getByText(messages.coordinatesApproximate)).toHaveCount(0)
    const position = definition(page, messages.practicalHeading, messages.positionField)
    await expect(position.locator('[data-basis]')).toHaveText('46.0425° N, 9.3051° E')
    await expect(position).toContainText(`${messages.sourceLabel(1)}: it.wikipedia.org.`)
    await expect(page.getByRole('link', { name: new RegExp(messages.openInMaps) })).toBeVisible()
  })
}

test('a closure notice names its sources and their years, or says a source gives none', async ({ page }) => {
  const it = MESSAGES.it
  await open(page, 'it', '5')
  const notices = page.getByRole('list', { name: it.noticesHeading }).getByRole('listitem')
  await expect(notices).toHaveCount(3)
  await expect(notices.first()).toContainText("l'ordinanza del 2003, rinnovata nel 2020")
  await expect(notices.first()).toContainText(
    'Fonti: lecconotizie.com (2020), valbiandino.net (anno non indicato), valbiandino.net (anno non indicato).',
  )
  await expect(notices.nth(1)).toContainText('Dal 24 settembre 2020 la pista della Val Biandino è chiusa ai veicoli')
  await expect(notices.nth(1)).toContainText('Fonte: valsassinanews.com (2020).')
  await expect(notices.nth(2)).toContainText('Fonte: valsassinanews.com (2022).')
  await expect(page.getByTestId('family-note')).toHaveText(
    'Adatta alle famiglie solo fino al belvedere: la base della cascata è chiusa.',
  )
})

test('only a real photo names its waterfall', async ({ page }) => {
  const document = structuredClone(PAGES.en)
  const [first] = document.waterfalls
  if (first) first.imageUrl = 'https://photos.invalid/acquafraggia.svg'
  const drawing = readFileSync(join(import.meta.dirname, '../../public/illustrations/single-drop.svg'))
  await page.route('https://photos.invalid/**', (route) =>
    route.fulfill({ body: drawing, contentType: 'image/svg+xml', headers: { 'access-control-allow-origin': '*' } }),
  )
  await openWithCatalogue(page, '/en/waterfall/1', document)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acquafraggia Falls')
  const photo = page.getByRole('main').getByRole('img', { name: 'Photo of the waterfall: Acquafraggia Falls' })
  await expect(photo).toHaveAttribute('src', 'https://photos.invalid/acquafraggia.svg')
  await expect(photo).not.toHaveAttribute('data-illustration')
})
