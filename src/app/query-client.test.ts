import { describe, expect, it } from 'vitest'
import { createQueryClient, retryDelay } from './query-client'

describe('data fetching policy (spec §9)', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [4, 16_000],
    [5, 30_000],
    [10, 30_000],
  ])('retry after failure %d waits %d ms', (failureCount, delay) => {
    expect(retryDelay(failureCount)).toBe(delay)
  })

  it('retries 3 times and keeps unused data 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions().queries
    expect(defaults?.retry).toBe(3)
    expect(defaults?.gcTime).toBe(300_000)
  })
})
