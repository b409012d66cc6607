import { mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

/** Where the client build's source maps go: beside dist/, never inside it. */
export const SOURCE_MAPS_DIR = join(import.meta.dirname, '../..', 'dist-maps')

/**
 * Keeps the client build's source maps (`build.sourcemap: 'hidden'`, so no script names its map)
 * out of the site: they are written to dist-maps/ under the same relative paths as their scripts
 * (dist/assets/x.js → dist-maps/assets/x.js.map). In dist/ they would be served, compressed by the
 * build and kept offline by the service worker, which lists every file there; they are for
 * measuring the scripts (scripts/bench/js-composition.ts), not for visitors.
 */
export function sourceMapsOutsideSite(): Plugin {
  const maps = new Map<string, string | Uint8Array>()
  return {
    name: 'cascate:source-maps-outside-site',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      maps.clear()
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'asset' || !fileName.endsWith('.map')) continue
        maps.set(fileName, output.source)
        delete bundle[fileName]
      }
    },
    async writeBundle() {
      await rm(SOURCE_MAPS_DIR, { recursive: true, force: true })
      for (const [fileName, source] of maps) {
        const path = join(SOURCE_MAPS_DIR, fileName)
        await mkdir(dirname(path), { recursive: true })
        await writeFile(path, source)
      }
    },
  }
}
