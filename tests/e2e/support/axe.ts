import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Axe on the page as it is now, collecting only violations (what the tests assert on).
 *
 * Legacy mode runs axe in the page itself. The default mode runs it in each frame and then opens
 * a second page to merge the frames' results, which took about three times as long here; these
 * pages have no frames, so the two modes check the same document.
 *
 * Axe leaves its target size rule (WCAG 2.2's 2.5.8: a target at least 24 px, or with that much
 * room around it) off by default; Lighthouse runs it, and so does every check here.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } })
}
