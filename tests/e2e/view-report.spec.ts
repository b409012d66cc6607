import { expect, type Page, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import type { Locale } from '../../src/vocabulary/values'
import { CATALOGUE, homePage, nameOf, openHome, waitForApp } from './support/home'
import { installFakeGtag, trackedEvents } from './support/tracker'

/**
 * waterfall_view is one report per arrival at a detail page, however the visitor arrives and
 * however they leave: leaving is never an arrival, not even for a moment.
 */
const LOCALES: readonly Locale[] = ['it', 'en']
const listUrl = (locale: Locale) => (locale === 'it' ? '/' : '/en')
const detailUrl = (locale: Locale, id: string) => `${locale === 'it' ? '' : '/en'}/waterfall/${id}`

const viewOf = (id: string) => {
  const waterfall = CATALOGUE.it.find((entry) => entry.id === id)
  if (!waterfall) throw new Error(`No waterfall ${id}`)
  return { waterfall_name: waterfall.name, waterfall_id: id, province: waterfall.province }
}

const views = async (page: Page) =>
  (await trackedEvents(page)).filter((event) => event.name === 'waterfall_view').map((event) => event.payload)

/** The list is on screen again and the app runs it: whatever leaving reported has been sent. */
async function expectListShown(page: Page, locale: Locale) {
  await expect(page).toHaveURL(listUrl(locale))
  await expect(homePage(page, locale).cards.first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[locale].homeHeading)
}

type WayOut = {
  leave: (page: Page, locale: Locale) => Promise<void>
  /** How the visitor comes back: Forward after a step back in history, Back after a new entry. */
  comeBack: 'forward' | 'back'
}

const WAYS_OUT: Record<string, WayOut> = {
  'the browser’s Back': { leave: (page) => page.goBack().then(() => {}), comeBack: 'forward' },
  // The list is the entry before the page, so the link steps back to it.
  'the page’s back link': {
    leave: (page, locale) => page.getByRole('link', { name: `← ${MESSAGES[locale].backToWaterfalls}` }).click(),
    comeBack: 'forward',
  },
  'the header’s title': {
    leave: (page, locale) => page.getByRole('banner').getByRole('link', { name: MESSAGES[locale].siteTitle }).click(),
    comeBack: 'back',
  },
  'the breadcrumb’s Home': {
    leave: (page, locale) =>
      page
        .getByRole('navigation', { name: MESSAGES[locale].breadcrumbLabel })
        .getByRole('link', { name: MESSAGES[locale].home })
        .click(),
    comeBack: 'back',
  },
}

for (const locale of LOCALES) {
  for (const [way, { leave, comeBack }] of Object.entries(WAYS_OUT)) {
    test(`${locale}: a card, then ${way}, is one view; coming back one more`, async ({ page }) => {
      await installFakeGtag(page)
      const home = await openHome(page, listUrl(locale))
      await home.cards.nth(2).getByRole('link', { name: MESSAGES[locale].cardCta }).click()
      await expect(page).toHaveURL(detailUrl(locale, '3'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(locale, '3'))
      await expect.poll(() => views(page)).toEqual([viewOf('3')])
      await leave(page, locale)
      await expectListShown(page, locale)
      expect(await views(page)).toEqual([viewOf('3')])
      // Coming back is a new arrival, and leaving again the same way is not.
      await (comeBack === 'forward' ? page.goForward() : page.goBack())
      await expect(page).toHaveURL(detailUrl(locale, '3'))
      await expect.poll(() => views(page)).toEqual([viewOf('3'), viewOf('3')])
      await leave(page, locale)
      await expectListShown(page, locale)
      expect(await views(page)).toEqual([viewOf('3'), viewOf('3')])
    })
  }

  test(`${locale}: a direct load is one view, the skip link none, and leaving none`, async ({ page }) => {
    await installFakeGtag(page)
    await page.goto(detailUrl(locale, '5'))
    await waitForApp(page)
    await expect.poll(() => views(page)).toEqual([viewOf('5')])
    // The skip link moves within the page: no arrival.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${detailUrl(locale, '5')}#main`)
    await page.getByRole('banner').getByRole('link', { name: MESSAGES[locale].siteTitle }).click()
    await expectListShown(page, locale)
    expect(await views(page)).toEqual([viewOf('5')])
  })
}

test('a language switch is one arrival each way, and leaving from either language none', async ({ page }) => {
  await installFakeGtag(page)
  await page.goto('/waterfall/7')
  await waitForApp(page)
  await expect.poll(() => views(page)).toEqual([viewOf('7')])
  await page.getByRole('link', { name: /English/ }).click()
  await expect(page).toHaveURL('/en/waterfall/7')
  await expect.poll(() => views(page)).toEqual([viewOf('7'), viewOf('7')])
  await page.getByRole('link', { name: `← ${MESSAGES.en.backToWaterfalls}` }).click()
  await expectListShown(page, 'en')
  await page.goBack()
  await expect(page).toHaveURL('/en/waterfall/7')
  await expect.poll(() => views(page)).toHaveLength(3)
  await page.goBack()
  await expect(page).toHaveURL('/waterfall/7')
  await expect.poll(() => views(page)).toHaveLength(4)
  await page.getByRole('navigation', { name: MESSAGES.it.breadcrumbLabel }).getByRole('link', { name: 'Home' }).click()
  await expectListShown(page, 'it')
  expect(await views(page)).toEqual([viewOf('7'), viewOf('7'), viewOf('7'), viewOf('7')])
})
