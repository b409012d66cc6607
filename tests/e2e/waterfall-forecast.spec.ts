import { expect, type Page, type Request, test } from '@playwright/test'
import { FORECAST_TIMEOUT_MS } from '../../src/features/waterfall/weather/forecast-client'
import { enDetail } from '../../src/i18n/messages-detail-en'
import { itDetail } from '../../src/i18n/messages-detail-it'
import { enWeather } from '../../src/i18n/messages-weather-en'
import { itWeather } from '../../src/i18n/messages-weather-it'
import {
  FORECAST_FAILURES,
  type ForecastFailure,
  type ForecastKind,
  failureAnswer,
  forecastBody,
} from '../msw/forecast-fixtures'
import { freshProfileForEachTest } from './support/browser-profile'
import { layoutShift, watchLayoutShifts } from './support/layout-shift'
import { moveClockUntil } from './support/page-clock'

/**
 * "The weather there" on a waterfall's page (features/waterfall/weather/): Open-Meteo's forecast,
 * answered here by the test with the same documented bodies the msw handlers use
 * (tests/msw/forecast-fixtures.ts), so no test reaches the service.
 */

const SERVICE = 'https://api.open-meteo.com/**'
/**
 * The forecast comes after the page has loaded and the app has taken it over: on a busy machine that
 * can take longer than an expectation's usual 5 s, so the first look for it waits longer.
 */
const AFTER_TAKE_OVER = { timeout: 20_000 }
test.describe.configure({ timeout: 60_000 })

/** Moving the page's clock: the page first has to load and be taken over before its waits begin. */
const CLOCK_AFTER_TAKE_OVER = { timeout: 30_000 }
/** A Friday morning in Rome: the weekend to come is Saturday 28 and Sunday 29 November. */
const NOW = new Date('2026-11-27T09:00:00+01:00')
const TODAY = '2026-11-27'

const LANGUAGES = [
  { locale: 'it', prefix: '', detail: itDetail, weather: itWeather, wet: '63,1 mm in tutto', dry: '0,3 mm in tutto' },
  { locale: 'en', prefix: '/en', detail: enDetail, weather: enWeather, wet: '63.1 mm in all', dry: '0.3 mm in all' },
] as const

type Answer = ForecastKind | ForecastFailure

/** Answers the service as the scenario says; returns the requests it was sent. */
async function answerForecast(page: Page, answer: Answer): Promise<Request[]> {
  const requests: Request[] = []
  await page.route(SERVICE, async (route) => {
    requests.push(route.request())
    if (answer === 'offline') return route.abort('internetdisconnected')
    // The service never answers: the page gives up on its own clock.
    if (answer === 'timeout') return
    const failure = failureAnswer(answer as ForecastFailure, TODAY)
    if (failure) {
      return typeof failure.body === 'string'
        ? route.fulfill({ status: failure.status, body: failure.body, contentType: 'text/html' })
        : route.fulfill({ status: failure.status, json: failure.body })
    }
    const url = new URL(route.request().url())
    const place = { lat: Number(url.searchParams.get('latitude')), lon: Number(url.searchParams.get('longitude')) }
    return route.fulfill({ json: forecastBody(answer as ForecastKind, TODAY, place) })
  })
  return requests
}

/**
 * Opens a page on the test's Friday. A forecast that arrives needs only the date fixed; a failure
 * needs the page's clock in the test's hands, to move through the retries' back-off at once.
 */
async function openWithForecast(page: Page, path: string, answer: Answer): Promise<Request[]> {
  if (answer === 'wet' || answer === 'dry' || answer === 'snow') await page.clock.setFixedTime(NOW)
  else await page.clock.install({ time: NOW })
  const requests = await answerForecast(page, answer)
  await watchLayoutShifts(page)
  await page.goto(path)
  return requests
}

const weather = (page: Page) => page.locator('#weather')

/**
 * The box's links that leave the guide, each with the word that says, while offline, that it
 * needs a connection (docs/decisions/2026-11-26-offline-line.md; offline-line.spec.ts shows it).
 */
async function expectOutsideLinksMarked(page: Page, count: number): Promise<void> {
  const links = weather(page).locator('a[target="_blank"]')
  await expect(links).toHaveCount(count)
  for (const link of await links.all()) await expect(link.locator('[data-when-offline]')).toHaveCount(1)
}

for (const { locale, prefix, detail, weather: texts, wet, dry } of LANGUAGES) {
  test.describe(`in ${locale === 'it' ? 'Italian' : 'English'}`, () => {
    test('a wet week: seven days with words, the weekend marked, the week’s rain read against the month, the credit', async ({
      page,
    }) => {
      const requests = await openWithForecast(page, `${prefix}/waterfall/1`, 'wet')
      const section = page.getByRole('region', { name: detail.weatherHeading })
      await expect(section.getByTestId('weather-status')).toContainText(
        texts.fetchedAt('').slice(0, -2),
        AFTER_TAKE_OVER,
      )
      const days = section.getByTestId('weather-days').getByRole('listitem')
      await expect(days).toHaveCount(7)
      await expect(days.first()).toContainText(texts.today)
      await expect(days.first()).toContainText(`${texts.skies.rain}`)
      await expect(days.first()).toContainText(texts.high(locale === 'it' ? '10,9' : '10.9'))
      await expect(days.first()).toContainText(texts.low(locale === 'it' ? '5,6' : '5.6'))
      await expect(days.first()).toContainText(texts.rain(locale === 'it' ? '5,1' : '5.1'))
      await expect(days.first()).toContainText(texts.rainChance('74'))
      const weekend = section.locator('[data-weekend]')
      await expect(weekend).toHaveCount(2)
      await expect(weekend.nth(0)).toContainText(`${texts.weekdayNames[6]}28`)
      await expect(weekend.nth(1)).toContainText(`${texts.weekdayNames[0]}29`)
      for (const day of await weekend.all()) await expect(day).toContainText(texts.weekend)
      await expect(section.getByTestId('weather-past')).toContainText(wet)
      await expect(section.getByRole('list', { name: texts.pastDaysLabel }).getByRole('listitem')).toHaveCount(7)
      await expect(section.getByTestId('weather-reading')).toContainText(texts.readings.wet)
      await expect(section.getByTestId('weather-reading')).toContainText(texts.ruleOfThumb(40, 5))
      const credit = section.getByTestId('weather-credit')
      await expect(credit).toContainText(texts.creditBefore)
      await expect(credit).toContainText(texts.modelNote)
      await expect(credit.getByRole('link', { name: /Open-Meteo\.com/ })).toHaveAttribute(
        'href',
        'https://open-meteo.com/',
      )
      await expect(credit.getByRole('link', { name: /CC BY 4\.0/ })).toHaveAttribute(
        'href',
        'https://creativecommons.org/licenses/by/4.0/',
      )
      await expectOutsideLinksMarked(page, 2)
      expect(requests).toHaveLength(1)
      expect(await layoutShift(page)).toBe(0)
    })

    test('a dry week reads as one, without frost on a low waterfall', async ({ page }) => {
      await openWithForecast(page, `${prefix}/waterfall/1`, 'dry')
      const section = page.getByRole('region', { name: detail.weatherHeading })
      await expect(section.getByTestId('weather-reading')).toContainText(texts.readings.dry, AFTER_TAKE_OVER)
      await expect(section.getByTestId('weather-past')).toContainText(dry)
      await expect(section.getByTestId('weather-cold')).toHaveCount(0)
    })

    test('snow and frost on a high waterfall, with the months it is out of reach', async ({ page }) => {
      await openWithForecast(page, `${prefix}/waterfall/12`, 'snow')
      const section = page.getByRole('region', { name: detail.weatherHeading })
      await expect(section.getByTestId('weather-cold')).toContainText(texts.cold, AFTER_TAKE_OVER)
      const months = locale === 'it' ? 'gennaio, febbraio, marzo, dicembre' : 'January, February, March, December'
      await expect(section.getByTestId('weather-cold')).toContainText(texts.coldMonths(months))
      await expect(section.getByTestId('weather-days')).toContainText(texts.snow(locale === 'it' ? '2,5' : '2.5'))
    })

    test('Val Vertova: its alert rule beside the forecast, with the region’s page of the alerts in force', async ({
      page,
    }) => {
      await openWithForecast(page, `${prefix}/waterfall/6`, 'wet')
      const section = page.getByRole('region', { name: detail.weatherHeading })
      const alert = section.getByTestId('weather-alert')
      await expect(alert).toContainText(texts.alertHeading, AFTER_TAKE_OVER)
      await expect(alert).toContainText(texts.alertNotForecast)
      await expect(alert).toContainText('Cà Roset')
      await expect(alert.getByRole('link', { name: texts.alertBulletin })).toHaveAttribute(
        'href',
        'https://www.allertalom.regione.lombardia.it/',
      )
      await expect(section.getByTestId('weather-credit')).toBeVisible()
      await expectOutsideLinksMarked(page, 3)
      // A waterfall without such a rule has none.
      await openWithForecast(page, `${prefix}/waterfall/1`, 'wet')
      await expect(page.getByTestId('weather-reading')).toBeVisible(AFTER_TAKE_OVER)
      await expect(page.getByTestId('weather-alert')).toHaveCount(0)
      expect(await layoutShift(page)).toBe(0)
    })

    test('when the service fails, one line, the rest of the page as it was, and nothing moves', async ({ page }) => {
      await openWithForecast(page, `${prefix}/waterfall/3`, 'server-error')
      const status = page.locator('#weather [data-testid="weather-status"]')
      await moveClockUntil(
        page,
        async () => (await status.textContent()) === detail.weatherUnavailable,
        CLOCK_AFTER_TAKE_OVER,
      )
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByTestId('status')).toBeVisible()
      await expect(page.getByRole('heading', { name: detail.descriptionHeading })).toBeVisible()
      // The regional forecast it points to instead.
      await expectOutsideLinksMarked(page, 1)
      expect(await layoutShift(page)).toBe(0)
    })
  })
}

const RETRIED: Record<ForecastFailure, boolean> = {
  'rate-limited': true,
  'server-error': true,
  offline: true,
  timeout: true,
  malformed: false,
  'unknown-place': false,
}

for (const failure of FORECAST_FAILURES) {
  test(`${failure}: the forecast is not available, said in one line after ${RETRIED[failure] ? 'three retries' : 'one request'}`, async ({
    page,
  }) => {
    const requests = await openWithForecast(page, '/en/waterfall/6', failure)
    const status = page.locator('#weather [data-testid="weather-status"]')
    if (failure === 'timeout') {
      // Each of the four attempts waits out the client's limit on the page's clock, and so does each
      // retry's back-off (1 s, 2 s, 4 s): left to run, the last one alone took 4 of the 5 s a poll has.
      await expect(status).toHaveText(enWeather.loading, AFTER_TAKE_OVER)
      for (let attempt = 1; attempt <= 4; attempt++) {
        await moveClockUntil(page, async () => requests.length >= attempt)
        expect(requests).toHaveLength(attempt)
        await page.clock.runFor(FORECAST_TIMEOUT_MS)
      }
    }
    await moveClockUntil(
      page,
      async () => (await status.textContent()) === enDetail.weatherUnavailable,
      CLOCK_AFTER_TAKE_OVER,
    )
    expect(requests).toHaveLength(RETRIED[failure] ? 4 : 1)
    await expect(page.locator('#weather').getByRole('list')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Val Vertova Waterfalls')
    expect(await layoutShift(page)).toBe(0)
  })
}

for (const width of [375, 1280]) {
  for (const answer of ['wet', 'snow', 'server-error'] as const) {
    test(`at ${width} px the box keeps its height whether the ${answer} forecast arrives or not`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await openWithForecast(page, '/waterfall/6', answer)
      const reserved = await weather(page).evaluate((box) => box.getBoundingClientRect().height)
      const status = page.locator('#weather [data-testid="weather-status"]')
      if (answer === 'server-error') {
        await moveClockUntil(
          page,
          async () => (await status.textContent()) === itDetail.weatherUnavailable,
          CLOCK_AFTER_TAKE_OVER,
        )
      } else await expect(status).toContainText(itWeather.fetchedAt('').slice(0, -2), AFTER_TAKE_OVER)
      await expect(page.getByRole('heading', { level: 2, name: itDetail.weatherHeading })).toBeVisible()
      const shown = await weather(page).evaluate((box) => box.getBoundingClientRect().height)
      expect(shown).toBe(reserved)
      expect(await layoutShift(page)).toBe(0)
    })
  }
}

test('the request carries the waterfall’s coordinates and nothing of the visitor', async ({ page, context }) => {
  await context.addCookies([{ name: 'visitor', value: 'someone', url: 'https://api.open-meteo.com' }])
  const requests = await openWithForecast(page, '/waterfall/6', 'dry')
  await expect(page.getByTestId('weather-reading')).toBeVisible(AFTER_TAKE_OVER)
  expect(requests).toHaveLength(1)
  const request = requests[0] as Request
  const url = new URL(request.url())
  expect(`${url.origin}${url.pathname}`).toBe('https://api.open-meteo.com/v1/forecast')
  expect([...url.searchParams.keys()].sort()).toEqual(
    ['daily', 'forecast_days', 'latitude', 'longitude', 'past_days', 'timezone'].sort(),
  )
  const headers = await request.allHeaders()
  expect(headers.cookie).toBeUndefined()
  expect(headers.referer).toBeUndefined()
})

test('the home page never asks for the forecast, nor loads its code', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (/open-meteo|weather-panel|messages-weather/.test(request.url())) asked.push(request.url())
  })
  for (const path of ['/', '/en']) {
    await page.goto(path)
    await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached' })
    await expect(page.getByTestId('results-grid')).toBeVisible()
  }
  expect(asked).toEqual([])
})

test('the forecast’s code is fetched after the page has loaded', async ({ page }) => {
  const order: string[] = []
  page.on('load', () => order.push('load'))
  page.on('request', (request) => {
    if (request.url().includes('weather-panel')) order.push('forecast code')
  })
  await openWithForecast(page, '/waterfall/2', 'wet')
  await expect(page.getByTestId('weather-reading')).toBeVisible(AFTER_TAKE_OVER)
  expect(order).toEqual(['load', 'forecast code'])
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })
  const { open: openProfile } = freshProfileForEachTest('cascate-forecast-offline-')

  test('a waterfall page opened offline shows everything else, and says the forecast is not available', async () => {
    test.setTimeout(60_000)
    const first = await openProfile()
    const page = await first.newPage()
    await page.goto('/en/waterfall/6')
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)
    await first.close()

    const second = await openProfile()
    await second.setOffline(true)
    const offline = await second.newPage()
    await offline.goto('/en/waterfall/6')
    await expect(offline.getByRole('heading', { level: 1 })).toHaveText('Val Vertova Waterfalls')
    await expect(offline.getByTestId('status')).toBeVisible()
    await expect(offline.getByRole('heading', { name: enDetail.descriptionHeading })).toBeVisible()
    await expect(offline.locator('#weather [data-testid="weather-status"]')).toHaveText(
      enDetail.weatherUnavailable,
      AFTER_TAKE_OVER,
    )
    await second.close()
  })
})
