/**
 * `npm run content:currency`: each entry's time-sensitive facts (status, notices, transport) with
 * the date of their newest source, flagging those with nothing newer than 18 months. It prints and
 * never fails on age: an old fact is a reason to search again (docs/content-currency.md), not an
 * error. `--today=YYYY-MM-DD` reads the catalogue as on another day.
 */
import { loadAppModules } from '../app-modules.ts'

type Currency = typeof import('../../src/catalogue/currency.ts')
type BuildCatalogue = typeof import('../../src/catalogue/build-catalogue.ts')
type Waterfalls = typeof import('../../src/catalogue/waterfalls.ts')

const asked = process.argv.find((argument) => argument.startsWith('--today='))?.slice('--today='.length)
if (asked !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(asked)) {
  console.error(`--today takes a YYYY-MM-DD date, not "${asked}"`)
  process.exit(2)
}
const today = asked ?? new Date().toISOString().slice(0, 10)

const [currency, buildCatalogue, waterfalls] = await loadAppModules([
  '/src/catalogue/currency.ts',
  '/src/catalogue/build-catalogue.ts',
  '/src/catalogue/waterfalls.ts',
] as const)
const { currencyReport, formatCurrencyReport } = currency as Currency
const { validateCatalogue } = buildCatalogue as BuildCatalogue
const { WATERFALL_SOURCES } = waterfalls as Waterfalls
console.log(formatCurrencyReport(currencyReport(validateCatalogue(WATERFALL_SOURCES), today), today))
