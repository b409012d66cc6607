import type { Waterfall } from '../../catalogue/schema'

/** A maps-service search for the waterfall, with the spec's query '{location}, {province}, Italia'. */
export function mapsSearchUrl({ location, province }: Pick<Waterfall, 'location' | 'province'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${location}, ${province}, Italia`)}`
}
