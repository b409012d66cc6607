import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { RULE_TABLES, type RuleTableDocument, withRuleTables } from '../../scripts/docs/rule-tables'

/**
 * The documents the spec oracle is written from cannot drift from the code: their tables of the
 * list's filters and orders are the ones rendered from the filter descriptors and the orders.
 * After a change to either, `npm run docs:tables` rewrites them.
 */
const ROOT = join(import.meta.dirname, '../..')

describe.each(Object.keys(RULE_TABLES) as RuleTableDocument[])('%s', (document) => {
  it('has the filter and order tables rendered from the descriptors (npm run docs:tables)', () => {
    const text = readFileSync(join(ROOT, document), 'utf8')
    expect(withRuleTables(document, text)).toBe(text)
  })
})

describe('withRuleTables', () => {
  it('rewrites a stale table between its markers and leaves the rest of the document alone', () => {
    const stale = [
      'Before.',
      '<!-- generated: parameters (npm run docs:tables) -->',
      '| Parameter | Values |',
      '| `q` | five filters |',
      '<!-- end of generated: parameters -->',
      'After.',
    ].join('\n')
    const rewritten = withRuleTables('docs/url-contract.md', stale)
    expect(rewritten.startsWith('Before.\n<!-- generated: parameters')).toBe(true)
    expect(rewritten.endsWith('<!-- end of generated: parameters -->\nAfter.')).toBe(true)
    expect(rewritten).toContain('| `carfree` | `true` (by train or bus')
    expect(rewritten).not.toContain('five filters')
  })

  it('fails on a document whose markers are gone, so a table cannot stop being checked', () => {
    expect(() => withRuleTables('docs/product-rules.md', 'No tables here.')).toThrow(/no "<!-- generated: filters/)
  })
})
