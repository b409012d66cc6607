import { expect, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import { typeOf } from './support/drawings'
import { CATALOGUE, homePage, openHome } from './support/home'

/** The home page's share of honest facts: what the cards' figures measure, and one word per concept. */
// Axe runs on both home pages in accessibility.spec.ts.
for (const locale of ['it', 'en'] as const) {
  const messages = MESSAGES[locale]
  const home = locale === 'it' ? '/' : '/en'

  test(`${locale}: cards say what the walking time measures, mark estimates, and name the type their drawing shows`, async ({
    page,
  }) => {
    const { cards } = await openHome(page, home)
    await expect(cards).toHaveCount(14)
    const shown = await cards.evaluateAll((articles) =>
      articles.map((card) => ({
        durationTerm: card.querySelectorAll('dt')[1]?.textContent,
        duration: card.querySelectorAll('dd')[1]?.textContent,
        height: card.querySelectorAll('dd')[2]?.textContent,
        alt: card.querySelector('img')?.getAttribute('alt'),
      })),
    )
    expect(shown).toEqual(
      CATALOGUE[locale].map((waterfall) => ({
        durationTerm: messages.durationField,
        duration: `${waterfall.duration} ${messages.walkMeasures[waterfall.walkMeasure]}`,
        height: waterfall.height,
        alt: messages.drawingAlt(messages.types[typeOf(waterfall.id)]),
      })),
    )
    // The card writes no type, so its drawing is the one image a screen reader meets there.
    await expect(cards.first().getByRole('img')).toHaveCount(1)
    const narcanello = cards.filter({ hasText: locale === 'it' ? 'Cascate del Narcanello' : 'Narcanello Falls' })
    await expect(narcanello.locator('dd').nth(2)).toHaveText(
      `${messages.figureWords.about} 50 m (${messages.figureWords.estimate})`,
    )
    await expect(page.getByRole('combobox', { name: messages.provinceLabel })).toBeVisible()
  })
}

test('the filters speak of provinces, the hero names every province, the promise matches the pages', async ({
  page,
}) => {
  await openHome(page, '/')
  await expect(page.getByRole('combobox', { name: 'Provincia' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Tempo a piedi' })).toBeVisible()
  const hero = page.getByRole('region', { name: MESSAGES.it.homeHeading }).locator('p')
  for (const province of ['Bergamo', 'Brescia', 'Como', 'Lecco', 'Sondrio', 'Varese', 'Trentino']) {
    await expect(hero).toContainText(province)
  }
  const why = page.getByRole('region', { name: MESSAGES.it.whyHeading })
  await expect(why).toContainText('Fonti citate')
  await expect(why).not.toContainText(/verificat|controllo/i)

  await openHome(page, '/en')
  await expect(page.getByRole('combobox', { name: 'Province' })).toBeVisible()
  await expect(page.getByRole('region', { name: MESSAGES.en.whyHeading })).not.toContainText(/checked/i)
})

test('the search finds the other names people use for a waterfall', async ({ page }) => {
  const home = await openHome(page, '/')
  for (const [query, name] of [
    ['arnasca', 'Cascate gemelle della Val Codera'],
    ['orrido di nesso', 'Orrido e cascata di Nesso'],
    ['cascate di ferrera', 'Cascata Fermona'],
    ['sentiero delle cascate', 'Cascate di Gaina'],
  ] as const) {
    await home.searchBox.fill(query)
    await expect(home.cardNames).toHaveText([name])
  }
  await openHome(page, '/en')
  const english = homePage(page, 'en')
  await english.searchBox.fill('arnasca')
  await expect(english.cardNames).toHaveText(['Val Codera Twin Falls'])
})
