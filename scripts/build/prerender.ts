import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/**
 * Writes static HTML for every page (both languages) and the two 404 pages, from the
 * client build's index.html and the server build of src/app/entry-server.tsx.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const dist = join(root, 'dist')
const serverBuild = join(root, 'dist-ssr')

type Manifest = { pages: { path: string; file: string }[] }
type Renderer = { prerenderPage: (url: string, template: string, documents: unknown) => Promise<string> }

const started = performance.now()
const template = await readFile(join(dist, 'index.html'), 'utf8')
// Running twice without a fresh client build would read an already prerendered page as the template.
if (template.split('<div id="app"></div>').length !== 2) {
  throw new Error('dist/index.html is not the client build template: run the whole `npm run build`')
}
const manifest = JSON.parse(await readFile(join(dist, 'pages.json'), 'utf8')) as Manifest
const documents = {
  it: JSON.parse(await readFile(join(dist, 'data/waterfalls.it.json'), 'utf8')),
  en: JSON.parse(await readFile(join(dist, 'data/waterfalls.en.json'), 'utf8')),
}
const { prerenderPage } = (await import(pathToFileURL(join(serverBuild, 'entry-server.js')).href)) as Renderer

for (const page of manifest.pages) {
  const html = await prerenderPage(page.path, template, documents)
  const target = join(dist, page.file)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, html)
}
await rm(join(dist, 'pages.json'))
await rm(serverBuild, { recursive: true, force: true })
console.log(`Prerendered ${manifest.pages.length} pages in ${Math.round(performance.now() - started)} ms`)
