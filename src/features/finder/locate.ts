import type { Position } from './sort-rules'

/** What asking for the visitor's position can end in. */
export type LocateResult =
  | { outcome: 'found'; position: Position }
  | { outcome: 'denied' | 'unavailable' | 'timeout' | 'unsupported' }

/** Long enough for a phone to get a first fix outdoors; a coarse, cached fix is good enough. */
const LOCATE_TIMEOUT_MS = 15_000
const ACCEPTABLE_AGE_MS = 10 * 60_000
/**
 * The browser's own time-out counts from the moment the visitor has allowed the position, not
 * while its question waits for an answer, which may never come (the visitor looked away, or the
 * question went unseen). This one counts from the press: time to read the question, answer it and
 * get a fix. After it the answer is a time-out, and the visitor may ask again.
 */
export const GIVE_UP_AFTER_MS = 30_000

/**
 * The port to the browser's geolocation. The position is handed to the caller only: nothing
 * here stores, sends or logs it. Always settles, within GIVE_UP_AFTER_MS.
 */
export function locate(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<LocateResult> {
  if (!geolocation) return Promise.resolve({ outcome: 'unsupported' })
  return new Promise((resolve) => {
    // The first answer counts; a late one, after giving up, is dropped.
    const giveUp = setTimeout(() => resolve({ outcome: 'timeout' }), GIVE_UP_AFTER_MS)
    const settle = (result: LocateResult) => {
      clearTimeout(giveUp)
      resolve(result)
    }
    geolocation.getCurrentPosition(
      ({ coords }) => settle({ outcome: 'found', position: { lat: coords.latitude, lon: coords.longitude } }),
      (error) =>
        settle({
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
