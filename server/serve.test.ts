import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningTestServer, SECRET, startTestServer, type TestSite, writeTestSite } from './test-site'

/** What only a build on disk can show; the HTTP behaviour on the real build is in tests/e2e/server.spec.ts. */
describe('the production handler on a test build', () => {
  let site: TestSite
  let server: RunningTestServer
  beforeAll(async () => {
    site = await writeTestSite()
    server = await startTestServer(site.dist)
  })
  afterAll(async () => {
    await server.close()
    site.remove()
  })

  it('answers a file removed after the start with the 404 page, and keeps serving', async () => {
    rmSync(join(site.dist, 'favicon.svg'))
    const gone = await fetch(`${server.origin}/favicon.svg`)
    expect(gone.status).toBe(404)
    expect(await gone.text()).toContain('data-path="/404"')
    expect((await fetch(`${server.origin}/`)).status).toBe(200)
  })

  it('does not follow symbolic links out of the build', async () => {
    for (const path of ['/leak.txt', '/outside/secret.txt', '/outside/dist/index.html']) {
      const response = await fetch(`${server.origin}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text()).not.toContain(SECRET)
    }
  })

  it.each([
    ['/waterfall/%31', '/waterfall/1'],
    ['/%77aterfall/1', '/waterfall/1'],
    ['/%77aterfall/%31/?from=list', '/waterfall/1?from=list'],
    ['/%65n/waterfall/1', '/en/waterfall/1'],
    ['/%65n%2Ehtml', '/en'],
    ['/waterfall/1.ht%6Dl?q=a', '/waterfall/1?q=a'],
  ])('answers the spelling %s with one permanent redirect to %s', async (path, location) => {
    const response = await fetch(`${server.origin}${path}`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(location)
  })

  it.each([
    ['/waterfall%2F1', '/404'],
    ['/waterfall%2f1', '/404'],
    ['/waterfall/%2531', '/404'],
    ['/en/waterfall%2F1', '/en/404'],
    ['/en%2Fwaterfall%2F1', '/404'],
  ])('answers %s, where a separator is encoded or an escape doubled, with the 404 page', async (path, page) => {
    const response = await fetch(`${server.origin}${path}`, { redirect: 'manual' })
    expect(response.status).toBe(404)
    expect(await response.text()).toContain(`data-path="${page}"`)
  })

  it.each([
    ['/WATERFALL/1', '/waterfall/1'],
    ['/EN/waterfall/1?difficulty=Facile', '/en/waterfall/1?difficulty=Facile'],
    ['/En', '/en'],
    ['/EN/Waterfall/%31/', '/en/waterfall/1'],
  ])('answers the page path in capitals %s with one permanent redirect to %s', async (path, location) => {
    const response = await fetch(`${server.origin}${path}`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(location)
  })

  it.each([
    ['/WATERFALL/2', '/404'],
    ['/EN/404', '/404'],
    ['/ASSETS/app-3f9a1c.js', '/404'],
  ])('answers %s, in capitals but no page in lower case either, with the 404 page', async (path, page) => {
    const response = await fetch(`${server.origin}${path}`, { redirect: 'manual' })
    expect(response.status).toBe(404)
    expect(await response.text()).toContain(`data-path="${page}"`)
  })

  it('gives each coding of a file its own ETag', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (coding) => {
        const response = await fetch(`${server.origin}/assets/app-3f9a1c.js`, {
          headers: { 'Accept-Encoding': coding },
        })
        expect(response.headers.get('content-encoding') ?? 'identity').toBe(coding)
        return response.headers.get('etag')
      }),
    )
    expect(new Set(tags).size).toBe(3)
  })
})
