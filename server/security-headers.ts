/**
 * The security headers of every response, in one place: server/serve.ts sends them and
 * scripts/build/write-headers-file.ts writes them to dist/_headers for static hosts.
 *
 * The Content-Security-Policy allows no inline script except the ones the build put in the
 * HTML, each named by the SHA-256 hash of its text, so the hashes are computed from the built
 * HTML rather than typed in.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A header name and its value, in the order they are sent. */
export type HeaderMap = Record<string, string>

/**
 * Script `type` values the browser runs, and so checks against script-src: none, a JavaScript
 * MIME type, a module, an import map or speculation rules. Any other type (application/json,
 * application/ld+json…) is a data block that never runs and needs no hash.
 */
const JAVASCRIPT_TYPE =
  /^(?:|module|importmap|speculationrules|(?:application|text)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/i

/** A comment (skipped) or a script element with its attributes and its text, as the HTML parser splits them. */
const COMMENT_OR_SCRIPT = /<!--[\s\S]*?-->|<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi
const SRC_ATTRIBUTE = /(?:^|\s)src(?:\s*=|\s|$)/i
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i

/** `'sha256-…'`: the CSP source that allows exactly this inline script text. */
export function scriptHashSource(scriptText: string): string {
  // The HTML parser turns every CR LF and lone CR into LF before the browser hashes the text.
  const text = scriptText.replace(/\r\n?/g, '\n')
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The hash sources of the inline scripts the browser would run in this HTML, in document order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, text] of html.matchAll(COMMENT_OR_SCRIPT)) {
    if (attributes === undefined || text === undefined) continue // a comment
    if (SRC_ATTRIBUTE.test(attributes)) continue // an external script: its text never runs
    const type = TYPE_ATTRIBUTE.exec(attributes)
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim()
    if (JAVASCRIPT_TYPE.test(typeValue)) hashes.add(scriptHashSource(text))
  }
  return [...hashes]
}

/** The union of the inline script hashes of every .html file under distDir, sorted so the header is stable. */
export function buildScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>()
  const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))
  for (const file of files) {
    for (const hash of inlineScriptHashes(readFileSync(join(distDir, file), 'utf8'))) hashes.add(hash)
  }
  return [...hashes].sort()
}

/** The one other origin a page may fetch from: the weather service of a waterfall's forecast. */
export const FORECAST_ORIGIN = 'https://api.open-meteo.com'

/**
 * The Content-Security-Policy allowing the site's own files and the given inline script hashes.
 * The service worker's own policy also lets it fetch over HTTPS: it caches photos from their
 * hosts, and a worker's fetches answer to connect-src, not img-src.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], { worker = false } = {}): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'"],
    // Waterfall photos may be hosted elsewhere, always over HTTPS.
    ['img-src', "'self'", 'https:', 'data:'],
    // A waterfall's forecast comes from Open-Meteo (features/waterfall/weather/forecast-client.ts).
    ['connect-src', "'self'", ...(worker ? ['https:'] : [FORECAST_ORIGIN])],
    ['font-src', "'self'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((sources) => sources.join(' ')).join('; ')
}

/**
 * Browser features the site never uses, all switched off for the page and anything it embeds.
 * Not `bluetooth`: Chromium (156) does not know it and logs "Unrecognized feature" on every page.
 * `interest-cohort` opts out of FLoC for browsers that still know it.
 */
export const DENIED_FEATURES = [
  'camera',
  'microphone',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'magnetometer',
  'gyroscope',
  'accelerometer',
  'display-capture',
  'interest-cohort',
] as const

/**
 * HSTS for the public site, which is served over HTTPS only: two years (the one-year minimum that
 * browsers' preload lists ask for, doubled), every subdomain included, no `preload` (that asks to
 * be built into browsers, months to undo: a decision for the domain's owner). Written to
 * dist/_headers for the host, and never sent by server/serve.ts: it answers plain HTTP on
 * 127.0.0.1, where the header means nothing, and a browser that once got it over HTTPS for that
 * host would refuse plain HTTP on every port of it. Whatever terminates TLS in front of that
 * server sends it.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

/** Every security header of every response, given the hash sources of the build's inline scripts. */
export function securityHeaders(scriptHashes: readonly string[], { worker = false } = {}): HeaderMap {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes, { worker }),
    'X-Content-Type-Options': 'nosniff',
    // The default of current browsers, made explicit: full URL within the site, only the origin
    // to other sites (the query holds the visitor's filters), nothing from HTTPS to HTTP.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Geolocation for the site itself ("Near me"), never for anything it embeds.
    'Permissions-Policy': ['geolocation=(self)', ...DENIED_FEATURES.map((feature) => `${feature}=()`)].join(', '),
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // For browsers that predate CSP's frame-ancestors.
    'X-Frame-Options': 'DENY',
  }
}
