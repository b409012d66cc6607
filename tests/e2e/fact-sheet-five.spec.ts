import { expect, type Page, test } from '@playwright/test'
import type { Locale } from '../../src/vocabulary/values'
import { homePage, nameOf, waitForApp } from './support/home'

/*
 * The fifth fact sheet's critical corrections, as a visitor reads them on the production build in
 * both languages: the Nesso safety rule where "Can you go?" is answered and on its card, the real
 * train to Nardis, the Serio's one parking fee, the Val Vertova shuttle; the age of what we know
 * beside the status; and the way to report a change. The expected words are the fact sheet's.
 */

const path = (locale: Locale, id: string) => (locale === 'it' ? `/waterfall/${id}` : `/en/waterfall/${id}`)

async function open(page: Page, locale: Locale, id: string) {
  await page.goto(path(locale, id))
  await waitForApp(page)
  return page.getByRole('main')
}

const WORDS = {
  it: {
    canYouGo: 'Si può andare?',
    nessoRule: 'Vietato tuffarsi dal ponte e nuotare nella gola · 2025',
    nessoWhy: /Tuffarsi dal Ponte della Civera è vietato per motivi di sicurezza/,
    nessoAge: 'Fonte più recente trovata: agosto 2025; fonti cercate a novembre 2026.',
    nardis:
      /di solito con cambio a Verona; dal dicembre 2024 anche un regionale diretto al giorno da Milano Porta Garibaldi/,
    serioFee:
      /Il prezzo più recente che abbiamo trovato è di 5 euro per auto, nel 2022; quello del 2025 non l'abbiamo trovato/,
    vertova: /Nel 2025 una navetta ogni mezz’ora dai parcheggi \(per il 2026 non si sa\)/,
    report: 'Segnala una correzione',
    subject: 'Correzione: Orrido e cascata di Nesso, Si può andare?',
  },
  en: {
    canYouGo: 'Can you go?',
    nessoRule: 'No diving from the bridge or swimming in the gorge · 2025',
    nessoWhy: /Diving from the Ponte della Civera is forbidden for safety reasons/,
    nessoAge: 'Newest source found: August 2025; sources searched November 2026.',
    nardis:
      /usually changing at Verona; since December 2024 also one direct regional train a day from Milano Porta Garibaldi/,
    serioFee: /The newest price we found is €5 per car, in 2022; we did not find the 2025 price/,
    vertova: /In 2025 a shuttle every half hour from the car parks \(2026 not known\)/,
    report: 'Report a change',
    subject: 'Correction: Nesso Gorge and Falls, Can you go?',
  },
} as const

for (const locale of ['it', 'en'] as const) {
  const words = WORDS[locale]

  test(`${locale}: Nesso's diving and swimming ban, dated, answers "Can you go?" and heads its card`, async ({
    page,
  }) => {
    const main = await open(page, locale, '8')
    const status = main.getByRole('region', { name: words.canYouGo })
    await expect(status).toContainText(words.nessoRule)
    await expect(status.getByTestId('conditions-age')).toHaveText(words.nessoAge)
    await expect(main).toContainText(words.nessoWhy)
    const home = homePage(page, locale)
    await page.goto(locale === 'it' ? '/' : '/en')
    await waitForApp(page)
    await expect(home.cards.filter({ hasText: nameOf(locale, '8') })).toContainText(words.nessoRule)
  })

  test(`${locale}: the trip to Nardis changes at Verona or takes the daily direct regional, never a direct high-speed train`, async ({
    page,
  }) => {
    const main = await open(page, locale, '12')
    await expect(main).toContainText(words.nardis)
    await expect(main).not.toContainText('Frecciarossa')
  })

  test(`${locale}: the Serio gives one parking fee, with its year, once`, async ({ page }) => {
    const main = await open(page, locale, '2')
    await expect(main).toContainText(words.serioFee)
    // The fee once, in its notice: the older, disagreeing figures are gone from every part of the page.
    await expect(main).not.toContainText(/2015 e nel 20(19|20)|2015 and 20(19|20)/)
    await expect(main).not.toContainText(/circa circa|about about/)
  })

  test(`${locale}: Val Vertova's way without a car names the 2025 shuttle`, async ({ page }) => {
    const main = await open(page, locale, '6')
    await expect(main).toContainText(words.vertova)
  })

  test(`${locale}: "${words.report}" opens an e-mail with the waterfall, the page's address and the section`, async ({
    page,
  }) => {
    const main = await open(page, locale, '8')
    const link = main.getByRole('link', { name: new RegExp(`^${words.report}`) })
    await expect(link).toHaveCount(1)
    const href = await link.getAttribute('href')
    const mail = new URL(href ?? '')
    expect(mail.protocol).toBe('mailto:')
    expect(mail.pathname).toBe('correzioni@cascatelombardia.it')
    const fields = Object.fromEntries(
      mail.search
        .slice(1)
        .split('&')
        .map((pair) => pair.split('=').map((part) => decodeURIComponent(part))),
    )
    expect(fields.subject).toBe(words.subject)
    expect(fields.body).toContain(`https://cascatelombardia.it${path(locale, '8')}\n${words.canYouGo}`)
  })
}
