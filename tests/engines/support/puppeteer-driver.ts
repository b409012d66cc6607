import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type KeyInput,
  type Page,
} from 'puppeteer-core'
import {
  describe,
  type EngineDriver,
  type HttpsProxy,
  type Key,
  pageCall,
  STEP_TIMEOUT_MS,
  type Target,
  VIEWPORT,
  waitForOne,
} from './driver.ts'

/**
 * Chromium over the DevTools protocol and Firefox over WebDriver BiDi, both through puppeteer-core
 * (Debian has no geckodriver; puppeteer speaks BiDi to firefox-esr itself). One browser and one
 * context for all the journeys of an engine; a journey that needs a tab of its own opens one.
 */
const EXECUTABLES = {
  chromium: process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  firefox: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
}

const KEYS: Record<Exclude<Key, 'Paste'>, KeyInput> = {
  Tab: 'Tab',
  ArrowDown: 'ArrowDown',
  ArrowUp: 'ArrowUp',
  Home: 'Home',
  Enter: 'Enter',
  Space: 'Space',
}

export async function launchPuppeteer(
  engine: 'chromium' | 'firefox',
  origin: string,
  proxy: HttpsProxy,
): Promise<EngineDriver> {
  // HTTPS goes through the forecast's fake (support/forecast-proxy.ts), whose certificate the
  // browser is told to accept; plain HTTP, the site's, goes straight to it.
  const browser: Browser =
    engine === 'chromium'
      ? await puppeteer.launch({
          browser: 'chrome',
          executablePath: EXECUTABLES.chromium,
          headless: 'shell',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-quic',
            `--proxy-server=https=${proxy.host}:${proxy.port}`,
          ],
          acceptInsecureCerts: true,
          defaultViewport: VIEWPORT,
        })
      : await puppeteer.launch({
          browser: 'firefox',
          executablePath: EXECUTABLES.firefox,
          headless: true,
          acceptInsecureCerts: true,
          extraPrefsFirefox: {
            'network.proxy.type': 1,
            'network.proxy.share_proxy_settings': false,
            'network.proxy.ssl': proxy.host,
            'network.proxy.ssl_port': proxy.port,
            'network.proxy.no_proxies_on': '',
            'network.proxy.allow_hijacking_localhost': false,
          },
          defaultViewport: VIEWPORT,
        })
  const context: BrowserContext = browser.defaultBrowserContext()
  // A tab of our own: headless Firefox never gives its first tab the focus (document.hasFocus()
  // stays false, so nothing matches :focus or :focus-visible), while a tab opened later has it.
  const initial = await browser.pages()
  const page: Page = await browser.newPage()
  for (const tab of initial) await tab.close()
  await page.setViewport(VIEWPORT)

  async function resolve(target: Target): Promise<ElementHandle<Element>> {
    await waitForOne(target, () =>
      page.evaluate<[], () => number>(pageCall((find, wanted) => find(wanted).length, [target])),
    )
    const handle = (await page.evaluateHandle(pageCall((find, wanted) => find(wanted)[0], [target]))).asElement()
    if (!handle) throw new Error(`${describe(target)} went away`)
    return handle as ElementHandle<Element>
  }

  /** Waits for the document at `url` to have loaded; throws `error` if it does not in time. */
  async function arrived(url: string, error: unknown): Promise<void> {
    const deadline = Date.now() + STEP_TIMEOUT_MS
    for (;;) {
      const state = await page
        .evaluate(() => ({ href: location.href, ready: document.readyState }))
        .catch(() => undefined)
      if (state?.href === url && state.ready === 'complete') return
      if (Date.now() > deadline) throw error
      await new Promise((next) => setTimeout(next, 50))
    }
  }

  return {
    engine,
    origin,
    canGoOffline: true,
    async goto(pathOrUrl) {
      const url = new URL(pathOrUrl, origin).href
      try {
        await page.goto(url, { waitUntil: 'load' })
      } catch (error) {
        // Firefox now and then reports a navigation that its service worker answers as aborted
        // (NS_BINDING_ABORTED) and goes on loading the same URL: what counts is whether the page
        // arrives, as a visitor would see it. Any other failure, or no page, fails the step.
        if (engine !== 'firefox' || !String(error).includes('NS_BINDING_ABORTED')) throw error
        await arrived(url, error)
      }
    },
    evaluate(fn, ...args) {
      return page.evaluate(pageCall(fn, args)) as never
    },
    async click(target) {
      const element = await resolve(target)
      await element.click()
      await element.dispose()
    },
    async focus(target) {
      const element = await resolve(target)
      await element.focus()
      await element.dispose()
    },
    async type(text) {
      await page.keyboard.type(text)
    },
    async press(key) {
      if (key === 'Paste') {
        await page.keyboard.down('Control')
        await page.keyboard.press('v')
        await page.keyboard.up('Control')
      } else {
        await page.keyboard.press(KEYS[key])
      }
    },
    async back() {
      // Waiting for the navigation is the journey's business: it waits for what the visitor sees.
      await page.goBack({ waitUntil: 'load', timeout: 10_000 })
    },
    async setOffline(offline) {
      await page.setOfflineMode(offline)
    },
    async refuseLocation(ask) {
      // A headless browser shows no question: the answer is set beforehand, as the visitor's choice.
      await context.setPermission(origin, { permission: { name: 'geolocation' }, state: 'denied' })
      await ask()
    },
    async close() {
      await browser.close()
    },
  }
}
