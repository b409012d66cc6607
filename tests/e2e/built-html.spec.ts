import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { buildCatalogueDocument, validateCatalogue } from '../../src/catalogue/build-catalogue'
import { contentDate } from '../../src/catalogue/content-year'
import { WATERFALL_SOURCES } from '../../src/catalogue/waterfalls'
import { drawingOf } from './support/drawings'

/**
 * Reads the built HTML as a search engine or a link preview would, without running any
 * JavaScript: every page must carry its own content and head tags.
 */
const DIST = join(import.meta.dirname, '../../dist')
const ORIGIN = 'https://cascatelombardia.it'
const catalogue = validateCatalogue(WATERFALL_SOURCES)
/** Each entry as the pages show it, with the other names people search for in its description. */
const shown = { it: buildCatalogueDocument(catalogue, 'it'), en: buildCatalogueDocument(catalogue, 'en') }
const shownEntry = (lang: 'it' | 'en', id: string | undefined) =>
  shown[lang].waterfalls.find((candidate) => candidate.id === id)

type Page = { path: string; file: string; lang: 'it' | 'en'; italianPath: string }
const PAGES: Page[] = [
  { path: '/', italianPath: '/' },
  ...catalogue.map((entry) => ({ path: `/waterfall/${entry.id}`, italianPath: `/waterfall/${entry.id}` })),
].flatMap(({ path, italianPath }) => [
  { path, italianPath, lang: 'it' as const, file: path === '/' ? 'index.html' : `${path.slice(1)}.html` },
  {
    path: path === '/' ? '/en' : `/en${path}`,
    italianPath,
    lang: 'en' as const,
    file: path === '/' ? 'en.html' : `en${path}.html`,
  },
])

const read = (file: string) => readFileSync(join(DIST, file), 'utf8')
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '')
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
const titleOf = (html: string) => decode(all(html, /<title>([^<]*)<\/title>/g)[0] ?? '')
const metaContent = (html: string, attribute: string, name: string) =>
  all(html, new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`, 'g')).map(decode)
const jsonLdOf = (html: string) =>
  all(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).map((text) => JSON.parse(text))

test('there are 30 prerendered pages, each with its own title and description within the caps', () => {
  expect(PAGES).toHaveLength(30)
  const titles = new Set<string>()
  const descriptions = new Set<string>()
  for (const page of PAGES) {
    const html = read(page.file)
    const title = titleOf(html)
    const [description] = metaContent(html, 'name', 'description')
    expect(title.length, page.path).toBeGreaterThan(0)
    expect(title.length, page.path).toBeLessThanOrEqual(60)
    expect(description?.length, page.path).toBeLessThanOrEqual(160)
    expect(description?.length, page.path).toBeGreaterThan(50)
    titles.add(title)
    descriptions.add(description ?? '')
  }
  expect(titles.size).toBe(30)
  expect(descriptions.size).toBe(30)
})

for (const page of PAGES) {
  test(`${page.path} has its content, language, canonical, alternates and social tags`, () => {
    const html = read(page.file)
    expect(html).toContain(`<html lang="${page.lang}"`)
    expect(html).toContain(`data-prerendered="${page.path}"`)
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
    const url = `${ORIGIN}${page.path}`
    expect(all(html, /<link rel="canonical" href="([^"]*)"/g)).toEqual([url])
    const alternates = Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((match) => [
        match[1],
        match[2],
      ]),
    )
    const italian = `${ORIGIN}${page.italianPath}`
    const english = `${ORIGIN}${page.italianPath === '/' ? '/en' : `/en${page.italianPath}`}`
    expect(alternates).toEqual({ it: italian, en: english, 'x-default': italian })
    expect(metaContent(html, 'name', 'theme-color')).toEqual(['#1e40af'])
    expect(metaContent(html, 'name', 'author')).toEqual([
      page.lang === 'it' ? 'Cascate Lombardia' : 'Lombardy Waterfalls',
    ])
    expect(metaContent(html, 'property', 'og:image')).toEqual([`${ORIGIN}/social-card.png`])
    expect(metaContent(html, 'property', 'og:url')).toEqual([url])
    expect(metaContent(html, 'property', 'og:title')).toEqual([titleOf(html)])
    expect(metaContent(html, 'name', 'twitter:card')).toEqual(['summary_large_image'])
    // No twitter: copies of the og: tags, which X falls back to.
    for (const name of ['twitter:title', 'twitter:description', 'twitter:image']) {
      expect(metaContent(html, 'name', name)).toEqual([])
    }
  })
}

test('home pages carry a WebSite with a SearchAction on the home URL', () => {
  for (const [file, home] of [
    ['index.html', `${ORIGIN}/`],
    ['en.html', `${ORIGIN}/en`],
  ]) {
    const [website, ...others] = jsonLdOf(read(file as string))
    expect(others).toEqual([])
    expect(website).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      url: home,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${home}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    })
  }
})

test('detail pages carry a TouristAttraction and a BreadcrumbList', () => {
  for (const page of PAGES.filter((candidate) => candidate.italianPath !== '/')) {
    const entry = catalogue.find((candidate) => `/waterfall/${candidate.id}` === page.italianPath)
    const [attraction, breadcrumb] = jsonLdOf(read(page.file))
    expect(attraction, page.path).toMatchObject({
      '@type': 'TouristAttraction',
      name: entry?.name[page.lang],
      description: shownEntry(page.lang, entry?.id)?.description,
      image: `${ORIGIN}${drawingOf(entry?.id ?? '')}`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: entry?.location[page.lang],
        addressRegion: entry?.province,
      },
    })
    // Only a position a source gives is published as coordinates (ids 1, 2, 4, 8); estimates are not.
    if (entry?.coordinates.basis === 'sourced') {
      expect(attraction.geo, page.path).toEqual({
        '@type': 'GeoCoordinates',
        latitude: entry.coordinates.lat,
        longitude: entry.coordinates.lon,
      })
    } else {
      expect(attraction.geo, page.path).toBeUndefined()
    }
    expect(attraction.additionalProperty).toContainEqual({
      '@type': 'PropertyValue',
      name: 'familyFriendly',
      value: entry?.familyFriendly,
    })
    expect(breadcrumb, page.path).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}${page.lang === 'it' ? '/' : '/en'}` },
        { '@type': 'ListItem', position: 2, name: `${entry?.name[page.lang]} (${entry?.province})` },
      ],
    })
  }
})

test('each prerendered card already shows the drawing of its type, and the detail page too', () => {
  for (const page of PAGES) {
    const html = read(page.file)
    if (page.italianPath === '/') {
      const cards = html.split('<article').slice(1)
      expect(cards, page.path).toHaveLength(14)
      for (const card of cards) {
        const id = /href="(?:\/en)?\/waterfall\/(\d+)"/.exec(card)?.[1] ?? ''
        expect(/<img[^>]*src="([^"]*)"/.exec(card)?.[1], `${page.path} card ${id}`).toBe(drawingOf(id))
      }
    } else {
      const id = page.italianPath.replace('/waterfall/', '')
      expect(/data-waterfall-picture[^>]*>[\s\S]*?<img[^>]*src="([^"]*)"/.exec(html)?.[1], page.path).toBe(
        drawingOf(id),
      )
    }
  }
})

test('every figure in the built pages has a caption or a name, so that it announces something', () => {
  const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))
  expect(files.length).toBeGreaterThanOrEqual(PAGES.length)
  for (const file of files) {
    for (const [figure] of read(file).matchAll(/<figure\b[^>]*>[\s\S]*?<\/figure>/g)) {
      expect(figure, file).toMatch(
        /^<figure\b[^>]*\baria-label(?:ledby)?="[^"]+"|<figcaption\b[^>]*>[\s\S]*?\S[\s\S]*?<\/figcaption>/,
      )
    }
  }
})

test('structured data gives coordinates for exactly the four waterfalls whose position a source gives', () => {
  const withGeo = PAGES.filter((page) => page.italianPath !== '/' && jsonLdOf(read(page.file))[0]?.geo)
  expect(withGeo.map((page) => page.path)).toEqual(
    ['1', '2', '4', '8'].flatMap((id) => [`/waterfall/${id}`, `/en/waterfall/${id}`]),
  )
})

test('a description over the cap is cut to 157 characters and "...", the 160 of the product rules', () => {
  for (const page of PAGES.filter((candidate) => candidate.italianPath !== '/')) {
    const entry = catalogue.find((candidate) => `/waterfall/${candidate.id}` === page.italianPath)
    const [description] = metaContent(read(page.file), 'name', 'description')
    expect((entry?.description[page.lang].length ?? 0) > 160, page.path).toBe(true)
    expect(description, page.path).toMatch(/\.\.\.$/)
    expect(description?.length, page.path).toBeGreaterThanOrEqual(158)
    expect(description?.length, page.path).toBeLessThanOrEqual(160)
  }
})

test('every detail page, as prerendered, lists its sources, gives 112 and claims no check', () => {
  for (const page of PAGES.filter((candidate) => candidate.italianPath !== '/')) {
    const html = read(page.file)
    expect(html, page.path).toContain(page.lang === 'it' ? '>Fonti</h2>' : '>Sources</h2>')
    expect(html, page.path).toContain('href="tel:112"')
    expect(html, page.path).toContain('rel="noopener noreferrer"')
    expect(html, page.path).not.toMatch(/verificat|checked on/i)
    expect(html, page.path).not.toMatch(/<img[^>]*alt="(Illustrazione|Illustration)/)
  }
})

test('no JSON-LD script contains a character that could close it', () => {
  for (const page of PAGES) {
    for (const text of all(read(page.file), /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      expect(text).not.toMatch(/[<>]/)
    }
  }
})

test('the 404 pages are prerendered in both languages and are not indexed', () => {
  expect(read('404.html')).toContain('Oops! Pagina non trovata')
  expect(read('en/404.html')).toContain('Oops! Page not found')
  for (const file of ['404.html', 'en/404.html']) expect(metaContent(read(file), 'name', 'robots')).toEqual(['noindex'])
})

test('sitemap.xml lists the 30 URLs with their language alternates, and robots.txt points to it', () => {
  const sitemap = read('sitemap.xml')
  const locs = all(sitemap, /<loc>([^<]*)<\/loc>/g)
  expect(locs.sort()).toEqual(PAGES.map((page) => `${ORIGIN}${page.path}`).sort())
  expect(all(sitemap, /hreflang="(x-default)"/g)).toHaveLength(30)
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/waterfall/7"/>`)
  expect(read('robots.txt')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
})

test('the XState inspector is absent from the production bundle', () => {
  const assets = readdirSync(join(DIST, 'assets')).filter((file) => file.endsWith('.js'))
  expect(assets.length).toBeGreaterThan(0)
  for (const file of assets) {
    const source = read(`assets/${file}`)
    expect(source, file).not.toContain('stately.ai')
    expect(source, file).not.toContain('createBrowserInspector')
  }
})

test('every page is rendered at the content’s newest date, so the same sources always build the same pages', () => {
  const renderedAt = String(Date.parse(`${contentDate(catalogue)}T00:00:00Z`))
  for (const { file } of PAGES) {
    // When the router loaded each match's data, as it writes it into the page for the browser.
    const loadedAt = all(read(file), /\bu:(\d+)/g)
    expect(loadedAt.length, file).toBeGreaterThan(0)
    expect(new Set(loadedAt), file).toEqual(new Set([renderedAt]))
  }
})
