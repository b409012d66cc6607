import {
  type GeoPermissibleObjects,
  type GeoProjection,
  type GeoStream,
  geoArea,
  geoContains,
  geoMercator,
  geoPath,
} from 'd3-geo'
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson'
import { feature, merge, mesh } from 'topojson-client'
import type {
  GeometryCollection,
  Topology,
  MultiPolygon as TopoMultiPolygon,
  Polygon as TopoPolygonOnly,
} from 'topojson-specification'
import type { MapFrame } from '../../src/components/map/projection'

/*
 * The overview map, drawn once at build time from the vendored outlines in data/geo/: the browser
 * gets a finished SVG file and the few numbers it needs to place markers on it (MapFrame), never
 * the outlines themselves.
 */

type ProvinceProperties = { prov_acr: string; reg_istat_code: string }
type Provinces = Topology<{ provinces: GeometryCollection<ProvinceProperties> }>
type Area = Feature<Polygon | MultiPolygon>
type TopoPolygon<P extends object> = TopoPolygonOnly<P> | TopoMultiPolygon<P>
export type Lakes = FeatureCollection<Polygon | MultiPolygon>

/** The drawing's width in SVG units; its height follows from the guide's area. */
const WIDTH = 600
/** Room around the guide's area, so that a marker near its edge is not cut and the neighbours frame it. */
const MARGIN = 28
/** Tenths of a unit: finer than any screen shows the drawing. */
const DIGITS = 1
/**
 * The outlines are detailed for a map of Italy at city scale; at this size a point closer than
 * this to the last one kept adds bytes and no shape.
 */
const TOLERANCE = 1.5

const LOMBARDY = '03'
/** The guide covers Lombardy and one waterfall across the border in Trentino. */
const isGuideArea = (properties: ProvinceProperties | null) =>
  properties !== null && (properties.reg_istat_code === LOMBARDY || properties.prov_acr === 'TN')

/** The site's palette (src/app/styles.css and Tailwind's slate and sky). */
const COLOURS = {
  land: '#f1f5f9',
  guideArea: '#ffffff',
  provinceBorder: '#cbd5e1',
  nationalBorder: '#94a3b8',
  guideBorder: '#1d4ed8',
  lake: '#bae6fd',
  lakeShore: '#38bdf8',
  label: '#64748b',
}

/**
 * d3 reads a ring's winding on the sphere: one wound the other way round is the whole globe
 * minus the shape. The sources follow GeoJSON's right-hand rule, so each polygon is turned to
 * d3's winding when its area comes out larger than a hemisphere.
 */
function d3Winding<T extends Area>(area: T): T {
  const turn = (rings: Position[][]) => rings.map((ring) => [...ring].reverse())
  const polygon = (rings: Position[][]) =>
    geoArea({ type: 'Polygon', coordinates: rings }) > 2 * Math.PI ? turn(rings) : rings
  const geometry = area.geometry
  return {
    ...area,
    geometry:
      geometry.type === 'Polygon'
        ? { ...geometry, coordinates: polygon(geometry.coordinates) }
        : { ...geometry, coordinates: geometry.coordinates.map(polygon) },
  }
}

/**
 * Passes on a projected line's points, leaving out each one closer than TOLERANCE to the last
 * one passed on; a line's last point is always kept, so rings still close where they began.
 */
function thinned(output: GeoStream): GeoStream {
  let last: [number, number] | undefined
  let skipped: [number, number] | undefined
  return {
    point(x, y) {
      if (last && Math.hypot(x - last[0], y - last[1]) < TOLERANCE) {
        skipped = [x, y]
        return
      }
      last = [x, y]
      skipped = undefined
      output.point(x, y)
    },
    lineStart() {
      last = undefined
      skipped = undefined
      output.lineStart()
    },
    lineEnd() {
      if (skipped) output.point(skipped[0], skipped[1])
      output.lineEnd()
    },
    polygonStart: () => output.polygonStart(),
    polygonEnd: () => output.polygonEnd(),
    sphere: () => output.sphere?.(),
  }
}

export type OverviewMap = { svg: string; frame: MapFrame }

/** The guide's area fitted in the drawing with Mercator, as the browser's projection.ts repeats it. */
export function fittedProjection(topology: Provinces): { projection: GeoProjection; width: number; height: number } {
  const guideArea = guideAreaOf(topology)
  const fitted = geoMercator().fitWidth(WIDTH - 2 * MARGIN, guideArea)
  const [[, top], [, bottom]] = geoPath(fitted).bounds(guideArea)
  const height = Math.ceil(bottom - top) + 2 * MARGIN
  const projection = geoMercator().fitExtent(
    [
      [MARGIN, MARGIN],
      [WIDTH - MARGIN, height - MARGIN],
    ],
    guideArea,
  )
  return { projection, width: WIDTH, height }
}

function provincesOf(topology: Provinces): Feature<Polygon | MultiPolygon, ProvinceProperties>[] {
  return feature(topology, topology.objects.provinces).features.map((province) =>
    d3Winding(province as Feature<Polygon | MultiPolygon, ProvinceProperties>),
  )
}

function guideAreaOf(topology: Provinces): FeatureCollection<Polygon | MultiPolygon, ProvinceProperties> {
  return { type: 'FeatureCollection', features: provincesOf(topology).filter((p) => isGuideArea(p.properties)) }
}

/** Rounds to DIGITS and writes no needless characters: '0.5' as '.5', '-0.5' as '-.5', '2.0' as '2'. */
function short(value: number): string {
  return String(Number(value.toFixed(DIGITS))).replace(/^(-?)0\./, '$1.')
}

/**
 * A d3 path context that writes each line as one absolute move and then relative steps between
 * rounded points (SVG repeats the `l` by itself): a step of a few units takes half the
 * characters of an absolute point, and a step that rounds to nothing is left out.
 */
function relativePath() {
  let d = ''
  let at: [number, number] = [0, 0]
  let stepping = false
  const round = (value: number) => Number(value.toFixed(DIGITS))
  // A minus sign separates two numbers by itself.
  const join = (text: string) => (text.startsWith('-') ? text : `,${text}`)
  return {
    moveTo(x: number, y: number) {
      at = [round(x), round(y)]
      d += `M${short(at[0])}${join(short(at[1]))}`
      stepping = false
    },
    lineTo(x: number, y: number) {
      const next: [number, number] = [round(x), round(y)]
      const [dx, dy] = [next[0] - at[0], next[1] - at[1]]
      if (Math.abs(dx) < 1e-9 && Math.abs(dy) < 1e-9) return
      d += `${stepping ? join(short(dx)) : `l${short(dx)}`}${join(short(dy))}`
      stepping = true
      at = next
    },
    closePath() {
      d += 'z'
    },
    beginPath() {},
    arc() {
      throw new Error('The map draws no points as circles')
    },
    toString: () => d,
  }
}

/** How far a province's name keeps from a marker's centre, in SVG units: a marker and a name's half. */
const LABEL_CLEARANCE = 30

/**
 * Where a province's name goes: its centroid, or when a marker would cover it there, the nearest
 * point around it that is still inside the province and clear of every marker; failing that, the
 * centroid anyway (a marker is drawn over the map, so it stays readable).
 */
function labelPlace(projection: GeoProjection, province: Area, markers: readonly Position[]): [number, number] {
  const points = markers.flatMap((marker) => {
    const point = projection(marker as [number, number])
    return point ? [point] : []
  })
  const centroid = geoPath(projection).centroid(province)
  const clear = ([x, y]: [number, number]) => points.every(([px, py]) => Math.hypot(x - px, y - py) >= LABEL_CLEARANCE)
  const inside = (point: [number, number]) => {
    const place = projection.invert?.(point)
    return place !== null && place !== undefined && geoContains(province, place)
  }
  const candidates = [0, 15, 30, 45].flatMap((distance) =>
    Array.from({ length: distance === 0 ? 1 : 8 }, (_, step): [number, number] => [
      centroid[0] + distance * Math.cos((step * Math.PI) / 4),
      centroid[1] + distance * Math.sin((step * Math.PI) / 4),
    ]),
  )
  return candidates.find((candidate) => inside(candidate) && clear(candidate)) ?? centroid
}

/** `markers` are the waterfalls' [longitude, latitude]: the provinces' names keep clear of them. */
export function drawOverviewMap(topology: Provinces, lakes: Lakes, markers: readonly Position[] = []): OverviewMap {
  const { projection, width, height } = fittedProjection(topology)
  // Only what falls inside the drawing is written: the rest of Italy costs no bytes.
  projection.clipExtent([
    [0, 0],
    [width, height],
  ])
  const thinnedProjection = { stream: (output: GeoStream) => projection.stream(thinned(output)) }
  const draw = (geometry: GeoPermissibleObjects) => {
    const context = relativePath()
    geoPath(thinnedProjection, context)(geometry)
    return context.toString()
  }
  const object = topology.objects.provinces
  // The mesh filters see TopoJSON's geometry objects, whose properties are untyped.
  const guideOf = (province: { properties?: object | null }) =>
    isGuideArea((province.properties ?? null) as ProvinceProperties | null)
  // The guide's area as one shape, filled and outlined; other land is the background's colour.
  const guideShape = d3Winding({
    type: 'Feature',
    properties: {},
    geometry: merge(
      topology,
      object.geometries.filter(
        (province): province is TopoPolygon<ProvinceProperties> =>
          guideOf(province) && (province.type === 'Polygon' || province.type === 'MultiPolygon'),
      ),
    ),
  } satisfies Area)
  // Borders between two provinces on the same side of the guide's outline (which has its own stroke).
  const provinceBorders: MultiLineString = mesh(topology, object, (a, b) => a !== b && guideOf(a) === guideOf(b))
  // Arcs used by one province only: Italy's border, except where the guide's outline follows it.
  const nationalBorder: MultiLineString = mesh(topology, object, (a, b) => a === b && !guideOf(a))
  const labels = provincesOf(topology)
    .filter((province) => guideOf(province))
    .map((province) => {
      const [x, y] = labelPlace(projection, province, markers).map((value) => Math.round(value))
      return `<text x="${x}" y="${y}">${province.properties.prov_acr}</text>`
    })
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<rect width="${width}" height="${height}" fill="${COLOURS.land}"/>`,
    `<path fill="none" stroke="${COLOURS.nationalBorder}" stroke-width="1.2" stroke-dasharray="4 2" d="${draw(nationalBorder)}"/>`,
    // Drawn twice, filled under the borders and lakes and outlined over them, from one copy.
    `<defs><path id="guide" d="${draw(guideShape)}"/></defs>`,
    `<use href="#guide" fill="${COLOURS.guideArea}"/>`,
    `<path fill="none" stroke="${COLOURS.provinceBorder}" stroke-width="1" d="${draw(provinceBorders)}"/>`,
    `<path fill="${COLOURS.lake}" stroke="${COLOURS.lakeShore}" stroke-width=".8" d="${lakes.features.map((lake) => draw(d3Winding(lake))).join('')}"/>`,
    // The outline goes over the lakes it crosses: Maggiore and Garda are shared with neighbours.
    `<use href="#guide" fill="none" stroke="${COLOURS.guideBorder}" stroke-width="1.5" stroke-linejoin="round"/>`,
    // A white halo keeps a name readable where it crosses a border or a lake's shore.
    `<g fill="${COLOURS.label}" stroke="${COLOURS.guideArea}" stroke-width="3" paint-order="stroke" font-family="system-ui,sans-serif" font-size="15" font-weight="600" text-anchor="middle" dominant-baseline="middle">${labels.join('')}</g>`,
    '</svg>',
  ].join('\n')
  const [x, y] = projection.translate()
  return { svg: `${svg}\n`, frame: { width, height, scale: projection.scale(), translate: [x, y] } }
}
