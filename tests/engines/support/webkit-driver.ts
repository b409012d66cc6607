import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { Builder, Key as SeleniumKey, type WebDriver, type WebElement } from 'selenium-webdriver'
import {
  describe,
  type EngineDriver,
  type HttpsProxy,
  type Key,
  pageCall,
  STEP_TIMEOUT_MS,
  type Target,
  waitForOne,
} from './driver.ts'

/**
 * WebKit (Safari's engine) as Debian ships it: WebKitWebDriver drives MiniBrowser, the WebKitGTK
 * browser, through selenium-webdriver. MiniBrowser has no headless mode, so it draws on a virtual
 * display (Xvfb) that lives as long as the driver. One browser session serves all the journeys.
 */
const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

const KEYS: Record<Exclude<Key, 'Paste'>, string> = {
  Tab: SeleniumKey.TAB,
  ArrowDown: SeleniumKey.ARROW_DOWN,
  ArrowUp: SeleniumKey.ARROW_UP,
  Home: SeleniumKey.HOME,
  Enter: SeleniumKey.ENTER,
  Space: SeleniumKey.SPACE,
}

/** Starts Xvfb on a display number it picks itself (so no other display is taken over) and says which. */
function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let errors = ''
    xvfb.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString()
    })
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => resolve({ process: xvfb, display: `:${chunk.toString().trim()}` }))
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with code ${code}: ${errors.trim()}`)))
    xvfb.once('error', reject)
  })
}

/** A port nobody listens on now, on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** Waits until WebKitWebDriver answers on its port. */
async function driverReady(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${driver.exitCode}`)
    try {
      if ((await fetch(`${url}/status`)).ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not answer within 15 s')
    await new Promise((next) => setTimeout(next, 50))
  }
}

/** Where MiniBrowser's "No" button sits, from the right edge of its window (GTK's default theme, Debian 12). */
const NO_FROM_RIGHT = 141

function xdotool(display: string, ...args: string[]): string {
  return execFileSync('xdotool', args, { env: { ...process.env, DISPLAY: display }, encoding: 'utf8' }).trim()
}

/** Reads until `done` holds, for what the browser's own window shows; fails after STEP_TIMEOUT_MS. */
async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + STEP_TIMEOUT_MS
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`Waited ${STEP_TIMEOUT_MS} ms for ${what}`)
    await new Promise((next) => setTimeout(next, 50))
  }
}

const stop = (child: ChildProcess) => {
  if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGTERM')
}

export async function launchWebKit(origin: string, proxy: HttpsProxy): Promise<EngineDriver> {
  const xvfb = await startXvfb()
  const port = await freePort()
  // HTTPS goes through the forecast's fake (support/forecast-proxy.ts), whose certificate the
  // browser is told to accept; plain HTTP, the site's, goes straight to it. WebKitGTK takes its
  // proxy from the environment (through GLib) where no desktop settings say otherwise.
  const driverProcess = spawn(DRIVER, [`--port=${port}`], {
    stdio: 'ignore',
    env: {
      ...process.env,
      DISPLAY: xvfb.display,
      https_proxy: `http://${proxy.host}:${proxy.port}`,
      no_proxy: '127.0.0.1,localhost',
    },
  })
  let session: WebDriver
  try {
    const url = `http://127.0.0.1:${port}`
    await driverReady(url, driverProcess)
    session = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        // The proxy's certificate (see the driver's environment above).
        acceptInsecureCerts: true,
      })
      .build()
  } catch (error) {
    stop(driverProcess)
    stop(xvfb.process)
    throw error
  }
  const run = <Result>(source: string): Promise<Result> => session.executeScript(`return ${source}`)

  async function resolve(target: Target): Promise<WebElement> {
    await waitForOne(target, () => run<number>(pageCall((find, wanted) => find(wanted).length, [target])))
    const element = await run<WebElement | null>(pageCall((find, wanted) => find(wanted)[0] ?? null, [target]))
    if (!element) throw new Error(`${describe(target)} went away`)
    return element
  }

  return {
    engine: 'webkit',
    origin,
    // WebKitWebDriver has no command to take the browser off the network.
    canGoOffline: false,
    async goto(pathOrUrl) {
      await session.get(new URL(pathOrUrl, origin).href)
    },
    evaluate(fn, ...args) {
      return run(pageCall(fn, args))
    },
    async click(target) {
      await (await resolve(target)).click()
    },
    async focus(target) {
      await session.executeScript('arguments[0].focus()', await resolve(target))
    },
    async type(text) {
      await session.actions().sendKeys(text).perform()
    },
    async press(key) {
      if (key === 'Paste') {
        await session.actions().keyDown(SeleniumKey.CONTROL).sendKeys('v').keyUp(SeleniumKey.CONTROL).perform()
      } else {
        await session.actions().sendKeys(KEYS[key]).perform()
      }
    },
    async back() {
      await session.navigate().back()
    },
    async setOffline() {
      throw new Error('WebKitWebDriver cannot take the browser offline')
    },
    async refuseLocation(ask) {
      // WebKitWebDriver has no permission command: MiniBrowser asks in a bar above the page
      // ("Geolocation request", buttons No and Yes), which the visitor answers with the pointer.
      const pageHeight = () => session.executeScript<number>('return innerHeight')
      const before = await pageHeight()
      await ask()
      const barHeight = await poll(
        async () => before - (await pageHeight()),
        (height) => height > 0,
        'the question bar',
      )
      const window = xdotool(xvfb.display, 'search', '--name', '^\\[Automation\\]').split('\n')[0] ?? ''
      const size = /Geometry: (\d+)x(\d+)/.exec(xdotool(xvfb.display, 'getwindowgeometry', window))
      if (!size) throw new Error(`MiniBrowser's window ${window} has no geometry`)
      const [width, height] = [Number(size[1]), Number(size[2])]
      // The bar sits under the toolbar, its buttons at its right end: No, then Yes.
      const toolbar = height - before
      xdotool(
        xvfb.display,
        'mousemove',
        '--window',
        window,
        String(width - NO_FROM_RIGHT),
        String(toolbar + barHeight / 2),
        'click',
        '1',
      )
      await poll(pageHeight, (after) => after === before, 'the question bar to close')
    },
    async close() {
      try {
        await session.quit()
      } finally {
        stop(driverProcess)
        stop(xvfb.process)
      }
    },
  }
}
