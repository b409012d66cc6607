import { expect, test } from '@playwright/test'
import { validateCatalogue } from '../../src/catalogue/build-catalogue'
import { WATERFALL_SOURCES } from '../../src/catalogue/waterfalls'
import { MESSAGES } from '../../src/i18n/messages'
import { DATA_MESSAGES } from '../../src/i18n/messages-data'
import { FACILITIES, type Locale } from '../../src/vocabulary/values'
import { minutesOnCard } from '../support/outing-words'
import { CATALOGUE, expectPath, expectResults, nameOf, openHome, waitForApp } from './support/home'

/*
 * Issue 32: the visitor without a car, the family asking what is there, the hiker wanting a
 * full day. The expectations come from the authored catalogue (what the sources say), not from
 * the page data the app reads.
 */

const AUTHORED = validateCatalogue(WATERFALL_SOURCES)
/** The entries whose sources name a train or a bus. */
const BY_TRAIN_OR_BUS = AUTHORED.filter((entry) =>
  entry.transport.options.some((option) => option.mode === 'train' || option.mode === 'bus'),
).map((entry) => entry.id)
const LOCALES: readonly Locale[] = ['it', 'en']
const homePath = (locale: Locale, search = '') => `${locale === 'en' ? '/en' : '/'}${search}`
const detailPath = (locale: Locale, id: string) => `${locale === 'en' ? '/en' : ''}/waterfall/${id}`
const names = (locale: Locale, ids: readonly string[]) => ids.map((id) => nameOf(locale, id))

for (const locale of LOCALES) {
  const messages = MESSAGES[locale]

  test.describe(`${locale}: without a car`, () => {
    test('the filter keeps exactly the entries a source reaches by train or bus, and says how many', async ({
      page,
    }) => {
      expect(BY_TRAIN_OR_BUS).toEqual(['1', '2', '3', '4', '5', '6', '8', '9', '10', '11', '12', '14'])
      const home = await openHome(page, homePath(locale))
      const select = home.select('carfree')
      await expect(select.locator('option')).toHaveText([
        messages.filterOptionCount(messages.carFreeOptions.all, AUTHORED.length),
        messages.filterOptionCount(messages.carFreeOptions.true, BY_TRAIN_OR_BUS.length),
      ])
      await select.selectOption('true')
      await expectPath(page, homePath(locale, '?carfree=true'))
      await expectResults(page, locale, names(locale, BY_TRAIN_OR_BUS))
      // Each card says how without a car: the station or stop and the walk from it.
      for (const [index, id] of BY_TRAIN_OR_BUS.entries()) {
        const authored = AUTHORED.find((entry) => entry.id === id)
        await expect(home.cards.nth(index)).toContainText(authored?.fromMilan?.card[locale] ?? 'missing')
      }
    })

    test('it combines with the other filters, and the URL carries it after them', async ({ page }) => {
      // Stroller-friendly and reachable without a car; then the same in Varese, where only Cittiglio (closed) is.
      await openHome(page, homePath(locale, '?stroller=true&carfree=true'))
      await expectResults(page, locale, names(locale, ['1', '9', '12']))
      const home = await openHome(page, homePath(locale, '?carfree=true&province=Varese'))
      await expectPath(page, homePath(locale, '?province=Varese&carfree=true'))
      await expectResults(page, locale, names(locale, ['14']))
      // The province select counts what each province would leave with "without a car" kept.
      await expect(home.select('province').locator('option', { hasText: 'Brescia' })).toHaveText(
        messages.filterOptionCount('Brescia', 1),
      )
      // Not for families and without a car: Val Codera, by train to Novate Mezzola.
      await openHome(page, homePath(locale, '?family=false&carfree=true'))
      await expectResults(page, locale, names(locale, ['11']))
    })

    test('a card without a train or bus says so; Nardis is no day trip, on its card and its page', async ({ page }) => {
      const home = await openHome(page, homePath(locale))
      const gaina = home.cards.filter({ hasText: nameOf(locale, '13') })
      await expect(gaina).toContainText(DATA_MESSAGES[locale].carOnly)
      await page.goto(detailPath(locale, '12'))
      await waitForApp(page)
      const trip = page.getByTestId('from-milan')
      await expect(trip).toHaveAttribute('data-day-trip', 'false')
      await expect(page.getByTestId('not-a-day-trip')).toHaveText(messages.notDayTrip)
      // The route starts at Milan and names the stations, and the time is marked as our estimate.
      await expect(trip).toContainText(locale === 'it' ? 'Milano → Trento in treno' : 'Milan → Trento by train')
      await expect(trip).toContainText('Milano Porta Garibaldi')
      await expect(trip.locator('[data-basis="estimate"]')).toContainText(locale === 'it' ? '(stima)' : '(estimate)')
    })
  })

  test(`${locale}: every detail page says what is there on arrival, "unknown" where no source speaks`, async ({
    page,
  }) => {
    for (const entry of AUTHORED) {
      await page.goto(detailPath(locale, entry.id))
      await waitForApp(page)
      const block = page.getByRole('region', { name: messages.arrivalHeading })
      const rows = block.locator('[data-facility]')
      await expect(rows).toHaveCount(FACILITIES.length)
      for (const [index, facility] of FACILITIES.entries()) {
        const fact = entry.facilities[facility]
        const row = rows.nth(index)
        await expect(row, `${entry.id} ${facility}`).toHaveAttribute('data-state', fact.state)
        await expect(row.locator('dt')).toHaveText(messages.facilities[facility])
        await expect(row.locator('dd')).toContainText(messages.facilityStates[fact.state])
        if (fact.state === 'unknown') await expect(row.locator('dd')).toContainText(messages.facilityUnknown)
        // A yes or a no names who says so.
        else await expect(row.locator('dd')).toContainText(messages.sourceLabel(fact.sources.length))
      }
    }
    // The card shows the two a family asks first, in words beside their icons.
    const home = await openHome(page, homePath(locale))
    const acquafraggia = home.cards.first()
    await expect(acquafraggia).toContainText(DATA_MESSAGES[locale].arrival.toilets.yes)
    await expect(acquafraggia).toContainText(DATA_MESSAGES[locale].arrival.food.yes)
    await expect(home.cards.filter({ hasText: nameOf(locale, '5') })).toContainText(
      DATA_MESSAGES[locale].arrival.toilets.unknown,
    )
  })

  test(`${locale}: longest outing first, then shortest first`, async ({ page }) => {
    // The order a visitor expects from what each card says the whole walk takes.
    const stated = CATALOGUE[locale].map((entry, index) => ({
      id: entry.id,
      index,
      minutes: minutesOnCard(entry.outing)[0] ?? 0,
    }))
    const byOuting = [...stated].sort((a, b) => b.minutes - a.minutes || a.index - b.index).map((entry) => entry.id)
    // Val Codera's full day (8-9 hours) first; Vallategna's few minutes last; Val Vertova's
    // 1 h 40 min above every outing of an hour or less.
    expect(byOuting[0]).toBe('11')
    expect(byOuting.indexOf('6')).toBeLessThan(byOuting.indexOf('1'))
    const home = await openHome(page, homePath(locale))
    const sort = page.getByRole('combobox', { name: messages.sortLabel })
    await sort.selectOption('longest')
    await expectPath(page, homePath(locale, '?sort=longest'))
    await expect(home.cardNames).toHaveText(names(locale, byOuting))
    // Each card gives the whole walk, and its climb where known.
    await expect(home.cards.first()).toContainText(CATALOGUE[locale].find((entry) => entry.id === '11')?.outing ?? '')
    await expect(home.cards.first()).toContainText(locale === 'it' ? '1.000 m di dislivello' : '1,000 m climb')

    const shortest = [...stated].sort((a, b) => a.minutes - b.minutes || a.index - b.index).map((entry) => entry.id)
    await sort.selectOption('shortest')
    await expectPath(page, homePath(locale, '?sort=shortest'))
    await expect(home.cardNames).toHaveText(names(locale, shortest))
  })
}
