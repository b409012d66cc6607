import { expect, type Page, test } from '@playwright/test'
import type { Locale } from '../../src/vocabulary/values'
import { CATALOGUE, filtersSummary, waitForApp } from './support/home'
import { textSizeOf } from './support/text-size'

/**
 * WCAG 1.4.10 (reflow) on phones: at every phone width from 320 px and every text size a visitor
 * may set, up to 200 %, no page scrolls sideways and nothing on it reaches past the screen's
 * edges. One page is reused: each URL loads once, then every text size and width is applied to
 * it and measured.
 */

const WIDTHS = [320, 360, 375, 414] as const
const TEXT_SIZES = [100, 125, 150, 200] as const

type Visit = { path: string; openFilters?: boolean }

function visits(locale: Locale): Visit[] {
  const prefix = locale === 'en' ? '/en' : ''
  return [
    { path: prefix || '/' },
    // A filtered list, with its chips, the count on the Filters button and the panel open.
    { path: `${prefix || '/'}?difficulty=Medio&province=brescia&family=true`, openFilters: true },
    // No result: the empty state's long title and its link.
    { path: `${prefix || '/'}?q=zzzz` },
    ...CATALOGUE[locale].map((waterfall) => ({ path: `${prefix}/waterfall/${waterfall.id}` })),
    { path: `${prefix}/waterfall/999` },
    { path: `${prefix}/no-such-page` },
  ]
}

/**
 * What reaches past the viewport: the document's own width, and every visible element whose box
 * does, unless an ancestor clips it (a box that scrolls within itself, like the map, is
 * measured as that box).
 */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth
    const found: string[] = []
    const scrollWidth = document.documentElement.scrollWidth
    if (scrollWidth > width) found.push(`the page is ${scrollWidth} px wide`)
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true
      }
      return false
    }
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : ''
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `<${element.tagName.toLowerCase()}${id} class="${element.getAttribute('class') ?? ''}"> "${text}"`
    }
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      // Nothing to see: not rendered, or visually hidden for screen readers (sr-only is 1 by 1 px).
      if (box.width === 0 || box.height === 0 || (box.width <= 1 && box.height <= 1)) continue
      if (box.left >= -0.5 && box.right <= width + 0.5) continue
      if (getComputedStyle(element).visibility === 'hidden' || clipped(element)) continue
      found.push(`${describe(element)} spans ${Math.round(box.left)}..${Math.round(box.right)} px`)
    }
    // Breaking words keeps long names on the screen; a difficulty badge's one word gives way to nothing.
    for (const badge of document.querySelectorAll('[data-difficulty]')) {
      const word = document.createTreeWalker(badge, NodeFilter.SHOW_TEXT).nextNode()
      if (!word || badge.getClientRects().length === 0) continue
      const range = document.createRange()
      range.selectNodeContents(word)
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
      if (lines.size > 1) found.push(`${describe(badge)}: "${word.textContent}" breaks over ${lines.size} lines`)
    }
    return found
  })
}

for (const locale of ['it', 'en'] as const) {
  test(`at 320 to 414 px with text at 100 to 200 %, no ${locale} page reaches past the screen`, async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000)
    const failures: string[] = []
    const setTextSize = await textSizeOf(context, page)
    let measured = 0
    for (const visit of visits(locale)) {
      await page.setViewportSize({ width: WIDTHS[0], height: 740 })
      await page.goto(visit.path)
      await waitForApp(page)
      if (visit.openFilters) {
        await filtersSummary(page, locale).click()
        await expect(page.locator('#filter-controls')).toBeVisible()
      }
      for (const textSize of TEXT_SIZES) {
        await setTextSize(textSize)
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 740 })
          for (const problem of await overflows(page))
            failures.push(`${visit.path} at ${width} px, text ${textSize} %: ${problem}`)
          measured += 1
        }
      }
    }
    expect(measured).toBe((CATALOGUE[locale].length + 5) * WIDTHS.length * TEXT_SIZES.length)
    expect(failures).toEqual([])
  })
}
