import { beforeEach, expect, it, vi } from 'vitest'

// A fresh module each time: the loader keeps what it has loaded for the page's whole life.
let loader: typeof import('./messages-loader')
beforeEach(async () => {
  vi.resetModules()
  loader = await import('./messages-loader')
})

it.each([
  { path: '/', locale: 'it', detail: false },
  { path: '/en', locale: 'en', detail: false },
  { path: '/waterfall/3', locale: 'it', detail: true },
  { path: '/en/waterfall/3', locale: 'en', detail: true },
  { path: '/en/waterfall/999', locale: 'en', detail: true },
  { path: '/pagina-che-non-esiste', locale: 'it', detail: false },
  { path: '/en/waterfalls', locale: 'en', detail: false },
] as const)('$path loads its language, and the waterfall page texts: $detail', async ({ path, locale, detail }) => {
  await loader.loadPageMessages(path)
  const other = locale === 'it' ? 'en' : 'it'
  expect(loader.loadedMessages(locale)?.siteTitle).toBeTypeOf('string')
  expect(loader.loadedMessages(other)).toBeUndefined()
  expect(loader.loadedDetailMessages(locale)?.safetyHeading !== undefined).toBe(detail)
  expect(loader.loadedDetailMessages(other)).toBeUndefined()
})

it('a language loaded once is the same object afterwards, however often it is asked for', async () => {
  const [first, second] = await Promise.all([loader.loadDetailMessages('en'), loader.loadDetailMessages('en')])
  expect(second).toBe(first)
  expect(await loader.loadDetailMessages('en')).toBe(first)
})
