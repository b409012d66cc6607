import { test as base } from '@playwright/test'
import { JOURNEYS } from './journeys'
import type { Engine, EngineDriver } from './support/driver'
import { launchPuppeteer } from './support/puppeteer-driver'
import { launchWebKit } from './support/webkit-driver'

/**
 * The cross-engine suite: every journey of journeys.ts, in each engine its project names
 * (engines.config.ts). Each engine's browser starts once, for all of its journeys.
 */
const test = base.extend<object, { engine: Engine; driver: EngineDriver }>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  driver: [
    async ({ engine }, use) => {
      const origin = `http://127.0.0.1:${process.env.ENGINES_PORT ?? 4412}`
      const driver = engine === 'webkit' ? await launchWebKit(origin) : await launchPuppeteer(engine, origin)
      try {
        await use(driver)
      } finally {
        await driver.close()
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
})

for (const [key, journey] of Object.entries(JOURNEYS)) {
  test(`${key}: ${journey.name}`, async ({ driver }) => {
    await journey.run(driver)
  })
}
