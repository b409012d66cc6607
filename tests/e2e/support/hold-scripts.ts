import type { Page } from '@playwright/test'

/** The app's own start: boot.ts has painted nothing of it until this file arrives. */
export const APP_ENTRY = '**/assets/entry-client-*.js'

/**
 * Holds back the scripts `pattern` names until the returned function is called: meanwhile the
 * tab shows the prerendered page, as on a slow phone while the app is on its way.
 */
export async function holdScripts(page: Page, pattern = APP_ENTRY): Promise<() => void> {
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(pattern, async (route) => {
    await gate
    await route.continue()
  })
  return release
}
