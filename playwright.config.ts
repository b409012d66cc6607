import { defineConfig, devices } from '@playwright/test'

/** Browser tests run against the production build, served by the project's own server. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
})
