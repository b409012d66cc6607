import { describe, expect, it } from 'vitest'
import { locate } from './locate'

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

  it('says so when the browser has no geolocation', async () => {
    expect(await locate(undefined)).toEqual({ outcome: 'unsupported' })
  })
})
