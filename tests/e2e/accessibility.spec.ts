import { expect, type Page, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import { axeOn } from './support/axe'
import { collectPageErrors, waitForApp } from './support/home'
import { moveClockUntil } from './support/page-clock'

const en = MESSAGES.en

/** The focused element and whether it shows a focus ring (our :focus-visible outline). */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    const style = element ? getComputedStyle(element) : null
    return {
      tag: element?.tagName.toLowerCase(),
      name: element?.getAttribute('aria-label') ?? element?.textContent?.trim().slice(0, 60) ?? '',
      ring: style !== null && style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
    }
  })
}

/** Tabs (or Shift+Tabs) until the focused element matches, checking the focus ring at every stop. */
async function tabTo(page: Page, matches: (element: { tag?: string; name: string }) => boolean, key = 'Tab') {
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press(key)
    const element = await focused(page)
    expect(element.ring, `focus ring on <${element.tag}> "${element.name}"`).toBe(true)
    if (matches(element)) return
  }
  throw new Error('The element was not reached with Tab')
}

test('the whole journey works with the keyboard alone, with a visible focus ring at every step', async ({
  page,
  context,
}) => {
  await context.route('https://www.google.com/**', (route) => route.fulfill({ body: '<title>maps</title>' }))
  await page.goto('/en')
  await waitForApp(page)

  await page.keyboard.press('Tab')
  expect(await focused(page)).toMatchObject({ tag: 'a', name: en.skipToContent, ring: true })
  await expect(page.getByRole('link', { name: en.skipToContent })).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main')).toBeFocused()

  await tabTo(page, (element) => element.tag === 'input')
  await page.keyboard.type('lago')
  await expect(page).toHaveURL('/en?q=lago')

  // Each select: focus it and change it with the arrow keys.
  for (const label of [en.difficultyLabel, en.provinceLabel, en.durationLabel, en.strollerLabel, en.familyLabel]) {
    await tabTo(page, (element) => element.tag === 'select')
    const select = page.getByRole('combobox', { name: label })
    await expect(select).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(select).not.toHaveValue('all')
  }
  await expect(page.getByRole('heading', { name: en.noResultsTitle })).toBeVisible()
  await tabTo(page, (element) => element.tag === 'a' && element.name === en.resetFilters)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/en')
  await expect(page.getByTestId('results-grid').getByRole('article')).toHaveCount(14)

  await tabTo(page, (element) => element.tag === 'a' && element.name === en.cardCta)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/en/waterfall/1')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acquafraggia Falls')
  // A move to another page puts the focus on <main>, as a full page load would.
  await expect(page.locator('#main')).toBeFocused()

  await tabTo(page, (element) => element.tag === 'a' && element.name.includes('Borgonuovo'))
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')])
  expect(popup.url()).toContain('https://www.google.com/maps/search/')
  await popup.close()

  await tabTo(page, (element) => element.tag === 'a' && element.name.includes(en.backToWaterfalls), 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/en')
  await expect(page.getByTestId('results-grid').getByRole('article')).toHaveCount(14)
})

test('motion stops for visitors who ask for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.context().route('**/data/cards.en.json', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/')
  await waitForApp(page)
  await page.getByRole('link', { name: /English/ }).click()
  const placeholder = page.getByTestId('results-skeleton').locator('li').first()
  await expect(placeholder).toBeVisible()
  expect(await placeholder.evaluate((element) => getComputedStyle(element).animationDuration)).toBe('1e-05s')
  release()
  await expect(page.getByTestId('results-grid').getByRole('article')).toHaveCount(14)
})

test('without the reduced-motion wish, the loading placeholder does pulse', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.context().route('**/data/cards.en.json', () => {
    // Never answers: the placeholder stays.
  })
  await page.goto('/')
  await waitForApp(page)
  await page.getByRole('link', { name: /English/ }).click()
  const placeholder = page.getByTestId('results-skeleton').locator('li').first()
  await expect(placeholder).toBeVisible()
  expect(await placeholder.evaluate((element) => getComputedStyle(element).animationDuration)).toBe('2s')
})

const ALL_PAGES = [
  '/',
  '/en',
  ...Array.from({ length: 14 }, (_, index) => [`/waterfall/${index + 1}`, `/en/waterfall/${index + 1}`]).flat(),
]

test('the site has 30 pages to check', () => {
  expect(ALL_PAGES).toHaveLength(30)
})

// One test a page: a failure names its page, and the pages spread over the workers.
for (const path of ALL_PAGES) {
  test(`axe finds no violation on ${path}, and the page throws no error`, async ({ page }) => {
    const errors = collectPageErrors(page)
    await page.goto(path)
    await waitForApp(page)
    const { violations } = await axeOn(page).analyze()
    expect(violations).toEqual([])
    expect(errors).toEqual([])
  })
}

// On a phone the list's cards and their badges sit closer: each list page once at Lighthouse's phone size.
for (const path of ['/', '/en']) {
  test(`axe finds no violation on ${path} on a phone (412 × 823), touch targets included`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await page.goto(path)
    await waitForApp(page)
    const { violations } = await axeOn(page).analyze()
    expect(violations).toEqual([])
  })
}

test('the axe check reports what it finds: an unnamed image and an unnamed button on a real page', async ({ page }) => {
  await page.goto('/waterfall/1')
  await waitForApp(page)
  await page.locator('main').evaluate((main) => {
    main.insertAdjacentHTML('beforeend', '<img src="/favicon.svg"><button type="button"></button>')
  })
  const { violations } = await axeOn(page).analyze()
  expect(violations.map((violation) => violation.id).sort()).toEqual(['button-name', 'image-alt'])
})

test('a catalogue request that fails says so, keeps the filters, and recovers on retry', async ({ page }) => {
  let failing = true
  await page
    .context()
    .route('**/data/cards.en.json', (route) =>
      failing ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
    )
  await page.clock.install()
  await page.goto('/?difficulty=Medio')
  await waitForApp(page)
  await page.getByRole('link', { name: /English/ }).click()
  await expect(page).toHaveURL('/en?difficulty=Medio')
  // Three retries with backoff (1 s, 2 s, 4 s) before the message, on the page's clock.
  const alert = page.getByRole('alert')
  await moveClockUntil(page, () => alert.isVisible())
  await expect(alert).toContainText(en.catalogueErrorTitle)
  // The filters live in the URL, which the error leaves as it is.
  await expect(page).toHaveURL('/en?difficulty=Medio')
  const { violations } = await axeOn(page).analyze()
  expect(violations).toEqual([])
  failing = false
  await alert.getByRole('button', { name: en.retry }).click()
  await expect(page.getByTestId('results-grid').getByRole('article')).toHaveCount(6)
  await expect(page.locator('[data-results] [role="status"]')).toHaveText('6 waterfalls found')
  await expect(page.getByRole('combobox', { name: en.difficultyLabel })).toHaveValue('Medio')
})
