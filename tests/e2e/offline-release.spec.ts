import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { createHandler } from '../../server/serve'
import { MESSAGES } from '../../src/i18n/messages'
import { waitForApp } from './support/home'

// These tests are about the service worker, which the other specs leave out (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

/**
 * The offline layer as a returning visitor meets it: a release deployed while their tab is open
 * reaches them on the next reload, the open tab keeps working meanwhile, and the worker never
 * turns a file or a missing page into something else. Each test serves its own copy of the
 * build on an origin of its own (a worker belongs to its origin), through the production handler.
 */
const DIST = join(import.meta.dirname, '../../dist')

type Site = { url: string; dir: string; redeploy: () => void; close: () => Promise<void> }

async function serveCopy(): Promise<Site> {
  const dir = mkdtempSync(join(tmpdir(), 'cascate-release-'))
  cpSync(DIST, dir, { recursive: true })
  let handler: RequestListener = createHandler(dir)
  const server: Server = createServer((request, response) => handler(request, response))
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    // The server reads the build when it starts, as it does after a real deploy.
    redeploy: () => {
      handler = createHandler(dir)
    },
    close: async () => {
      server.closeAllConnections()
      await new Promise((closed) => server.close(closed))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

let site: Site
test.beforeEach(async () => {
  site = await serveCopy()
})
test.afterEach(async () => {
  await site.close()
})

/** Opens a page and waits until the worker of this release controls it. */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(`${site.url}${path}`)
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await waitForApp(page)
}

function edit(file: string, from: string, to: string): void {
  const path = join(site.dir, file)
  const text = readFileSync(path, 'utf8')
  expect(text, `${file} contains ${from}`).toContain(from)
  writeFileSync(path, text.replaceAll(from, to))
}

test('a release deployed under an open tab reaches it on reload; meanwhile the tab keeps working', async ({ page }) => {
  await openControlled(page, '/')
  const heading = MESSAGES.it.homeHeading
  const firstCard = page.getByTestId('results-grid').getByRole('heading', { level: 3 }).first()
  await expect(firstCard).toHaveText("Cascate dell'Acquafraggia")

  // The new release: a changed page (its markup, and the list's data as the app fetches it),
  // changed data in the other language, a new worker, and an old script gone.
  edit('index.html', 'Acquafraggia', 'Acquafraggia, nuova scheda')
  edit('data/cards.it.json', 'Acquafraggia', 'Acquafraggia, nuova scheda')
  edit('data/cards.en.json', 'Acquafraggia Falls', 'Acquafraggia Falls, new edition')
  edit('sw.js', '"version":"', '"version":"next-')
  const detailScript = readdirSync(join(site.dir, 'assets')).find((name) => name.startsWith('_id-'))
  expect(detailScript).toBeDefined()
  rmSync(join(site.dir, 'assets', detailScript as string))
  site.redeploy()

  // The open tab still opens a detail page: its script comes from the worker of its own release.
  await page.getByRole('link', { name: MESSAGES.it.cardCta }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Cascate dell'Acquafraggia")
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)

  // A reload brings the new page, and the data the page asks for next are the new ones too.
  await page.reload()
  await waitForApp(page)
  await expect(firstCard).toHaveText("Cascate dell'Acquafraggia, nuova scheda")
  await page.getByRole('link', { name: /English/ }).click()
  await expect(firstCard).toHaveText('Acquafraggia Falls, new edition')
})

test('in a controlled tab, files open as themselves and a missing page keeps its 404', async ({ page, context }) => {
  await openControlled(page, '/')
  for (const [path, type] of [
    ['/sitemap.xml', /xml/],
    ['/robots.txt', /text\/plain/],
    ['/social-card.png', /image\/png/],
  ] as const) {
    const response = await page.goto(`${site.url}${path}`)
    expect(response?.status(), path).toBe(200)
    expect(response?.headers()['content-type'], path).toMatch(type)
  }
  const missing = await page.goto(`${site.url}/nessuna-pagina`)
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.it.notFoundTitle)

  await goOffline(context)
  const offlineMissing = await page.goto(`${site.url}/en/no-such-page`)
  expect(offlineMissing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.en.notFoundTitle)
  await page.goto(`${site.url}/en/`)
  await expect(page).toHaveURL(`${site.url}/en`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.en.homeHeading)
})

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true)
}
