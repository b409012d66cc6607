import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, test } from '@playwright/test'
import config from '../../../playwright.config'

/**
 * A real browser profile for each test of the calling spec, made before it and removed after it:
 * the specs about the offline worker close the browser and open the same profile again, as a
 * visitor does. `open` launches the project's Chromium on that profile.
 */
export function freshProfileForEachTest(prefix: string): { open: () => Promise<BrowserContext> } {
  let profile = ''
  test.beforeEach(() => {
    profile = mkdtempSync(join(tmpdir(), prefix))
  })
  test.afterEach(() => rmSync(profile, { recursive: true, force: true }))
  const launchOptions = config.use?.launchOptions ?? {}
  const baseURL = config.use?.baseURL ?? ''
  return { open: () => chromium.launchPersistentContext(profile, { ...launchOptions, baseURL }) }
}
