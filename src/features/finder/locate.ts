import type { Position } from './sort-rules'

/** What asking for the visitor's position can end in. */
export type LocateResult =
  | { outcome: 'found'; position: Position }
  | { outcome: 'denied' | 'unavailable' | 'timeout' | 'unsupported' }

/** Long enough for a phone to get a first fix outdoors; a coarse, cached fix is good enough. */
const LOCATE_TIMEOUT_MS = 15_000
const ACCEPTABLE_AGE_MS = 10 * 60_000

/**
 * The port to the browser's geolocation. The position is handed to the caller only: nothing
 * here stores, sends or logs it.
 */
export function locate(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<LocateResult> {
  if (!geolocation) return Promise.resolve({ outcome: 'unsupported' })
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ outcome: 'found', position: { lat: coords.latitude, lon: coords.longitude } }),
      (error) =>
        resolve({
          outcome:
            error.code === error.PERMISSION_DENIED
              ? 'denied'
              : error.code === error.TIMEOUT
                ? 'timeout'
                : 'unavailable',
        }),
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: ACCEPTABLE_AGE_MS },
    )
  })
}
