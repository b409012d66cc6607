import { expect, type Page, test } from '@playwright/test'

function collectProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  return problems
}

const headSnapshot = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    alternates: document.querySelectorAll('link[rel="alternate"]').length,
    jsonLdTypes: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}')['@type'],
    ),
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
  }))

for (const path of ['/', '/en', '/waterfall/1', '/en/waterfall/11']) {
  test(`${path} hydrates its prerendered HTML without a warning`, async ({ page }) => {
    const problems = collectProblems(page)
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-prerendered', path)
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true')
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })
}

test('client-side navigation replaces every head tag, leaving none behind or doubled', async ({ page }) => {
  const problems = collectProblems(page)
  await page.goto('/en')
  expect(await headSnapshot(page)).toEqual({
    title: 'Lombardy Waterfalls',
    canonical: ['https://cascatelombardia.it/en'],
    descriptions: 1,
    alternates: 3,
    jsonLdTypes: ['WebSite'],
    ogUrl: 'https://cascatelombardia.it/en',
  })
  await page.getByRole('link', { name: 'See how to get there' }).nth(3).click()
  await expect(page).toHaveURL('/en/waterfall/4')
  await expect
    .poll(() => headSnapshot(page))
    .toEqual({
      title: 'Bellano Gorge | Lombardy Waterfalls',
      canonical: ['https://cascatelombardia.it/en/waterfall/4'],
      descriptions: 1,
      alternates: 3,
      jsonLdTypes: ['TouristAttraction', 'BreadcrumbList'],
      ogUrl: 'https://cascatelombardia.it/en/waterfall/4',
    })
  await page.getByRole('link', { name: /Italiano/ }).click()
  await expect(page).toHaveURL('/waterfall/4')
  await expect
    .poll(() => headSnapshot(page))
    .toMatchObject({
      title: 'Orrido di Bellano | Cascate Lombardia',
      canonical: ['https://cascatelombardia.it/waterfall/4'],
      jsonLdTypes: ['TouristAttraction', 'BreadcrumbList'],
    })
  await expect(page.locator('html')).toHaveAttribute('lang', 'it')
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL('/en')
  await expect.poll(() => headSnapshot(page)).toMatchObject({ title: 'Lombardy Waterfalls', jsonLdTypes: ['WebSite'] })
  expect(problems).toEqual([])
})

test('a filtered URL starts from the home HTML and never shows the unfiltered list', async ({ page }) => {
  const seen: number[] = []
  await page.exposeFunction('reportCardCount', (count: number) => seen.push(count))
  await page.addInitScript(() => {
    // Every frame, record how many cards are visible; the unfiltered 14 must never show.
    const report = (window as unknown as { reportCardCount: (count: number) => void }).reportCardCount
    const tick = () => {
      const cards = [...document.querySelectorAll('[data-testid="results-grid"] article')]
      const visible = cards.filter((card) => card.checkVisibility({ visibilityProperty: true })).length
      if (visible > 0) report(visible)
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
  await page.goto('/?difficulty=Difficile')
  await expect(page.getByTestId('results-grid').getByRole('article')).toHaveCount(1)
  await page.waitForTimeout(300)
  expect(seen.length).toBeGreaterThan(0)
  expect(new Set(seen)).toEqual(new Set([1]))
})
