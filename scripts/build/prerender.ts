import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

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
const documents = {
  it: JSON.parse(await readFile(join(dist, 'data/waterfalls.it.json'), 'utf8')),
  en: JSON.parse(await readFile(join(dist, 'data/waterfalls.en.json'), 'utf8')),
}
const { prerenderPage } = (await import(pathToFileURL(join(serverBuild, 'entry-server.js')).href)) as Renderer

for (const page of manifest.pages) {
  const { status, html } = await prerenderPage(page.path, template, documents)
  // A page that renders as "not found" (or an error) by mistake must fail the build, not ship.
  if (status !== page.status) throw new Error(`${page.path} rendered with status ${status}, expected ${page.status}`)
  const target = join(dist, page.file)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, html)
}
console.log(`Prerendered ${manifest.pages.length} pages in ${Math.round(performance.now() - started)} ms`)
