import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { MESSAGES } from '../../src/i18n/messages'
import { DEFAULT_SITE_ORIGIN } from '../../src/seo/origin'
import type { Locale } from '../../src/vocabulary/values'
import { CATALOGUE, nameOf, waitForApp } from './support/home'
import { installFakeGtag, trackedEvents } from './support/tracker'

/**
 * One spelling per path (docs/decisions/2026-11-25-one-spelling-per-path.md): any other spelling
 * of a page is one permanent redirect to it, an encoded separator is a 404, and the page, its
 * status and its canonical link agree.
 */
const PAGES: { path: string; locale: Locale; italianPath: string }[] = [
  { path: '/', locale: 'it', italianPath: '/' },
  { path: '/en', locale: 'en', italianPath: '/' },
  ...CATALOGUE.it.flatMap(({ id }) => [
    { path: `/waterfall/${id}`, locale: 'it' as const, italianPath: `/waterfall/${id}` },
    { path: `/en/waterfall/${id}`, locale: 'en' as const, italianPath: `/waterfall/${id}` },
  ]),
]

const percentEncoded = (character: string, upper: boolean) => {
  const hex = character.charCodeAt(0).toString(16)
  return `%${upper ? hex.toUpperCase() : hex}`
}

/** Spellings of a path: each segment's first and last character encoded, in either case of hex, and a trailing slash. */
function spellingsOf(path: string): string[] {
  if (path === '/') return []
  const segments = path.split('/').slice(1)
  const spellings = segments.flatMap((segment, index) =>
    [true, false].flatMap((upper) => {
      const first = percentEncoded(segment[0] ?? '', upper) + segment.slice(1)
      const last = segment.slice(0, -1) + percentEncoded(segment.at(-1) ?? '', upper)
      return [first, last].map(
        (spelled) => `/${segments.map((other, at) => (at === index ? spelled : other)).join('/')}`,
      )
    }),
  )
  return [...new Set([...spellings, `${path}/`])]
}

test('every other spelling of every page is one permanent redirect to it, keeping the query', async ({ request }) => {
  for (const { path } of PAGES) {
    for (const spelling of spellingsOf(path)) {
      const response = await request.get(`${spelling}?from=spelling`, { maxRedirects: 0 })
      expect(response.status(), spelling).toBe(301)
      expect(response.headers().location, spelling).toBe(`${path}?from=spelling`)
    }
  }
})

test('an encoded slash is never a separator: every page path with one is a 404 in its language', async ({
  request,
}) => {
  for (const { path, locale } of PAGES.filter((page) => page.path.includes('/waterfall/'))) {
    for (const separator of ['%2F', '%2f']) {
      const spelled = path.replace(/\/(\d+)$/, `${separator}$1`)
      const response = await request.get(spelled, { maxRedirects: 0 })
      expect(response.status(), spelled).toBe(404)
      const body = await response.text()
      expect(body, spelled).toContain(`data-prerendered="${locale === 'en' ? '/en/404' : '/404'}"`)
      expect(body, spelled).not.toContain('rel="canonical"')
    }
    // An escape is decoded once: `%2531` is not `1`.
    const doubled = path.replace(
      /\/(\d)(\d*)$/,
      (_, first: string, rest: string) => `/%25${first.charCodeAt(0).toString(16)}${rest}`,
    )
    expect((await request.get(doubled, { maxRedirects: 0 })).status(), doubled).toBe(404)
  }
})

for (const locale of ['it', 'en'] as const) {
  const prefix = locale === 'en' ? '/en' : ''
  test(`${locale}: a typed spelling opens the page at its clean address, with its canonical link and one view`, async ({
    page,
  }) => {
    await installFakeGtag(page)
    for (const [spelling, id] of [
      [`${prefix}/waterfall/%31`, '1'],
      [`${prefix}/%77aterfall/1`, '1'],
      [`${prefix}/w%61terfall/%31`, '1'],
      [`${prefix}/waterfall/1%34/`, '14'],
    ] as const) {
      const response = await page.goto(spelling)
      expect(response?.status(), spelling).toBe(200)
      await expect(page, spelling).toHaveURL(`${prefix}/waterfall/${id}`)
      await waitForApp(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(locale, id))
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${DEFAULT_SITE_ORIGIN}${prefix}/waterfall/${id}`,
      )
      const views = (await trackedEvents(page)).filter((event) => event.name === 'waterfall_view')
      expect(views, spelling).toHaveLength(1)
    }
  })

  test(`${locale}: a path with an encoded slash is the 404 page, with status, page and head agreeing`, async ({
    page,
  }) => {
    await installFakeGtag(page)
    const response = await page.goto(`${prefix}/waterfall%2F1`)
    expect(response?.status()).toBe(404)
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[locale].notFoundTitle)
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    expect(await trackedEvents(page)).toEqual([])
  })
}

test('in the app, a host that serves a page under another spelling ends at the clean address with one view', async ({
  page,
}) => {
  // A static host without the server's rule might answer a spelling with the page itself.
  const html = readFileSync(join(import.meta.dirname, '../../dist/waterfall/1.html'), 'utf8')
  await page.route('**/waterfall/%31', (route) => route.fulfill({ body: html, contentType: 'text/html' }))
  await installFakeGtag(page)
  await page.goto('/waterfall/%31')
  await expect(page).toHaveURL('/waterfall/1')
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf('it', '1'))
  await expect.poll(async () => (await trackedEvents(page)).length).toBe(1)
})
