import { DATA_MESSAGES } from '../i18n/messages-data'
import type { Locale } from '../vocabulary/values'
import type { AuthoredWaterfall } from './authored-schema'

type Walk = AuthoredWaterfall['walk']
type WalkingTime = Walk['duration']

/**
 * Minutes as a walking time reads: '20 minuti', '45-60 minuti', '1 ora', '1,5-2 ore', '1 h 40 min'.
 * A time or range that starts under an hour is worded in minutes; otherwise in hours where every
 * figure is a whole or half hour.
 */
export function wordMinutes(minutes: readonly number[], locale: Locale): string {
  const units = DATA_MESSAGES[locale].units
  const longest = Math.max(...minutes)
  if (Math.min(...minutes) < 60) return `${minutes.join('-')} ${units.minutes}`
  if (minutes.every((value) => value % 30 === 0)) {
    const hours = minutes.map((value) => String(value / 60).replace('.', units.decimal))
    return `${hours.join('-')} ${longest === 60 ? units.hour : units.hours}`
  }
  return minutes.map((value) => `${Math.floor(value / 60)} h ${value % 60} min`).join(' - ')
}

/**
 * The whole outing on foot, there and back or round the loop: as the research gives it where it
 * does; the walking time itself where that already measures a loop or a return; otherwise our
 * estimate, twice the one-way time, resting on the one-way time's sources.
 */
export function wholeOuting(walk: Walk): WalkingTime {
  if (walk.whole) return walk.whole
  if (walk.measure !== 'oneWay') return walk.duration
  return {
    minutes: walk.duration.minutes.map((value) => value * 2),
    basis: 'estimate',
    sources: [...walk.duration.sources],
    note: { it: DATA_MESSAGES.it.doubledNote, en: DATA_MESSAGES.en.doubledNote },
  }
}

/** The outing's length for the list's order: its first (shortest) figure, in minutes, as the data gives it. */
export function outingMinutes(walk: Walk): number {
  return wholeOuting(walk).minutes[0] ?? 0
}
