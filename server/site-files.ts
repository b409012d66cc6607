/**
 * The files a build serves, listed once when the server starts: each public URL path with its file,
 * type, cache rule and precompressed copies. Requests are answered from this table only, so no
 * path a client sends is ever joined onto the file system: `..`, encoded separators, NUL bytes and
 * symbolic links cannot reach a file outside the build.
 */
import { readdirSync, type Stats, statSync } from 'node:fs'
import { join, posix } from 'node:path'
import { lookup } from 'mrmime'
import { NOT_FOUND_PAGES } from '../src/url/site-paths.js'

/** The content codings the build writes beside a text file (scripts/build/compress.ts), most preferred first. */
export const ENCODINGS = ['br', 'gzip'] as const
export type Encoding = (typeof ENCODINGS)[number]
export const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'
const ONE_HOUR = 'public, max-age=3600'

export const SERVICE_WORKER = '/sw.js'

/**
 * Files in the build that configure a static host (written by scripts/build/write-headers-file.ts)
 * rather than belong to the site; such hosts read them and do not publish them, and neither does this server.
 */
const HOST_CONFIG_FILES = new Set(['_headers'])

/**
 * The not-found pages (src/url/site-paths.js): listed with the site's files (so that their
 * precompressed copies are known), but always sent with status 404, under their own file names too
 * (the service worker keeps them with that status).
 */
const NOT_FOUND_FILES = new Set<string>(Object.values(NOT_FOUND_PAGES).map((page) => page.file))

export const isNotFoundPage = (file: string) => NOT_FOUND_FILES.has(file)

export type SiteFile = {
  /** Its path inside the build, with forward slashes. */
  file: string
  contentType: string
  cacheControl: string
  /** The precompressed copies beside the file, by content coding, in order of preference. */
  encoded: Map<Encoding, string>
}

export type Site = {
  /** Every servable file by its decoded URL path: `/`, `/en`, `/waterfall/3`, `/assets/index-[hash].js`… */
  files: Map<string, SiteFile>
  /** The `.html` spelling of each page's URL path, to the page's clean URL (percent-encoded, ready for Location). */
  redirects: Map<string, string>
}

export function cacheControlFor(urlPath: string): string {
  // Vite puts a content hash in every name under /assets/, so a URL there never changes meaning.
  if (urlPath.startsWith('/assets/')) return IMMUTABLE
  // Pages (clean URLs or .html), the data files, the manifests and the service worker keep their URL
  // across deploys: revalidate with the ETag, so a release reaches visitors at once.
  const extension = posix.extname(urlPath)
  if (
    urlPath.startsWith('/data/') ||
    urlPath === SERVICE_WORKER ||
    extension === '' ||
    extension === '.html' ||
    extension === '.webmanifest'
  ) {
    return REVALIDATE
  }
  return ONE_HOUR
}

export function contentTypeOf(file: string): string {
  const type = lookup(file) ?? 'application/octet-stream'
  // Every text file of the build is UTF-8; saying so spares the browser a guess.
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type
}

/** A path with each segment percent-encoded, as it is written in a URL. */
export const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/')

/** The URL path that serves a file of the build: pages lose `.html`, `index.html` is `/`. */
function urlPathOf(file: string): string {
  if (file === 'index.html') return '/'
  if (file.endsWith('.html') && !NOT_FOUND_FILES.has(file)) return `/${file.slice(0, -'.html'.length)}`
  return `/${file}`
}

/**
 * The regular files under dir, as paths relative to it with forward slashes. A symbolic link is never
 * followed, to a file or to a directory: whatever it points at is not part of the build.
 */
export function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`
    if (entry.isDirectory()) return listFiles(dir, path)
    return entry.isFile() ? [path] : []
  })
}

/**
 * The copies of `file` that can stand in for it. A copy older than its file is left from an earlier
 * build and would send stale content. A representation's ETag is made of its size and modification
 * time, so a copy alike in both to the file or a preferred copy would share its ETag: it is not offered.
 */
function encodedCopies(distDir: string, file: string, present: ReadonlySet<string>): Map<Encoding, string> {
  const copies = new Map<Encoding, string>()
  const original = statSync(join(distDir, file))
  const validator = (stat: Stats) => `${stat.size}-${stat.mtime.getTime()}`
  const validators = new Set([validator(original)])
  for (const encoding of ENCODINGS) {
    const copy = file + SUFFIX[encoding]
    if (!present.has(copy)) continue
    const stat = statSync(join(distDir, copy))
    if (stat.mtimeMs < original.mtimeMs || validators.has(validator(stat))) continue
    validators.add(validator(stat))
    copies.set(encoding, copy)
  }
  return copies
}

/** Lists the build in distDir. */
export function readSite(distDir: string): Site {
  const present = new Set(listFiles(distDir))
  const isCopy = (file: string) =>
    ENCODINGS.some(
      (encoding) => file.endsWith(SUFFIX[encoding]) && present.has(file.slice(0, -SUFFIX[encoding].length)),
    )

  const site: Site = { files: new Map(), redirects: new Map() }
  for (const file of present) {
    if (HOST_CONFIG_FILES.has(file) || isCopy(file)) continue
    const urlPath = urlPathOf(file)
    site.files.set(urlPath, {
      file,
      contentType: contentTypeOf(file),
      cacheControl: cacheControlFor(urlPath),
      encoded: encodedCopies(distDir, file, present),
    })
    if (urlPath !== `/${file}`) site.redirects.set(`/${file}`, encodePath(urlPath))
  }
  return site
}
