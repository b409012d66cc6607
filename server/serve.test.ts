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
