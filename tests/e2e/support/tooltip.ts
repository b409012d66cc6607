import type { Locator } from '@playwright/test'

/** How far above its badge's button an open tooltip ends, in whole pixels; null when it has no tooltip. */
export const gapAboveBadge = (button: Locator): Promise<number | null> =>
  button.evaluate((element) => {
    const box = element.querySelector('[role="tooltip"]')?.getBoundingClientRect()
    return box ? Math.round(element.getBoundingClientRect().top - box.bottom) : null
  })
