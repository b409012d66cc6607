import { expect, type Page, test } from '@playwright/test'
import { openHome } from './support/home'
import { textSizeOf } from './support/text-size'

/**
 * Two waterfalls per phone screen (issue 40, docs/decisions/2026-11-27-compact-card.md): the
 * cards' heights on the phones the issue names and on a laptop, in both languages, their
 * elements, the page's height on a phone, and that larger text neither clips nor overlaps
 * anything on a card.
 */

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
] as const
const LAPTOP = { width: 1280, height: 800 }

/**
 * The home page's height before the compact card (the build before it, measured one after the
 * other with the new one; docs/decisions/2026-11-27-compact-card.md): the page must be at most half.
 */
const PAGE_BEFORE_PX = {
  it: { 390: 14_642, 360: 14_942 },
  en: { 390: 14_384, 360: 14_439 },
} as const

/** The targets. */
const PHONE_MEDIAN_PX = 420
const PHONE_TALLEST_PX = 480
const LAPTOP_TALLEST_PX = 520
const ELEMENTS_PER_CARD = 40
/** Each card's height, its columns and each card's element count, as the visitor's screen lays them out. */
function measureList(page: Page) {
  return page.getByTestId('results-grid').evaluate((grid) => {
    const cards = [...grid.querySelectorAll('article')]
    return {
      heights: cards.map((card) => card.getBoundingClientRect().height),
      columns: new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size,
      elements: cards.map((card) => card.querySelectorAll('*').length + 1),
      monthLines: cards.map((card) => {
        const lines = card.querySelectorAll('[data-month-line]')
        return { lines: lines.length, children: lines[0]?.children.length, text: lines[0]?.textContent !== '' }
      }),
    }
  })
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

for (const locale of ['it', 'en'] as const) {
  const home = locale === 'it' ? '/' : '/en'

  for (const phone of PHONES) {
    test(`${locale}: at ${phone.width} × ${phone.height} the median card is at most ${PHONE_MEDIAN_PX} px, the tallest ${PHONE_TALLEST_PX} px`, async ({
      page,
    }) => {
      await page.setViewportSize(phone)
      const { cards } = await openHome(page, home)
      await expect(cards).toHaveCount(14)
      const { heights, columns } = await measureList(page)
      expect(columns).toBe(1)
      expect(median(heights), `card heights ${heights.map(Math.round).join(', ')}`).toBeLessThanOrEqual(PHONE_MEDIAN_PX)
      expect(Math.max(...heights)).toBeLessThanOrEqual(PHONE_TALLEST_PX)
    })
  }

  test(`${locale}: the home page is at most half as long as before the compact card, at ${PHONES.map((phone) => phone.width).join(' and ')} px`, async ({
    page,
  }) => {
    for (const phone of PHONES) {
      await page.setViewportSize(phone)
      const { cards } = await openHome(page, home)
      await expect(cards).toHaveCount(14)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      expect(height, `${phone.width} px`).toBeLessThanOrEqual(PAGE_BEFORE_PX[locale][phone.width] / 2)
    }
  })

  test(`${locale}: at 1280 px three columns of cards at most ${LAPTOP_TALLEST_PX} px tall; at most ${ELEMENTS_PER_CARD} elements a card, one month line each`, async ({
    page,
  }) => {
    await page.setViewportSize(LAPTOP)
    const { cards } = await openHome(page, home)
    await expect(cards).toHaveCount(14)
    const { heights, columns, elements, monthLines } = await measureList(page)
    expect(columns).toBe(3)
    expect(Math.max(...heights)).toBeLessThanOrEqual(LAPTOP_TALLEST_PX)
    expect(Math.max(...elements)).toBeLessThanOrEqual(ELEMENTS_PER_CARD)
    // One element, its text the visitor's month (the browser's clock always has one).
    for (const line of monthLines) expect(line).toEqual({ lines: 1, children: 0, text: true })
  })

  test(`${locale}: with text at 150 % and 200 % on a phone, nothing on a card is clipped, overlaps or reaches past the screen`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(PHONES[0])
    await openHome(page, home)
    const setTextSize = await textSizeOf(context, page)
    const problems: string[] = []
    for (const textSize of [150, 200]) {
      await setTextSize(textSize)
      for (const phone of PHONES) {
        await page.setViewportSize(phone)
        const found = await page.getByTestId('results-grid').evaluate((grid) => {
          const found: string[] = []
          if (document.documentElement.scrollWidth > window.innerWidth) found.push('the page scrolls sideways')
          const name = (element: Element) =>
            `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 30)}"`
          for (const card of grid.querySelectorAll('article')) {
            const title = card.querySelector('h3')?.textContent ?? ''
            const box = card.getBoundingClientRect()
            if (box.right > window.innerWidth + 0.5) found.push(`${title}: the card reaches past the screen`)
            // The card hides what overflows it: its content must fit.
            if (card.scrollHeight > card.clientHeight + 1 || card.scrollWidth > card.clientWidth + 1)
              found.push(`${title}: the card clips its content`)
            // The parts of the card and of its head, in their boxes, must not overlap one another.
            const head = card.querySelector('.card-head')
            for (const parent of [card, head]) {
              const parts = [...(parent?.children ?? [])].filter((part) => part.getClientRects().length > 0)
              const boxes = parts.map((part) => part.getBoundingClientRect())
              boxes.forEach((a, i) => {
                if (a.left < box.left - 0.5 || a.right > box.right + 0.5)
                  found.push(`${title}: ${name(parts[i] as Element)} reaches past the card`)
                boxes.slice(i + 1).forEach((b, offset) => {
                  const overlap =
                    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
                    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5
                  if (overlap)
                    found.push(
                      `${title}: ${name(parts[i] as Element)} overlaps ${name(parts[i + 1 + offset] as Element)}`,
                    )
                })
              })
            }
            // A line of its own is never cut (only the name and the description are clamped, by design).
            for (const line of card.querySelectorAll('p:not([data-description]), dl, li, [data-difficulty]')) {
              if (line.scrollHeight > line.clientHeight + 1 || line.scrollWidth > line.clientWidth + 1)
                found.push(`${title}: ${name(line)} is clipped`)
            }
          }
          return found
        })
        problems.push(...found.map((problem) => `text ${textSize} %, ${phone.width} px: ${problem}`))
      }
    }
    expect(problems).toEqual([])
  })
}
