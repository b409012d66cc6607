import { expect, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import { drawingOf, typeOf } from './support/drawings'
import { openHome } from './support/home'
import { layoutShift, watchLayoutShifts } from './support/layout-shift'

/**
 * The grid can be scanned by shape: each card draws its waterfall's type, every drawing loads,
 * and its square box beside the name (docs/decisions/2026-11-27-compact-card.md) is the same
 * before and after the drawing arrives. One page load per language:
 * the phone and the desktop widths are the same page resized.
 */
for (const locale of ['it', 'en'] as const) {
  const messages = MESSAGES[locale]

  test(`${locale}: every card shows the drawing of its waterfall's type, at 375 and 1280 px, without a shift`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await watchLayoutShifts(page)
    const { cards } = await openHome(page, locale === 'it' ? '/' : '/en')
    await expect(cards).toHaveCount(14)
    const images = cards.locator('img')

    const shown = () =>
      cards.evaluateAll((articles) =>
        articles.map((card) => {
          const image = card.querySelector('img') as HTMLImageElement
          const box = image.getBoundingClientRect()
          return {
            id: /\/waterfall\/(\d+)$/.exec(card.querySelector('a')?.getAttribute('href') ?? '')?.[1] ?? '',
            src: image.getAttribute('src'),
            alt: image.getAttribute('alt'),
            width: box.width,
            height: box.height,
          }
        }),
      )

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      const before = await shown()
      expect(
        before.map(({ id, src, alt }) => ({ id, src, alt })),
        `${width} px`,
      ).toEqual(
        before.map(({ id }) => ({
          id,
          src: drawingOf(id),
          alt: messages.drawingAlt(messages.types[typeOf(id)]),
        })),
      )
      expect(before.map(({ id }) => Number(id)).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 14 }, (_, i) => i + 1),
      )
      for (const { id, width: boxWidth, height } of before) {
        expect(boxWidth, `card ${id} at ${width} px`).toBeGreaterThan(0)
        expect(Math.abs(height - boxWidth), `card ${id} at ${width} px`).toBeLessThanOrEqual(1)
      }
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded()
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
          .toBe(true)
      }
      // Loading the drawings left every box where it was.
      expect(await shown(), `${width} px`).toEqual(before)
      if (width === 375) expect(await layoutShift(page)).toBe(0)
    }

    const drawings = new Set((await shown()).map(({ src }) => src))
    expect(drawings.size).toBeGreaterThanOrEqual(4)
  })
}
