/**
 * The numbers of the build's Mercator projection (scripts/build/overview-map-drawing.ts): enough
 * to place a point on the drawing without d3-geo.
 */
export type MapFrame = {
  /** The drawing's size in SVG units. */
  width: number
  height: number
  /** d3's `projection.scale()` and `projection.translate()`, with no rotation or centre. */
  scale: number
  translate: readonly [number, number]
}

/** Where a point sits on the drawing, in per cent of its width and height from the top left. */
export type MapPoint = { x: number; y: number }

const RADIANS = Math.PI / 180

/** Mercator as d3's `geoMercator` computes it: x from the longitude, y grows southwards. */
export function projectToPercent(frame: MapFrame, lat: number, lon: number): MapPoint {
  const x = frame.translate[0] + frame.scale * lon * RADIANS
  const y = frame.translate[1] - frame.scale * Math.log(Math.tan(Math.PI / 4 + (lat * RADIANS) / 2))
  return { x: (100 * x) / frame.width, y: (100 * y) / frame.height }
}

/**
 * The class that puts a waterfall's marker in its place. The build writes one rule per waterfall
 * into the stylesheet (scripts/build/overview-map-plugin.ts): the site's Content-Security-Policy
 * allows no inline style attributes, and a class needs no script to take effect.
 */
export const markerPlaceClass = (id: string) => `map-at-${id}`

/**
 * The stylesheet's rules for every marker's place, in per cent of the drawing. `--map-x` lets a
 * marker's name sit as far left of it as the marker sits across the map, so names stay on the map.
 */
export function markerPlaceRules(frame: MapFrame, places: readonly { id: string; lat: number; lon: number }[]): string {
  return places
    .map(({ id, lat, lon }) => {
      const { x, y } = projectToPercent(frame, lat, lon)
      const [left, top] = [x, y].map((value) => `${value.toFixed(2)}%`)
      return `.${markerPlaceClass(id)}{left:${left};top:${top};--map-x:${left}}`
    })
    .join('\n')
}
