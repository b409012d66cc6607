import { describe, expect, it } from 'vitest'
import { FRESH_PAGE_LIMIT_MICROSECONDS, hostVerdict } from '../../scripts/bench/host-memory'

describe('hostVerdict: whether a timed browser score measures the site or the host', () => {
  it.each([
    { microseconds: 0.3, kind: 'fit' },
    { microseconds: 1.2, kind: 'fit' },
    { microseconds: FRESH_PAGE_LIMIT_MICROSECONDS, kind: 'fit' },
    { microseconds: FRESH_PAGE_LIMIT_MICROSECONDS + 0.1, kind: 'unfit' },
    { microseconds: 16.2, kind: 'unfit' },
    { microseconds: Number.NaN, kind: 'unfit' },
    { microseconds: 0, kind: 'unfit' },
    { microseconds: -1, kind: 'unfit' },
  ])('a fresh page at $microseconds µs: $kind', ({ microseconds, kind }) => {
    expect(hostVerdict(microseconds).kind).toBe(kind)
  })

  it('an unfit host says what it measured and the limit', () => {
    const verdict = hostVerdict(16.24)
    expect(verdict.kind === 'unfit' && verdict.reason).toBe(
      'a fresh 4 KiB page of memory costs 16.2 µs here, over the 4 µs up to which a timed browser score measures the site',
    )
  })
})
