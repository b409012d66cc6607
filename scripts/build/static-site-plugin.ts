import type { Plugin } from 'vite'
import { buildCatalogueDocument, validateCatalogue } from '../../src/catalogue/build-catalogue'
import { cardsFileBody, entryFileBody, sourcesFileBody } from '../../src/catalogue/data-files'
import { cardsUrl, sourcesUrl, waterfallUrl } from '../../src/catalogue/data-urls'
import { WATERFALL_SOURCES } from '../../src/catalogue/waterfalls'
import { THEME_COLOR } from '../../src/constants'
import { MESSAGES } from '../../src/i18n/messages'
import { normalizeOrigin } from '../../src/seo/origin'
import { NOT_FOUND_PAGES } from '../../src/url/site-paths.js'
import { LOCALES, type Locale } from '../../src/vocabulary/values'

/** Every page of the site as [Italian path, English path] pairs of clean URLs. */
function sitePagePairs(ids: readonly string[]): [string, string][] {
  return [['/', '/en'], ...ids.map((id): [string, string] => [`/waterfall/${id}`, `/en/waterfall/${id}`])]
}

/** '/en/waterfall/3' → 'en/waterfall/3.html': flat files, so any static host serves clean URLs. */
function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

/**
 * The release's data files, by URL path (see src/catalogue/catalogue-query.ts): per language the
 * cards (every waterfall's card fields, the details left out by the cards' schema) and one file per
 * waterfall (its card and its details but its sources); and per waterfall its sources, the same in
 * both languages, so written once. Each body is checked in full against the page schema as
 * it is written and stamped with the data format (src/catalogue/data-files.ts), which is all the
 * browser checks besides the outline. The
 * prerendered pages carry copies of these answers, so a page can trust its own embedded copy (see
 * src/catalogue/catalogue-state.ts).
 */
export function dataFiles(): Map<string, string> {
  const files = new Map<string, string>()
  const entries = validateCatalogue(WATERFALL_SOURCES)
  for (const locale of LOCALES) {
    const document = buildCatalogueDocument(entries, locale)
    files.set(cardsUrl(locale), JSON.stringify(cardsFileBody(document)))
    for (const waterfall of document.waterfalls) {
      files.set(waterfallUrl(locale, waterfall.id), JSON.stringify(entryFileBody(waterfall)))
      // The same in both languages: the last language's body is the one written.
      files.set(sourcesUrl(waterfall.id), JSON.stringify(sourcesFileBody(waterfall)))
    }
  }
  return files
}

function sitemapXml(origin: string, pairs: readonly [string, string][]): string {
  const urls = pairs.flatMap(([italian, english]) => {
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="it" href="${origin}${italian}"/>`,
      `    <xhtml:link rel="alternate" hreflang="en" href="${origin}${english}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${origin}${italian}"/>`,
    ].join('\n')
    return [italian, english].map((path) => `  <url>\n    <loc>${origin}${path}</loc>\n${alternates}\n  </url>`)
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}

/** The installable app's manifest, one per language so its names and start page match the visitor's. */
function webManifest(locale: Locale): string {
  const messages = MESSAGES[locale]
  const icons = [192, 512].flatMap((size) => [
    { src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
    { src: `/icons/icon-maskable-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
  ])
  const startUrl = locale === 'it' ? '/' : '/en'
  return JSON.stringify({
    // One id per language: installed, each is an app of its own, named in its language.
    id: startUrl,
    name: messages.siteTitle,
    short_name: messages.appShortName,
    description: messages.homeMetaDescription(WATERFALL_SOURCES.length),
    lang: locale,
    start_url: startUrl,
    scope: '/',
    display: 'standalone',
    background_color: '#f8fafc',
    theme_color: THEME_COLOR,
    icons,
  })
}

/**
 * Generates the static parts of the site from the typed catalogue: the data files (validated
 * here, so a bad entry fails the build), sitemap.xml, robots.txt and the list of
 * pages that scripts/build/prerender.ts turns into HTML.
 */
export function staticSite(): Plugin {
  return {
    name: 'cascate:static-site',
    applyToEnvironment: (environment) => environment.name === 'client',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        if (!path.startsWith('/data/')) return next()
        const file = dataFiles().get(path)
        // As the production server does: a waterfall the guide lacks is a 404.
        response.statusCode = file === undefined ? 404 : 200
        response.setHeader('content-type', 'application/json')
        response.end(file ?? '{}')
      })
    },
    generateBundle() {
      const origin = normalizeOrigin(process.env.VITE_SITE_ORIGIN)
      for (const [path, source] of dataFiles()) this.emitFile({ type: 'asset', fileName: path.slice(1), source })
      for (const locale of LOCALES) {
        this.emitFile({ type: 'asset', fileName: `manifest.${locale}.webmanifest`, source: webManifest(locale) })
      }
      const pairs = sitePagePairs(validateCatalogue(WATERFALL_SOURCES).map((entry) => entry.id))
      const pages = [
        ...pairs.flat().map((path) => ({ path, file: htmlFileFor(path), status: 200 })),
        ...Object.values(NOT_FOUND_PAGES).map(({ path, file }) => ({ path, file, status: 404 })),
      ]
      this.emitFile({ type: 'asset', fileName: 'pages.json', source: JSON.stringify({ pages }) })
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(origin, pairs) })
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
      })
    },
  }
}
