import type { Plugin } from 'vite'
import { buildCatalogueDocument, validateCatalogue } from '../src/catalogue/localize'
import { LOCALES, type Locale } from '../src/catalogue/vocabulary'
import { WATERFALL_SOURCES } from '../src/catalogue/waterfalls'

/** Every page of the site, in both languages, as the server's clean URLs. */
export function sitePagePaths(ids: readonly string[]): string[] {
  const italian = ['/', ...ids.map((id) => `/waterfall/${id}`)]
  return [...italian, ...italian.map((path) => (path === '/' ? '/en' : `/en${path}`))]
}

/** '/en/waterfall/3' → 'en/waterfall/3.html': flat files, so any static host serves clean URLs. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

function catalogueJson(locale: Locale): string {
  return JSON.stringify(buildCatalogueDocument(validateCatalogue(WATERFALL_SOURCES), locale))
}

/**
 * Generates the static parts of the site from the typed catalogue: the per-language JSON
 * (validated here, so a bad entry fails the build) and one HTML file per page plus 404.html.
 */
export function staticSite(): Plugin {
  return {
    name: 'cascate:static-site',
    // After Vite's own HTML plugin, which adds index.html to the bundle in this same hook.
    enforce: 'post',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/data\/waterfalls\.(it|en)\.json$/.exec(request.url?.split('?')[0] ?? '')
        if (!match) return next()
        response.setHeader('content-type', 'application/json')
        response.end(catalogueJson(match[1] as Locale))
      })
    },
    generateBundle(_options, bundle) {
      for (const locale of LOCALES) {
        this.emitFile({ type: 'asset', fileName: `data/waterfalls.${locale}.json`, source: catalogueJson(locale) })
      }
      const shell = bundle['index.html']
      if (shell?.type !== 'asset') this.error('index.html is missing from the bundle')
      const ids = validateCatalogue(WATERFALL_SOURCES).map((entry) => entry.id)
      for (const path of sitePagePaths(ids)) {
        if (path !== '/') this.emitFile({ type: 'asset', fileName: htmlFileFor(path), source: shell.source })
      }
      this.emitFile({ type: 'asset', fileName: '404.html', source: shell.source })
    },
  }
}
