import { defineConfig } from '@playwright/test'
import { leftOut } from './journey-lists'
import type { Engine } from './support/driver'

/**
 * The cross-engine suite (journeys.spec.ts): Playwright's test runner runs it, but the browsers
 * are driven through the engines' own protocols (support/*-driver.ts). One project per engine,
 * each with one browser for all its journeys.
 */
export const ENGINES_PORT = Number(process.env.ENGINES_PORT ?? 4412)

const project = (engine: Engine) => ({ name: engine, use: { engine }, grepInvert: leftOut(engine) })

export default defineConfig<object, { engine: Engine }>({
  testDir: '.',
  testMatch: 'journeys.spec.ts',
  outputDir: '../../test-results/engines',
  fullyParallel: false,
  // Two engines at a time, as the Playwright suite runs two workers on this kind of two-core machine.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../../reports/engines.json' }], ['./support/timing-reporter.ts']],
  globalSetup: './support/global-setup.ts',
  projects: [project('chromium'), project('firefox'), project('webkit')],
})
