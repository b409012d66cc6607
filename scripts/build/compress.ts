import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { listFiles, SUFFIX } from '../../server/site-files.ts'

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, so that the
 * production server sends them as they are instead of compressing each response again. Runs after
 * every step that writes to dist/, the service worker and `_headers` included.
 */

/** Text formats, where compression pays; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|map|svg|webmanifest|xml|txt)$/

/** Below this a compressed copy saves less than the headers that announce it. */
export const MIN_COMPRESSIBLE_BYTES = 1024

const compressBrotli = promisify(brotliCompress)
const compressGzip = promisify(gzip)

/** The content codings written, each with the suffix of its file. */
const CODINGS = [
  {
    suffix: SUFFIX.br,
    // Done once per release: the slowest, smallest setting is worth it.
    compress: (data: Buffer) =>
      compressBrotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { suffix: SUFFIX.gzip, compress: (data: Buffer) => compressGzip(data, { level: constants.Z_BEST_COMPRESSION }) },
] as const

/** Compresses one file; returns the names of the copies written (none when no copy is smaller). */
async function compressFile(path: string): Promise<string[]> {
  const data = await readFile(path)
  if (data.length < MIN_COMPRESSIBLE_BYTES) return []
  const written: string[] = []
  for (const { suffix, compress } of CODINGS) {
    const compressed = await compress(data)
    if (compressed.length >= data.length) continue
    await writeFile(path + suffix, compressed)
    written.push(path + suffix)
  }
  return written
}

/** Writes the compressed copies for every compressible file under dir; returns how many were written. */
export async function compressDirectory(dir: string): Promise<number> {
  const files = listFiles(dir)
    .filter((file) => COMPRESSIBLE.test(file))
    .map((file) => join(dir, file))
  const written = await Promise.all(files.map(compressFile))
  return written.flat().length
}

if (import.meta.main) {
  const dist = join(import.meta.dirname, '../..', 'dist')
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('dist/ is missing: run the build first')
    process.exit(1)
  }
  const count = await compressDirectory(dist)
  console.log(`Wrote ${count} precompressed copies (.br, .gz) in dist/`)
}
