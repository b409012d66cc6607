import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { validateCatalogue } from '../../src/catalogue/build-catalogue'
import { WATERFALL_SOURCES } from '../../src/catalogue/waterfalls'
import { markerPlaceRules } from '../../src/components/map/projection'
import { drawOverviewMap, type Lakes, type OverviewMap } from './overview-map-drawing'

const GEO = join(import.meta.dirname, '../../data/geo')
const SOURCES = [join(GEO, 'italy-provinces.topo.json'), join(GEO, 'lombardy-lakes.geojson')]
const STYLESHEET = join(import.meta.dirname, '../../src/app/styles.css')

const VIRTUAL_ID = 'virtual:overview-map'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

type Drawn = OverviewMap & { url: string }

/** Every waterfall's id and place, from the catalogue the pages are built from. */
const places = () => validateCatalogue(WATERFALL_SOURCES).map(({ id, coordinates: { lat, lon } }) => ({ id, lat, lon }))

function draw(): Drawn {
  const [provinces, lakes] = SOURCES.map((file) => JSON.parse(readFileSync(file, 'utf8')))
  const markers = places().map(({ lat, lon }) => [lon, lat])
  const map = drawOverviewMap(provinces, lakes as Lakes, markers)
  // Named by its content, like Vite's own assets, so it can be cached for a year.
  const hash = createHash('sha256').update(map.svg).digest('base64url').slice(0, 8)
  return { ...map, url: `/assets/overview-map-${hash}.svg` }
}

/**
 * Draws the overview map from data/geo/ and serves it as a file of its own (dist/assets in the
 * build, a middleware in the dev server); the outlines never enter a script. Pages import
 * `virtual:overview-map` for the file's URL and size, and the stylesheet gets one rule per
 * waterfall that places its marker (see markerPlaceClass). The client and server builds draw the
 * same file, so they name the same URL.
 */
export function overviewMap(): Plugin {
  let drawn: Drawn | undefined
  const current = () => {
    drawn ??= draw()
    return drawn
  }
  return {
    name: 'cascate:overview-map',
    // Before Tailwind, which then reads the stylesheet with the markers' rules in it.
    enforce: 'pre',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return
      for (const file of SOURCES) this.addWatchFile(file)
      const { url, frame } = current()
      return `export const overviewMap = ${JSON.stringify({ url, width: frame.width, height: frame.height })}\n`
    },
    transform(code, id) {
      if (id.split('?')[0] !== STYLESHEET) return
      return `${code}\n/* The overview map's markers, placed by the build. */\n${markerPlaceRules(current().frame, places())}\n`
    },
    watchChange(id) {
      if (SOURCES.includes(id)) drawn = undefined
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const { url, svg } = current()
        if (request.url?.split('?')[0] !== url) return next()
        response.setHeader('content-type', 'image/svg+xml')
        response.end(svg)
      })
    },
    generateBundle() {
      if (this.environment.name !== 'client') return
      const { url, svg } = current()
      this.emitFile({ type: 'asset', fileName: url.slice(1), source: svg })
    },
  }
}
