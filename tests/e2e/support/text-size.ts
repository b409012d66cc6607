import type { BrowserContext, Page } from '@playwright/test'

/** Chromium's default sizes at 100 %: the standard (proportional) font and the monospace one. */
const DEFAULT_FONT_PX = { standard: 16, fixed: 13 }

/**
 * Sets the browser's text size, as a visitor does in the browser's settings: Chromium's default
 * font sizes change, so everything sized in rem or em grows, and so do media queries written in
 * rem (which a root `font-size` set by the page could not change). See
 * docs/decisions/2026-11-25-text-size-emulation.md. Takes effect at once on the open page.
 */
export async function setTextSize(context: BrowserContext, page: Page, percent: number): Promise<void> {
  const session = await context.newCDPSession(page)
  const scale = (px: number) => Math.round((px * percent) / 100)
  await session.send('Page.setFontSizes', {
    fontSizes: { standard: scale(DEFAULT_FONT_PX.standard), fixed: scale(DEFAULT_FONT_PX.fixed) },
  })
  await session.detach()
}
