import { expect, type Page } from '@playwright/test'

/**
 * Moves the page's clock on, a second at a time, until `done` holds: for what the page shows
 * only after waiting on its own clock, such as the message after TanStack Query's retries, which
 * come 1 s, 2 s and 4 s apart. Each request still fails at network speed; the waits between them
 * pass as soon as the test moves the clock, so no test sits through them.
 *
 * The test installs the clock (`page.clock.install()`) before the page opens. `timeout` is the
 * test's own time it may take (longer where the page first has to load and be taken over).
 */
export async function moveClockUntil(
  page: Page,
  done: () => Promise<boolean>,
  { timeout = 10_000 }: { timeout?: number } = {},
): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await done()) return true
        await page.clock.runFor(1000)
        return done()
      },
      { intervals: [10, 25, 50, 100], timeout },
    )
    .toBe(true)
}

/**
 * Waits until the test has seen every request the page has made so far: the page asks for one
 * more address, and the browser reports its requests in the order the page makes them. A check
 * that the page has asked for nothing then needs no fixed wait.
 */
export async function requestsSoFarSeen(page: Page): Promise<void> {
  const marker = `/requests-so-far-${Date.now()}-${Math.random().toString(36).slice(2)}`
  const seen = page.waitForRequest((request) => new URL(request.url()).pathname === marker)
  await page.evaluate((path) => {
    void fetch(path).catch(() => {})
  }, marker)
  await seen
}

/**
 * Resolves once the browser has rendered a whole frame from now: its layout, its resize observers
 * and its paint. For a state the page settles before it paints, read as the visitor sees it.
 */
export function afterNextFrame(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  )
}

/**
 * Stops the page's installed clock (`page.clock.install()`) a second from the page's own now, once
 * the test has the page: an installed clock goes on with real time until it is paused, so the
 * machine's speed would count; from here its timers run only as the test moves the clock.
 */
export async function pausePageClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
}
