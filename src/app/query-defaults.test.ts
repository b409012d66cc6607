// @vitest-environment jsdom
import { QueryObserver } from '@tanstack/react-query'
// In a browser-like environment: on a server TanStack Query neither retries nor collects garbage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OtherReleaseError } from '../catalogue/catalogue-query'
import { createQueryClient } from './query-client'

/**
 * docs/product-rules.md#data-requests-and-retries: unused data is kept 5 minutes; a failed request is retried 3 times, waiting 1 s, 2 s
 * and 4 s (exponential backoff from 1 s, capped at 30 s). These are TanStack Query's defaults,
 * which the app uses as they are, except that its client also retries the route loaders'
 * imperative fetches (app/query-client.ts); this test fails if a release of the library changes
 * any of them.
 */
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe("the app's TanStack Query client keeps the product's constants (docs/product-rules.md#constants)", () => {
  it.each([
    ['a route loader fetches it (ensureQueryData)', 'loader'],
    ['a component reads it (an observer)', 'observer'],
  ] as const)('retries a failed request 3 times, 1 s, 2 s and 4 s apart, when %s', async (_, reader) => {
    const queryClient = createQueryClient()
    const attempts: number[] = []
    const start = Date.now()
    const options = {
      queryKey: ['failing'],
      queryFn: () => {
        attempts.push(Date.now() - start)
        return Promise.reject(new Error('no network'))
      },
    }
    if (reader === 'loader') {
      const result = queryClient.ensureQueryData(options).catch((error: unknown) => error)
      await vi.runAllTimersAsync()
      expect(await result).toEqual(new Error('no network'))
    } else {
      const observer = new QueryObserver(queryClient, options)
      const unsubscribe = observer.subscribe(() => {})
      await vi.runAllTimersAsync()
      expect(observer.getCurrentResult().status).toBe('error')
      unsubscribe()
    }
    expect(attempts).toEqual([0, 1000, 3000, 7000])
  })

  it('does not retry a data file from a newer release, which would be the same file', async () => {
    const queryClient = createQueryClient()
    let attempts = 0
    const failure = new OtherReleaseError('/data/cards.it.json follows another format')
    const result = queryClient
      .ensureQueryData({
        queryKey: ['newer'],
        queryFn: () => {
          attempts += 1
          return Promise.reject(failure)
        },
      })
      .catch((error: unknown) => error)
    await vi.runAllTimersAsync()
    expect(await result).toBe(failure)
    expect(attempts).toBe(1)
  })

  it('caps the wait between retries at 30 s', async () => {
    const queryClient = createQueryClient()
    const attempts: number[] = []
    const start = Date.now()
    const result = queryClient
      .fetchQuery({
        queryKey: ['failing'],
        retry: 7,
        queryFn: () => {
          attempts.push(Date.now() - start)
          return Promise.reject(new Error('no network'))
        },
      })
      .catch((error: unknown) => error)
    await vi.runAllTimersAsync()
    await result
    const waits = attempts.slice(1).map((time, index) => time - (attempts[index] as number))
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000])
  })

  it('keeps unused data 5 minutes', async () => {
    const queryClient = createQueryClient()
    queryClient.setQueryData(['kept'], 'data')
    const query = queryClient.getQueryCache().find({ queryKey: ['kept'] })
    expect(query?.gcTime).toBe(5 * 60 * 1000)
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000 - 1)
    expect(queryClient.getQueryData(['kept'])).toBe('data')
    await vi.advanceTimersByTimeAsync(1)
    expect(queryClient.getQueryData(['kept'])).toBeUndefined()
  })
})
