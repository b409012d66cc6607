import type { Page } from '@playwright/test'

/** Collects the page's layout shifts from its first paint on; call before the page loads. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { __shifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The page's layout shift so far: the sum of every shift's score (0 when nothing moved). */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0))
