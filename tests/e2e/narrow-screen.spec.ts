import { expect, type Page, test } from '@playwright/test'
import type { Locale } from '../../src/vocabulary/values'
import { CATALOGUE, openHome } from './support/home'

/** The narrowest phone screen in common use. */
test.use({ viewport: { width: 320, height: 640 } })

/** How far anything on the page reaches past the right edge of the viewport, in pixels. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** The ids of the waterfalls with the longest names in a language: the hardest titles to fit. */
const longestNames = (locale: Locale, count: number) =>
  [...CATALOGUE[locale]].sort((a, b) => b.name.length - a.name.length).slice(0, count)

for (const path of ['/', '/en'] as const) {
  test(`at 320 px every card title on ${path} wraps inside its card, and nothing runs past the screen`, async ({
    page,
  }) => {
    const home = await openHome(page, path)
    const titles = await home.cardNames.evaluateAll((headings) =>
      headings.map((heading) => {
        const card = heading.closest('article')?.getBoundingClientRect()
        const box = heading.getBoundingClientRect()
        return {
          name: heading.textContent,
          insideCard: card !== undefined && box.left >= card.left && box.right <= card.right,
          clipped: heading.scrollWidth > heading.clientWidth,
        }
      }),
    )
    expect(titles.length).toBe(CATALOGUE[path === '/' ? 'it' : 'en'].length)
    for (const title of titles) expect(title, String(title.name)).toMatchObject({ insideCard: true, clipped: false })
    expect(await overflow(page)).toBe(0)
  })
}

for (const locale of ['it', 'en'] as const) {
  for (const waterfall of longestNames(locale, 3)) {
    const path = `${locale === 'en' ? '/en' : ''}/waterfall/${waterfall.id}`
    test(`at 320 px the title "${waterfall.name}" wraps on ${path}, and nothing runs past the screen`, async ({
      page,
    }) => {
      await page.goto(path)
      const title = page.getByRole('heading', { level: 1, name: waterfall.name })
      await expect(title).toBeVisible()
      const fits = await title.evaluate((heading) => {
        const box = heading.getBoundingClientRect()
        return (
          box.left >= 0 &&
          box.right <= document.documentElement.clientWidth &&
          heading.scrollWidth <= heading.clientWidth
        )
      })
      expect(fits).toBe(true)
      expect(await overflow(page)).toBe(0)
    })
  }
}
