import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { overviewMap } from 'virtual:overview-map'
import { describe, expect, it } from 'vitest'
import { drawOverviewMap, fittedProjection } from '../../../scripts/build/overview-map-drawing'
import { WATERFALL_SOURCES } from '../../catalogue/waterfalls'
import { markerPlaceRules, projectToPercent } from './projection'

const geo = (file: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../../data/geo', file), 'utf8'))
const provinces = geo('italy-provinces.topo.json')
const d3 = fittedProjection(provinces)
/** The numbers the build places the markers with. */
const frame = drawOverviewMap(provinces, geo('lombardy-lakes.geojson')).frame
const places = WATERFALL_SOURCES.map(({ id, coordinates: { lat, lon } }) => ({ id, lat, lon }))

describe('projectToPercent with the numbers of the build', () => {
  it('places markers on the drawing the app shows, fitted by d3', () => {
    expect([overviewMap.width, overviewMap.height]).toEqual([d3.width, d3.height])
    expect([frame.width, frame.height]).toEqual([d3.width, d3.height])
  })

  it.each(places)('waterfall $id ($lat, $lon) lands where d3-geo puts it, within a tenth of a unit', ({ lat, lon }) => {
    const { x, y } = projectToPercent(frame, lat, lon)
    const [expectedX, expectedY] = d3.projection([lon, lat]) ?? [Number.NaN, Number.NaN]
    expect(Math.abs((x * frame.width) / 100 - expectedX)).toBeLessThan(0.1)
    expect(Math.abs((y * frame.height) / 100 - expectedY)).toBeLessThan(0.1)
  })

  it.each(places)('waterfall $id lies inside the drawing, clear of its edges', ({ lat, lon }) => {
    const { x, y } = projectToPercent(frame, lat, lon)
    for (const value of [x, y]) {
      expect(value).toBeGreaterThan(5)
      expect(value).toBeLessThan(95)
    }
  })

  it.each([
    [45.4642, 9.19, 'Milan'],
    [46.0679, 11.1211, 'Trento'],
  ])('%f, %f (%s) is inside the drawing too: the frame holds the places a reader knows', (lat, lon) => {
    const { x, y } = projectToPercent(frame, lat, lon)
    expect(x).toBeGreaterThan(0)
    expect(x).toBeLessThan(100)
    expect(y).toBeGreaterThan(0)
    expect(y).toBeLessThan(100)
  })
})

describe('markerPlaceRules', () => {
  it('places each marker by its id, in per cent, and tells its name how far across the map it sits', () => {
    const frame = { width: 200, height: 100, scale: 1000, translate: [-100, 800] as const }
    const { x, y } = projectToPercent(frame, 45.5, 9.5)
    expect(markerPlaceRules(frame, [{ id: '7', lat: 45.5, lon: 9.5 }])).toBe(
      `.map-at-7{left:${x.toFixed(2)}%;top:${y.toFixed(2)}%;--map-x:${x.toFixed(2)}%}`,
    )
  })
})
