import { afterEach, describe, expect, it, vi } from 'vitest'
import { GIVE_UP_AFTER_MS, locate } from './locate'

const CODES = { PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as const

/** A browser geolocation that answers with a fix or with one of the errors it can give. */
function geolocation(answer: { lat: number; lon: number } | keyof typeof CODES): Geolocation {
  return {
    getCurrentPosition: (found, failed) => {
      if (typeof answer === 'string') failed?.({ code: CODES[answer], ...CODES } as GeolocationPositionError)
      else found({ coords: { latitude: answer.lat, longitude: answer.lon } } as GeolocationPosition)
    },
  } as Geolocation
}

describe('locate', () => {
  it('hands back the position the browser found', async () => {
    expect(await locate(geolocation({ lat: 45.9, lon: 9.3 }))).toEqual({
      outcome: 'found',
      position: { lat: 45.9, lon: 9.3 },
    })
  })

  it.each([
    ['PERMISSION_DENIED', 'denied'],
    ['POSITION_UNAVAILABLE', 'unavailable'],
    ['TIMEOUT', 'timeout'],
  ] as const)('turns %s into "%s"', async (code, outcome) => {
    expect(await locate(geolocation(code))).toEqual({ outcome })
  })

  describe('when the browser never answers (its question to the visitor left unanswered)', () => {
    afterEach(() => {
      vi.useRealTimers()
    })
    const silent = { getCurrentPosition: () => {} } as unknown as Geolocation

    it('gives up with a time-out, and not a moment before', async () => {
      vi.useFakeTimers()
      let result: unknown
      void locate(silent).then((settled) => {
        result = settled
      })
      await vi.advanceTimersByTimeAsync(GIVE_UP_AFTER_MS - 1)
      expect(result).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      expect(result).toEqual({ outcome: 'timeout' })
    })

    it('keeps the first answer: a position arriving after giving up changes nothing', async () => {
      vi.useFakeTimers()
      let answer: PositionCallback = () => {}
      const late = {
        getCurrentPosition: (found: PositionCallback) => {
          answer = found
        },
      } as unknown as Geolocation
      const settled = locate(late)
      await vi.advanceTimersByTimeAsync(GIVE_UP_AFTER_MS)
      answer({ coords: { latitude: 45, longitude: 9 } } as GeolocationPosition)
      expect(await settled).toEqual({ outcome: 'timeout' })
    })

    it('a prompt answer stops the clock', async () => {
      vi.useFakeTimers()
      const settled = locate(geolocation({ lat: 45.9, lon: 9.3 }))
      expect(vi.getTimerCount()).toBe(0)
      expect(await settled).toMatchObject({ outcome: 'found' })
    })
  })

  it('says so when the browser has no geolocation', async () => {
    expect(await locate(undefined)).toEqual({ outcome: 'unsupported' })
  })
})
