import { expect, type Page, test } from '@playwright/test'
import { buildCatalogueDocument, validateCatalogue } from '../../src/catalogue/build-catalogue'
import { WATERFALL_SOURCES } from '../../src/catalogue/waterfalls'
import { MESSAGES } from '../../src/i18n/messages'
import { axeOn } from './support/axe'
import { openWithCatalogue } from './support/fresh-render'
import { waitForApp } from './support/home'
import { layoutShift, watchLayoutShifts } from './support/layout-shift'
import { installFakeGtag, trackedEvents } from './support/tracker'

const catalogue = validateCatalogue(WATERFALL_SOURCES)
const pages = { it: buildCatalogueDocument(catalogue, 'it'), en: buildCatalogueDocument(catalogue, 'en') }
const it = MESSAGES.it
const en = MESSAGES.en

async function expectNoAxeViolations(page: Page) {
  const results = await axeOn(page).analyze()
  expect(results.violations).toEqual([])
}

test.describe('detail page', () => {
  test('a stroller-friendly waterfall, in Italian: every section, no trekking poles', async ({ page }) => {
    await page.goto('/waterfall/1')
    await waitForApp(page)
    const main = page.getByRole('main')
    const breadcrumb = page.getByRole('navigation', { name: it.breadcrumbLabel })
    await expect(breadcrumb.getByRole('link', { name: it.home })).toHaveAttribute('href', '/')
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText("Cascate dell'Acquafraggia (Sondrio)")
    await expect(main.getByRole('link', { name: it.backToWaterfalls })).toHaveAttribute('href', '/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Cascate dell'Acquafraggia")
    await expect(page).toHaveTitle("Cascate dell'Acquafraggia | Cascate Lombardia")
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')

    // The drawing is decorative here, since the practical facts write the type out: an empty alt.
    const image = main.locator('[data-waterfall-picture] img')
    await expect(image).toHaveAttribute('alt', '')
    await expect(image).toHaveAttribute('data-illustration', 'true')
    await expect(image).toHaveAttribute('src', '/illustrations/multi-level.svg')
    // The only image to assistive technology is the locator map, named with the waterfall's place.
    await expect(main.getByRole('img')).toHaveAccessibleName(it.locatorLabel("Cascate dell'Acquafraggia", false))
    await expect(image).toHaveAttribute('loading', 'eager')
    await expect(image).toHaveAttribute('fetchpriority', 'high')
    await expect(image).toHaveAttribute('width', '640')
    await expect(image).toHaveAttribute('height', '400')
    await expect(main.locator('[data-waterfall-picture]').getByText('Sondrio', { exact: true })).toBeVisible()

    await expect(page.getByTestId('family-note')).toHaveText(catalogue[0]?.familyNote?.it ?? 'missing')
    await expect(main.getByRole('heading', { name: 'Descrizione' })).toBeVisible()
    await expect(main.getByText(pages.it.waterfalls[0]?.description ?? 'missing')).toBeVisible()
    await expect(main.locator('[data-difficulty="Facile"]')).toHaveText('Facile · circa 10 minuti (stima)')
    await expect(main.locator('dt', { hasText: 'Altezza' }).locator('+ dd')).toContainText(
      '170 m (doppio salto finale)',
    )
    await expect(main.locator('dt', { hasText: 'Portata' }).locator('+ dd > span').first()).toHaveText('Abbondante')
    await expect(main.locator('[data-suitability="family"]')).toHaveText(new RegExp(`^${it.familyFriendly}`))
    // No source states stroller access here: the badge says it is deduced.
    await expect(main.locator('[data-suitability="stroller"]')).toHaveText(new RegExp(`^${it.strollerInferred}`))
    await expect(main.getByRole('heading', { name: 'Come arrivare' })).toBeVisible()
    await expect(main.getByTestId('weather-tip')).toContainText(it.weatherTip.kit)

    const bring = main.getByRole('region', { name: it.whatToBringHeading }).getByRole('listitem')
    // This walk's own list: a stroller walk with a kiosk and no fountain known, reached by train.
    const kit = it.bring
    await expect(bring).toHaveText([kit.waterAll, kit.comfortableShoes, kit.cash, kit.rainJacket, kit.returnTimes])
    await expect(main.getByRole('region', { name: it.safetyHeading }).getByRole('listitem')).toHaveText([
      ...it.safetyTips,
    ])
    await expect(main.getByText(catalogue[0]?.accessNotes.it ?? 'missing')).toBeVisible()
    // What happened, and when: written and updated, from sources of these years. No check is claimed.
    const dates = page.getByTestId('entry-dates')
    await expect(dates).toContainText('Scheda scritta il 21 novembre 2026 e aggiornata il 27 novembre 2026.')
    await expect(dates).toContainText(
      'Le fonti sono state pubblicate tra il 2020 e il 2025; per 10 non è indicato l’anno.',
    )
    await expect(main).not.toContainText(/verificat/i)
    await expectNoAxeViolations(page)
  })

  test('a waterfall for neither strollers nor families, in English: poles listed, no family note', async ({ page }) => {
    await page.goto('/en/waterfall/11')
    await waitForApp(page)
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Val Codera Twin Falls')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByTestId('family-note')).toHaveCount(0)
    await expect(main.locator('[data-suitability="family"]')).toHaveAttribute('data-value', 'false')
    await expect(main.locator('[data-suitability="stroller"]')).toHaveAttribute('data-value', 'false')
    const flow = main.locator('dt', { hasText: 'Flow' }).locator('+ dd')
    await expect(flow.locator('span').first()).toHaveText('Abundant')
    // No source measures it: what the catalogue's value rests on is written beside it.
    await expect(flow.locator('[data-rests-on="flow"]')).toContainText(`${en.restsOnLabel(en.flowField)} No source`)
    await expect(main.locator('[data-difficulty="Difficile"]')).toHaveText('Hard · about 4.5 hours (estimate)')
    const bring = main.getByRole('region', { name: en.whatToBringHeading }).getByRole('listitem')
    // A full day's climb with a fountain at the start: poles (no stroller goes), lunch, a warm layer, a torch.
    const kit = en.bring
    await expect(bring).toContainText([kit.waterRefill, kit.hikingBoots, kit.poles, kit.packedLunch, kit.warmLayer])
    await expect(bring).toContainText([kit.headTorch, kit.returnTimes])
    await expect(bring).not.toContainText([kit.babyCarrier])
    await expect(main.getByText(en.coordinatesApproximate)).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('the maps button opens a Google Maps search in a new tab and reports map_click under the Italian name', async ({
    page,
    context,
  }) => {
    await context.route('https://www.google.com/**', (route) => route.fulfill({ body: '<title>maps</title>' }))
    await installFakeGtag(page)
    await page.goto('/en/waterfall/4')
    await waitForApp(page)
    const mapsLink = page.getByRole('link', { name: /Bellano, Lake Como/ })
    await expect(mapsLink).toHaveAccessibleName(`Bellano, Lake Como ${en.openInMaps} (${en.openInMapsHint})`)
    await expect(mapsLink).toContainText('Open in Google Maps')
    const query = encodeURIComponent('Bellano, Lake Como, Lecco, Italia')
    await expect(mapsLink).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${query}`)
    await expect(mapsLink).toHaveAttribute('target', '_blank')
    await expect(mapsLink).toHaveAttribute('rel', 'noopener noreferrer')
    const [popup] = await Promise.all([page.waitForEvent('popup'), mapsLink.click()])
    expect(popup.url()).toBe(`https://www.google.com/maps/search/?api=1&query=${query}`)
    // One name per waterfall in the reports, whatever the page's language: the Italian one.
    expect(await trackedEvents(page)).toEqual([
      {
        name: 'waterfall_view',
        payload: { waterfall_name: 'Orrido di Bellano', waterfall_id: '4', province: 'Lecco' },
      },
      { name: 'map_click', payload: { waterfall_name: 'Orrido di Bellano', location: 'Bellano, Lago di Como' } },
    ])
  })

  test('opening a waterfall from the list reports waterfall_view exactly once', async ({ page }) => {
    await installFakeGtag(page)
    await page.goto('/')
    await waitForApp(page)
    await page
      .getByRole('link', { name: /Scopri come arrivare/ })
      .nth(2)
      .click()
    await expect(page).toHaveURL('/waterfall/3')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cascata del Cenghen')
    await expect
      .poll(() => trackedEvents(page))
      .toEqual([
        {
          name: 'waterfall_view',
          payload: { waterfall_name: 'Cascata del Cenghen', waterfall_id: '3', province: 'Lecco' },
        },
      ])
  })

  test('every arrival at a detail URL is one view: a link, a language switch, Back, Forward, a reload', async ({
    page,
  }) => {
    await installFakeGtag(page)
    // The page's clock, moved on at the end: any view a timer would send later comes at once.
    await page.clock.install()
    await page.goto('/')
    await waitForApp(page)
    const views = async () =>
      (await trackedEvents(page)).filter((event) => event.name === 'waterfall_view').map((event) => event.payload)
    const cenghen = { waterfall_name: 'Cascata del Cenghen', waterfall_id: '3', province: 'Lecco' }
    await page
      .getByRole('link', { name: /Scopri come arrivare/ })
      .nth(2)
      .click()
    await expect.poll(views).toEqual([cenghen])
    await page.getByRole('link', { name: /English/ }).click()
    await expect(page).toHaveURL('/en/waterfall/3')
    await expect.poll(views).toEqual([cenghen, cenghen])
    await page.getByRole('link', { name: /Italiano/ }).click()
    await expect.poll(views).toEqual([cenghen, cenghen, cenghen])
    await page.goBack()
    await expect(page).toHaveURL('/en/waterfall/3')
    await expect.poll(views).toHaveLength(4)
    await page.goForward()
    await expect(page).toHaveURL('/waterfall/3')
    await expect.poll(views).toHaveLength(5)
    // Nothing more comes for the same arrival.
    await page.clock.runFor(2000)
    expect(await views()).toHaveLength(5)
  })

  test('the back link returns to the list the visitor came from, filters included', async ({ page }) => {
    await page.goto('/en?difficulty=Medio&family=true')
    await waitForApp(page)
    await page.getByTestId('results-grid').getByRole('link', { name: en.cardCta }).first().click()
    await expect(page).toHaveURL(/\/en\/waterfall\/\d+$/)
    await page.getByRole('link', { name: en.backToWaterfalls }).click()
    await expect(page).toHaveURL('/en?difficulty=Medio&family=true')
    await expect(page.getByRole('combobox', { name: en.difficultyLabel })).toHaveValue('Medio')
    await expect(page.getByRole('combobox', { name: en.familyLabel })).toHaveValue('true')
  })

  test('after a direct visit the back link leads to the plain list', async ({ page }) => {
    await page.goto('/en/waterfall/2')
    await waitForApp(page)
    await page.getByRole('link', { name: en.backToWaterfalls }).click()
    await expect(page).toHaveURL('/en')
    await expect(page.getByTestId('results-grid').getByRole('article')).toHaveCount(14)
  })

  test('a credited photo is a figure named by its credit; the drawing alone is no figure', async ({ page }) => {
    await page.goto('/waterfall/1')
    await waitForApp(page)
    await expect(page.getByRole('main').getByRole('figure')).toHaveCount(0)

    const document = structuredClone(pages.it)
    const [first] = document.waterfalls
    if (first) {
      first.imageUrl = 'https://photos.invalid/acquafraggia.jpg'
      first.photoCredit = {
        author: 'Maria Rossi',
        licence: 'CC BY-SA 4.0',
        licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
        sourceUrl: 'https://photos.invalid/acquafraggia',
      }
    }
    await page.route('https://photos.invalid/**', (route) => route.abort('connectionrefused'))
    await openWithCatalogue(page, '/waterfall/1', document)
    await waitForApp(page)
    const figure = page.getByRole('main').getByRole('figure')
    await expect(figure).toHaveCount(1)
    await expect(figure).toHaveAccessibleName(/Maria Rossi, CC BY-SA 4\.0/)
  })

  test('a photo that fails to load gives way to the illustration without moving the layout', async ({ page }) => {
    const document = structuredClone(pages.it)
    const [first] = document.waterfalls
    if (first) first.imageUrl = 'https://photos.invalid/acquafraggia.jpg'
    const photoRequested = page.waitForRequest('https://photos.invalid/acquafraggia.jpg')
    await page.route('https://photos.invalid/**', (route) => route.abort('connectionrefused'))
    await watchLayoutShifts(page)
    await openWithCatalogue(page, '/waterfall/1', document)
    await waitForApp(page)
    await photoRequested
    // The photo would be named; the drawing of the type that replaces it is decorative again.
    const image = page.getByRole('main').locator('[data-waterfall-picture] img')
    await expect(image).toHaveAttribute('src', '/illustrations/multi-level.svg')
    await expect(image).toHaveAttribute('data-illustration', 'true')
    await expect(image).toHaveAttribute('alt', '')
    const box = await image.boundingBox()
    expect(box?.width).toBeGreaterThan(0)
    expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(400 / 640, 2)
    expect(await layoutShift(page)).toBe(0)
  })
})

test.describe('unknown waterfall', () => {
  for (const [path, messages] of [
    ['/waterfall/999', it],
    ['/en/waterfall/999', en],
  ] as const) {
    test(`${path} says the waterfall is not in the guide, with HTTP 404`, async ({ page }) => {
      const response = await page.goto(path)
      await waitForApp(page)
      expect(response?.status()).toBe(404)
      const breadcrumb = page.getByRole('navigation', { name: messages.breadcrumbLabel })
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(messages.waterfallNotFound)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.waterfallNotFound)
      await expect(page.getByText(messages.waterfallNotFoundText)).toBeVisible()
      await page.getByRole('link', { name: messages.backToHomepage }).click()
      await expect(page).toHaveURL(messages === en ? '/en' : '/')
      await expect(page.getByTestId('results-grid').getByRole('article')).toHaveCount(14)
    })
  }

  test('the not-found waterfall page has no axe violations', async ({ page }) => {
    await page.goto('/en/waterfall/999')
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.waterfallNotFound)
    await expectNoAxeViolations(page)
  })
})

test.describe('unknown route', () => {
  for (const [path, title, home, homeUrl] of [
    ['/en/no-such-page', 'Oops! Page not found', 'Return to Home', '/en'],
    ['/pagina/che/non/esiste', it.notFoundTitle, it.returnHome, '/'],
    ['/de/waterfall/1', it.notFoundTitle, it.returnHome, '/'],
  ] as const) {
    test(`${path} shows the 404 page, logs the path and answers 404`, async ({ page }) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      const response = await page.goto(path)
      await waitForApp(page)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      expect(errors).toContainEqual(expect.stringContaining(path))
      await page.getByRole('link', { name: home }).click()
      await expect(page).toHaveURL(homeUrl)
    })
  }

  test('the 404 page has no axe violations', async ({ page }) => {
    await page.goto('/en/no-such-page')
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
    await expectNoAxeViolations(page)
  })
})

test.describe('unexpected application error', () => {
  // The fault is injected by the test: building the maps link (the only text the detail page
  // encodes that ends with ", Italia") throws while the page renders. Everything else encodes.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const encode = window.encodeURIComponent
      window.encodeURIComponent = (value: string | number | boolean) => {
        if (String(value).endsWith(', Italia')) throw new Error('Injected fault: the maps link cannot be built')
        return encode(value)
      }
    })
  })

  test('shows the message, the stack in a closed details element, header, footer and a way home', async ({ page }) => {
    await page.goto('/en/waterfall/1')
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!')
    await expect(page.getByText('Injected fault: the maps link cannot be built', { exact: true })).toBeVisible()
    const details = page.locator('details')
    await expect(details).not.toHaveAttribute('open')
    await expect(details.locator('pre')).toBeHidden()
    await details.locator('summary').click()
    await expect(details.locator('pre')).toContainText('Injected fault')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: en.errorHome }).click()
    await expect(page).toHaveURL('/en')
  })

  test('the Italian page shows the Italian counterpart', async ({ page }) => {
    await page.goto('/waterfall/2')
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.errorTitle)
  })
})
