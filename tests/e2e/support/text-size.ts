import type { BrowserContext, Page } from '@playwright/test'

/** Chromium's default sizes at 100 %: the standard (proportional) font and the monospace one. */
const DEFAULT_FONT_PX = { standard: 16, fixed: 13 }

/**
 * The browser's text size for one page, set as a visitor sets it in the browser's settings:
 * Chromium's default font sizes change, so everything sized in rem or em grows, and so do media
 * queries written in rem (which a root `font-size` set by the page could not change). See
 * docs/decisions/2026-11-25-text-size-emulation.md. A change takes effect at once on the open
 * page; a document loaded after it starts at the default size, so set it after each `goto`.
 */
export async function textSizeOf(context: BrowserContext, page: Page): Promise<(percent: number) => Promise<void>> {
  const session = await context.newCDPSession(page)
  const scale = (px: number, percent: number) => Math.round((px * percent) / 100)
  return async (percent) => {
    await session.send('Page.setFontSizes', {
      fontSizes: {
        standard: scale(DEFAULT_FONT_PX.standard, percent),
        fixed: scale(DEFAULT_FONT_PX.fixed, percent),
      },
    })
  }
}
