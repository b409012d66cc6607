import { defineConfig, devices } from '@playwright/test'

/** Browser tests run against the production build, served by the project's own server. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317)
/**
 * Debian's headless-only Chromium build (the chromium-headless-shell package, which
 * scripts/ci/ensure-chromium.sh installs): the same engine as the full browser, without its
 * windowing layers, so a test's fresh context and page open sooner (figures:
 * docs/decisions/2026-11-26-test-suite-time.md).
 */
const CHROMIUM_SHELL = process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'
/** How the browser tests start Chromium; the test suite's floor (scripts/bench/test-floor.ts) starts it the same way. */
export const BROWSER_LAUNCH = {
  executablePath: CHROMIUM_SHELL,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
}

/** One per core of the machines the suite runs on (docs/decisions/2026-11-26-test-suite-time.md). */
export const WORKERS = 2

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: WORKERS,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Both cost CPU in every test, on a machine where the tests already keep both cores busy:
    // - the service worker would install, and fetch every page and file of the site, in each test's
    //   fresh context; the specs about it (offline, releases, hydration) allow it with `test.use`;
    // - a trace records every step of every test to keep only the failing ones'. A failure prints
    //   its error and the page's state (error-context.md); `npx playwright test --trace on <spec>`
    //   records one when a failure needs more.
    serviceWorkers: 'block',
    trace: 'off',
    launchOptions: BROWSER_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
})
