/**
 * `npm run content:currency`: each entry's time-sensitive facts (status, notices, transport) with
 * the date of their newest source, flagging those with nothing newer than 18 months. It prints and
 * never fails on age: an old fact is a reason to search again (docs/content-currency.md), not an
 * error. `--today=YYYY-MM-DD` reads the catalogue as on another day.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer } from 'vite'

type Currency = typeof import('../../src/catalogue/currency.ts')
type Localize = typeof import('../../src/catalogue/localize.ts')
type Waterfalls = typeof import('../../src/catalogue/waterfalls.ts')

const asked = process.argv.find((argument) => argument.startsWith('--today='))?.slice('--today='.length)
if (asked !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asked)) {
  console.error(`--today takes a YYYY-MM-DD date, not "${asked}"`)
  process.exit(2)
}
const today = asked ?? new Date().toISOString().slice(0, 10)

// The catalogue's modules import without extensions, as the build resolves them: load them through
// Vite, with no config file (the app's plugins would regenerate the route tree) and a cache of its own.
const cacheDir = await mkdtemp(join(tmpdir(), 'content-currency-'))
const vite = await createServer({
  root: join(import.meta.dirname, '../..'),
  configFile: false,
  cacheDir,
  logLevel: 'error',
  appType: 'custom',
  optimizeDeps: { noDiscovery: true, include: [] },
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
})
try {
  const { currencyReport, formatCurrencyReport } = (await vite.ssrLoadModule('/src/catalogue/currency.ts')) as Currency
  const { validateCatalogue } = (await vite.ssrLoadModule('/src/catalogue/localize.ts')) as Localize
  const { WATERFALL_SOURCES } = (await vite.ssrLoadModule('/src/catalogue/waterfalls.ts')) as Waterfalls
  console.log(formatCurrencyReport(currencyReport(validateCatalogue(WATERFALL_SOURCES), today), today))
} finally {
  await vite.close()
  await rm(cacheDir, { recursive: true, force: true })
}
