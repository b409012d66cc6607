import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Axe on the page as it is now, collecting only violations (what the tests assert on).
 *
 * Legacy mode runs axe in the page itself. The default mode runs it in each frame and then opens
 * a second page to merge the frames' results, which took about three times as long here; these
 * pages have no frames, so the two modes check the same document.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] })
}
