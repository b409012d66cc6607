import type { Waterfall } from '../../catalogue/schema'
import { CATALOGUE_ORDER, type Sort, type SortOrder } from '../../vocabulary/sort-orders'
import { DIFFICULTIES, type Locale } from '../../vocabulary/values'

/** A position on the visitor's device: it never leaves the page (never stored, sent or reported). */
export type Position = { lat: number; lon: number }

type SortContext = { locale: Locale; position: Position | undefined }

const EARTH_RADIUS_KM = 6371

/** The straight-line (great-circle) distance between two points, in kilometres. */
export function distanceKm(from: Position, to: Position): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(to.lat - from.lat)
  const dLon = radians(to.lon - from.lon)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/**
 * A distance as the card words it: whole kilometres, never 0 (an estimated position can be a
 * kilometre or two out, so "0 km" would claim more than the data knows).
 */
export function roundedKm(km: number): number {
  return Math.max(1, Math.round(km))
}

function keyOf(sort: SortOrder, { position }: SortContext): ((waterfall: Waterfall) => number) | undefined {
  switch (sort) {
    case 'duration':
      return (waterfall) => waterfall.durationMinutes
    case 'difficulty':
      return (waterfall) => DIFFICULTIES.indexOf(waterfall.difficulty)
    case 'distance':
      return position && ((waterfall) => distanceKm(position, waterfall))
    case 'longest':
      return (waterfall) => -waterfall.outingMinutes
    case 'shortest':
      return (waterfall) => waterfall.outingMinutes
    case 'name':
      return undefined
  }
}

/**
 * The catalogue in the chosen order. Durations shortest first, whole outings longest or shortest first, difficulties easiest first,
 * distances nearest first, names in the page's language's alphabetical order. Ties keep the
 * catalogue's order, and so does `distance` while the visitor's position is unknown.
 */
export function sortWaterfalls(
  waterfalls: readonly Waterfall[],
  sort: Sort,
  context: SortContext,
): readonly Waterfall[] {
  if (sort === CATALOGUE_ORDER) return waterfalls
  if (sort === 'name') {
    const collator = new Intl.Collator(context.locale, { sensitivity: 'base' })
    return [...waterfalls].sort((a, b) => collator.compare(a.name, b.name))
  }
  const key = keyOf(sort, context)
  if (!key) return waterfalls
  const keys = new Map(waterfalls.map((waterfall) => [waterfall, key(waterfall)]))
  return [...waterfalls].sort((a, b) => (keys.get(a) as number) - (keys.get(b) as number))
}
