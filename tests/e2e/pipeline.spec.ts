import { expect, test } from '@playwright/test'

test('the home page of the production build lists all 14 waterfalls, each linking to its page', async ({ page }) => {
  await page.goto('/')
  const cards = page.getByTestId('results-grid').getByRole('article')
  await expect(cards).toHaveCount(14)
  const hrefs = await page
    .getByTestId('results-grid')
    .getByRole('link', { name: /Scopri come arrivare/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toEqual(Array.from({ length: 14 }, (_, index) => `/waterfall/${index + 1}`))
})
