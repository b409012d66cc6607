import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  buildScriptHashes,
  type HeaderMap,
  STRICT_TRANSPORT_SECURITY,
  securityHeaders,
} from '../../server/security-headers.ts'
import { IMMUTABLE } from '../../server/serve.ts'

/**
 * Writes dist/_headers (the Netlify and Cloudflare Pages format) with the headers the production
 * server sends: the security headers on every path, computed from the built HTML as the server
 * computes them, and the year-long cache of the hashed assets. The last step of the build. A host
 * serves the site over HTTPS, so its headers add HSTS, which the server on plain HTTP leaves out.
 */
const dist = join(import.meta.dirname, '../..', 'dist')
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ is missing: run the build first')
  process.exit(1)
}

function rule(path: string, headers: HeaderMap): string {
  return [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
}

const scriptHashes = buildScriptHashes(dist)
const rules = [
  '# Written by scripts/build/write-headers-file.ts from server/security-headers.ts at build time; do not edit.',
  rule('/*', { ...securityHeaders(scriptHashes), 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY }),
  // Only the assets: a host joins the values of a header that several matching rules set.
  rule('/assets/*', { 'Cache-Control': IMMUTABLE }),
  // Hosts join this value with the one above; where they do, photos are not kept offline.
  rule('/sw.js', {
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': securityHeaders(scriptHashes, { worker: true })['Content-Security-Policy'] ?? '',
  }),
]
writeFileSync(join(dist, '_headers'), `${rules.join('\n\n')}\n`)
console.log(`Wrote dist/_headers (${scriptHashes.length} inline script hashes)`)
