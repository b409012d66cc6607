/**
 * `npm run docs:tables`: rewrites the filter and order tables in docs/product-rules.md and
 * docs/url-contract.md from the filter descriptors and the orders (scripts/docs/rule-tables.ts).
 * tests/unit/doc-tables.test.ts fails until they are rewritten after a change.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { loadAppModules } from '../app-modules.ts'

type RuleTables = typeof import('./rule-tables.ts')

const ROOT = join(import.meta.dirname, '../..')
const [tables] = (await loadAppModules(['/scripts/docs/rule-tables.ts'])) as [RuleTables]

for (const document of Object.keys(tables.RULE_TABLES) as (keyof RuleTables['RULE_TABLES'])[]) {
  const path = join(ROOT, document)
  const text = await readFile(path, 'utf8')
  const rewritten = tables.withRuleTables(document, text)
  if (rewritten === text) console.log(`${document}: up to date`)
  else {
    await writeFile(path, rewritten)
    console.log(`${document}: tables rewritten`)
  }
}
