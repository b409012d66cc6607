import type { Waterfall } from '../../catalogue/schema'

/**
 * A maps-service search for the waterfall, with the query '{location}, {province}, Italia'
 * (docs/product-rules.md#the-waterfall-page).
 */
export function mapsSearchUrl({ location, province }: Pick<Waterfall, 'location' | 'province'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${location}, ${province}, Italia`)}`
}
