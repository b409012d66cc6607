import type { Page } from '@playwright/test'

export type TrackedEvent = { name: string; payload: unknown }

/** Installs a fake page-level gtag before the app loads; the page's events collect in window.__events. */
export async function installFakeGtag(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: unknown[] = []
    Object.assign(window, {
      __events: events,
      gtag: (command: string, name: string, payload: unknown) => {
        if (command === 'event') events.push({ name, payload })
      },
    })
  })
}

export function trackedEvents(page: Page): Promise<TrackedEvent[]> {
  return page.evaluate(() => (window as unknown as { __events: TrackedEvent[] }).__events)
}
