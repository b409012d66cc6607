import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { NOT_FOUND_PAGES } from '../../src/url/site-paths.js'

/**
 * Writes dist/sw.js: src/offline/service-worker.js with this release's files in place of its
 * RELEASE_PLACEHOLDER. The release's version is a hash of every file it keeps, so any change to
 * a page, the data or an asset makes a new worker, and only then.
 */
const root = join(import.meta.dirname, '../..')
const dist = join(root, 'dist')

/**
 * Files that are not part of the offline site: host configuration, link previews, crawler files,
 * compressed copies, the install icons, which a browser fetches from the manifest once, when
 * the site is installed (online), and keeps: no page asks for them, so a first visit need not; and
 * the forecast's code and texts (src/features/waterfall/weather/), which only a page that is
 * online can use: offline its box says in one line that the forecast is not available.
 */
const LEFT_OUT =
  /^\/(?:sw\.js|_headers|social-card\.png|sitemap\.xml|robots\.txt|icons\/.*\.png|assets\/weather-panel-[\w-]+\.js)$|\.(?:br|gz)$/
const NOT_FOUND_FILES = new Set(Object.values(NOT_FOUND_PAGES).map((page) => `/${page.file}`))

async function filesIn(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .sort()
}

/** '/waterfall/3.html' → '/waterfall/3', '/index.html' → '/', '/en.html' → '/en'. */
const cleanUrl = (file: string) => (file === '/index.html' ? '/' : file.replace(/\.html$/, ''))

const files = (await filesIn(dist)).filter((file) => !LEFT_OUT.test(file))
const html = files.filter((file) => file.endsWith('.html'))
const release = {
  pages: html.filter((file) => !NOT_FOUND_FILES.has(file)).map(cleanUrl),
  notFoundPages: html.filter((file) => NOT_FOUND_FILES.has(file)).map(cleanUrl),
  data: files.filter((file) => file.startsWith('/data/')),
  files: files.filter((file) => !file.endsWith('.html') && !file.startsWith('/data/')),
  version: '',
}
const hash = createHash('sha256')
for (const file of files) hash.update(file).update(await readFile(join(dist, file)))
release.version = hash.digest('hex').slice(0, 16)

const source = await readFile(join(root, 'src/offline/service-worker.js'), 'utf8')
const PLACEHOLDER = 'const RELEASE = RELEASE_PLACEHOLDER'
if (!source.includes(PLACEHOLDER)) throw new Error(`src/offline/service-worker.js lost its line ${PLACEHOLDER}`)
// The worker is a classic script: the path rules it shares with the server go in without their `export`.
const SHARED_RULES = {
  'src/url/path-spelling.js': ['readPath', 'pageInOtherCase'],
  'src/url/site-paths.js': ['isEnglishPath', 'NOT_FOUND_PAGES', 'notFoundPageFor'],
}
const sharedRules: string[] = []
for (const [file, names] of Object.entries(SHARED_RULES)) {
  const text = (await readFile(join(root, file), 'utf8')).replace(/^export (?=function |const )/gm, '')
  if (/^(?:export|import)\b/m.test(text)) throw new Error(`${file} has an import or export the worker cannot run`)
  for (const name of names) {
    if (!new RegExp(`^(?:function|const) ${name}\\b`, 'm').test(text)) throw new Error(`${file} lost its ${name}`)
  }
  sharedRules.push(text)
}
await writeFile(
  join(dist, 'sw.js'),
  `${sharedRules.join('\n')}\n${source.replace(PLACEHOLDER, `const RELEASE = ${JSON.stringify(release)}`)}`,
)
console.log(
  `Service worker ${release.version}: ${release.pages.length} pages, ${release.data.length} data files, ${release.files.length} other files`,
)
