/**
 * The walking-time bands' ids, which the URL's `duration` carries, written out (not read from the
 * bands' bounds in catalogue/duration.ts): the list's script before the app reads the filters'
 * values and none of the bands' bounds.
 */
export const DURATION_BAND_IDS = ['up-to-30', '30-60', '60-120', '120-240', 'over-240'] as const
export type DurationBand = (typeof DURATION_BAND_IDS)[number]
