import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { contentDate } from '../../src/catalogue/content-year.ts'
import { bundleListScript } from './list-script.ts'

/**
 * Writes static HTML for every page (both languages) and the two 404 pages, from the
 * client build's index.html and the server build of src/app/entry-server.tsx.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const dist = join(root, 'dist')
const serverBuild = join(root, 'dist-ssr')

type Manifest = { pages: { path: string; file: string; status: number }[] }
type Renderer = typeof import('../../src/app/entry-server.tsx')

const started = performance.now()
// The client build leaves its HTML template and page list in dist/. They are moved beside the
// server build, so that this step can run again on its own after the template became a page.
if (existsSync(join(dist, 'pages.json'))) {
  await rename(join(dist, 'index.html'), join(serverBuild, 'template.html'))
  await rename(join(dist, 'pages.json'), join(serverBuild, 'pages.json'))
}
const template = await readFile(join(serverBuild, 'template.html'), 'utf8')
const manifest = JSON.parse(await readFile(join(serverBuild, 'pages.json'), 'utf8')) as Manifest

/*
 * The pages' route loaders ask for their data as in the browser, by the data files' URL paths
 * (src/catalogue/catalogue-query.ts). Here those requests are answered from the files this build
 * wrote to dist/data/, as the production server would answer them, so each page carries exactly
 * what its loaders asked for, from the very files the site serves. Any other request fails: a
 * page must not depend on the network at build time.
 */
globalThis.fetch = async (input) => {
  const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url
  if (!path.startsWith('/data/')) throw new Error(`The prerender cannot fetch ${path}`)
  const file = join(dist, path)
  if (!existsSync(file)) return new Response('Not found', { status: 404 })
  return new Response(await readFile(file), { headers: { 'content-type': 'application/json' } })
}

// A list page's own script (src/features/finder/list-before-app.ts), bundled as one classic script.
const listScript = await bundleListScript()

const { prerenderPage } = (await import(pathToFileURL(join(serverBuild, 'entry-server.js')).href)) as Renderer

/*
 * The router writes into each page when its data was loaded (`Date.now()`), which the browser
 * only compares with its own clock, and any moment before the visit reads the same. Read from the
 * wall clock, that number made two builds of the same sources differ, and their compressed sizes
 * with them, by enough to move a page across its budget. The pages are rendered at one fixed
 * moment instead: the newest date of the content (content-year.ts), so the same sources always
 * give the same pages.
 */
const entryFiles = (await readdir(join(dist, 'data/waterfall'))).filter((file) => file.endsWith('.json'))
const entries = await Promise.all(
  entryFiles.map(async (file) => {
    const { details } = JSON.parse(await readFile(join(dist, 'data/waterfall', file), 'utf8')) as {
      details: { written: string; updated?: string }
    }
    return details
  }),
)
const renderedAt = Date.parse(`${contentDate(entries)}T00:00:00Z`)
const wallClock = Date.now
Date.now = () => renderedAt

for (const page of manifest.pages) {
  const { status, html } = await prerenderPage(page.path, template, listScript)
  // A page that renders as "not found" (or an error) by mistake must fail the build, not ship.
  if (status !== page.status) throw new Error(`${page.path} rendered with status ${status}, expected ${page.status}`)
  const target = join(dist, page.file)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, html)
}
Date.now = wallClock
console.log(`Prerendered ${manifest.pages.length} pages in ${Math.round(performance.now() - started)} ms`)
