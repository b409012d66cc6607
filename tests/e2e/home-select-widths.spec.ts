import { expect, type Page, test } from '@playwright/test'
import type { Locale } from '../../src/vocabulary/values'
import { filtersSummary, openHome } from './support/home'

/**
 * Every option of every select reads in full at every width from 320 px up, in both languages
 * (docs/decisions/2026-11-25-filter-option-counts.md), with the counts each filter option carries: the five filters and the order. A
 * select is at least as wide as a copy of it left to its own width, which the browser makes as
 * wide as its longest option.
 */

const WIDTHS = [320, 375, 768, 1024, 1280]

type Measure = { name: string; width: number; needed: number; chosen: string; left: number; right: number }

/** Each select's width on the page, and the width its longest option needs. */
function measureSelects(page: Page): Promise<{ column: number; selects: Measure[] }> {
  return page.evaluate(() => ({
    // The page's column: the search box spans it.
    column: document.querySelector('input[type="search"]')?.getBoundingClientRect().right ?? 0,
    selects: [...document.querySelectorAll<HTMLSelectElement>('main select')].map((select) => {
      const copy = select.cloneNode(true) as HTMLSelectElement
      copy.style.cssText = 'position:absolute;visibility:hidden;width:auto;min-width:0;max-width:none;'
      select.parentElement?.append(copy)
      const needed = copy.getBoundingClientRect().width
      copy.remove()
      const box = select.getBoundingClientRect()
      return {
        name: select.name,
        left: box.left,
        right: box.right,
        width: box.width,
        needed,
        chosen: select.selectedOptions[0]?.text ?? '',
      }
    }),
  }))
}

for (const locale of ['it', 'en'] as const) {
  // The longest counts ("all" with the whole catalogue) are the defaults; a link narrows them.
  for (const search of ['', '?stroller=false&family=true']) {
    test(`at ${WIDTHS.join(', ')} px every select shows its options whole (${locale}${search ? ', filtered' : ''})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 900 })
      await openHome(page, `${locale === 'en' ? '/en' : '/'}${search}`)
      // On a narrow screen the filters are behind their disclosure: opened once, they stay open.
      await filtersSummary(page, locale as Locale).click()
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        const { column, selects } = await measureSelects(page)
        expect(selects.map((select) => select.name).sort(), `at ${width} px`).toEqual(
          ['carfree', 'difficulty', 'duration', 'family', 'month', 'province', 'sort', 'stroller'].sort(),
        )
        for (const select of selects) {
          const where = `${select.name} ("${select.chosen}") at ${width} px`
          expect(select.width, where).toBeGreaterThanOrEqual(select.needed - 0.5)
          // Nor does a select run out of the page's column to get its width.
          expect(select.left, where).toBeGreaterThanOrEqual(0)
          expect(select.right, where).toBeLessThanOrEqual(column + 0.5)
        }
      }
    })
  }
}
