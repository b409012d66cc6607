import type { Browser } from 'playwright'

/**
 * The scripts a page loads until the app has taken it over, as URL paths in the order they were
 * requested: read from a real load in Chromium (without the service worker), since which route
 * chunks and texts a page fetches is decided at run time. Shared by the JavaScript budget and the
 * composition report, so both speak of the same files.
 */
export async function scriptsUntilInteractive(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(url)
    await page.waitForSelector('html[data-app-ready]')
    await page.waitForLoadState('networkidle')
    return [...new Set(scripts)]
  } finally {
    await context.close()
  }
}
