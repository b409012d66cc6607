import { statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIN_COMPRESSIBLE_BYTES } from '../scripts/build/compress'
import { cacheControlFor, contentTypeOf, IMMUTABLE, readSite, type Site } from './site-files'
import { type TestSite, writeTestSite } from './test-site'

describe('cacheControlFor', () => {
  it.each([
    ['/assets/index-3f9a1c.js', IMMUTABLE],
    ['/', 'no-cache'],
    ['/en/waterfall/3', 'no-cache'],
    ['/404.html', 'no-cache'],
    ['/data/waterfalls.it.json', 'no-cache'],
    ['/manifest.en.webmanifest', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/favicon.svg', 'public, max-age=3600'],
    ['/robots.txt', 'public, max-age=3600'],
  ])('%s: %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected)
  })
})

describe('contentTypeOf', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['assets/index.js', 'text/javascript; charset=utf-8'],
    ['assets/index.css', 'text/css; charset=utf-8'],
    ['data/waterfalls.it.json', 'application/json'],
    ['manifest.en.webmanifest', 'application/manifest+json'],
    ['favicon.svg', 'image/svg+xml'],
    ['icons/icon-192.png', 'image/png'],
    ['LICENSE', 'application/octet-stream'],
  ])('%s: %s', (file, expected) => {
    expect(contentTypeOf(file)).toBe(expected)
  })
})

describe('readSite', () => {
  let testSite: TestSite
  let site: Site
  beforeAll(async () => {
    testSite = await writeTestSite()
    site = readSite(testSite.dist)
  })
  afterAll(() => testSite.remove())

  it('serves pages at their clean URLs and everything else at its file path', () => {
    expect([...site.files.keys()].sort()).toEqual([
      '/',
      '/404.html',
      '/assets/app-3f9a1c.js',
      '/assets/tiny-b81d2e.js',
      '/data/waterfalls.it.json',
      '/en',
      '/en/404.html',
      '/en/waterfall/1',
      '/favicon.svg',
      '/icons/icon.png',
      '/sw.js',
      '/waterfall/1',
    ])
    expect(site.files.get('/en/waterfall/1')?.file).toBe('en/waterfall/1.html')
    expect(site.files.get('/')?.file).toBe('index.html')
  })

  it("redirects each page's .html URL to its clean URL", () => {
    expect(Object.fromEntries(site.redirects)).toEqual({
      '/index.html': '/',
      '/en.html': '/en',
      '/waterfall/1.html': '/waterfall/1',
      '/en/waterfall/1.html': '/en/waterfall/1',
    })
  })

  it('offers the Brotli and gzip copies of text files over the size limit, never as files of their own', () => {
    const app = site.files.get('/assets/app-3f9a1c.js')
    expect(Object.fromEntries(app?.encoded ?? [])).toEqual({
      br: 'assets/app-3f9a1c.js.br',
      gzip: 'assets/app-3f9a1c.js.gz',
    })
    expect(statSync(join(testSite.dist, 'assets/tiny-b81d2e.js')).size).toBeLessThan(MIN_COMPRESSIBLE_BYTES)
    expect(site.files.get('/assets/tiny-b81d2e.js')?.encoded.size).toBe(0)
    expect(site.files.get('/icons/icon.png')?.encoded.size).toBe(0)
  })

  it('leaves out the host configuration file and symbolic links, even to files', () => {
    const files = [...site.files.values()].map(({ file }) => file)
    expect(files).not.toContain('_headers')
    expect(files).not.toContain('leak.txt')
    expect(files.some((file) => file.startsWith('outside/'))).toBe(false)
  })

  it('ignores a copy older than its file, left by an earlier build', () => {
    const gzip = join(testSite.dist, 'sw.js.gz')
    const { mtime } = statSync(join(testSite.dist, 'sw.js'))
    utimesSync(gzip, mtime, new Date(mtime.getTime() - 60_000))
    expect([...(readSite(testSite.dist).files.get('/sw.js')?.encoded.keys() ?? [])]).toEqual(['br'])
  })

  it('drops a copy whose size and time, the makings of its ETag, equal a preferred copy', () => {
    const brotli = join(testSite.dist, 'en.html.br')
    const gzip = join(testSite.dist, 'en.html.gz')
    writeFileSync(gzip, Buffer.alloc(statSync(brotli).size))
    const { atime, mtime } = statSync(brotli)
    utimesSync(gzip, atime, mtime)
    expect([...(readSite(testSite.dist).files.get('/en')?.encoded.keys() ?? [])]).toEqual(['br'])
  })
})
