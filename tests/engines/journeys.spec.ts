import { test as base } from '@playwright/test'
import { JOURNEYS, warmUp } from './journeys'
import type { Engine, EngineDriver, HttpsProxy } from './support/driver'
import { FORECAST_PROXY_PORT } from './support/forecast-proxy'
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
      const proxy: HttpsProxy = { host: '127.0.0.1', port: FORECAST_PROXY_PORT }
      const driver =
        engine === 'webkit' ? await launchWebKit(origin, proxy) : await launchPuppeteer(engine, origin, proxy)
      try {
        await warmUp(driver)
        await use(driver)
      } finally {
        await driver.close()
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
})

for (const [key, journey] of Object.entries(JOURNEYS)) {
  test(`${key}: ${journey.name}`, async ({ driver }) => {
    await journey.run(driver)
  })
}
