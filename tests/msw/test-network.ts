import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'

/**
 * The fake network of a test file: `handlers` answer by default, a test may add its own
 * (`server.use`), and after each test the defaults come back and any stubbed global (a clock, the
 * browser's `onLine`) is restored.
 */
export function fakeNetwork(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers)
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    vi.unstubAllGlobals()
  })
  afterAll(() => server.close())
  return server
}
