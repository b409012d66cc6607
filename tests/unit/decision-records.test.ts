import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every decision record follows docs/decisions/TEMPLATE.md: its third line gives its date and its
 * status, and a record amended or superseded names the record that did it, which exists.
 */
const DECISIONS = join(import.meta.dirname, '../../docs/decisions')
const RECORD = /^\d{4}-\d{2}-\d{2}-[a-z0-9-]+\.md$/
const STATUS_LINE =
  /^Date: \d{4}-\d{2}-\d{2}(?: \([^)]*\))?\. Status: (?:accepted|accepted, amended by \[[^\]]+\]\(([^)]+)\)|superseded by \[[^\]]+\]\(([^)]+)\))\.$/

const records = readdirSync(DECISIONS).filter((name) => RECORD.test(name))

describe.each(records)('%s', (name) => {
  const lines = readFileSync(join(DECISIONS, name), 'utf8').split('\n')

  it('opens with its title, then its date and status as the template has them', () => {
    expect(lines[0]).toMatch(/^# \S/)
    expect(lines[2]).toMatch(STATUS_LINE)
  })

  it('names an existing record when it was amended or superseded', () => {
    const [, amendedBy, supersededBy] = STATUS_LINE.exec(lines[2] ?? '') ?? []
    for (const other of [amendedBy, supersededBy].filter((link) => link !== undefined)) {
      expect(existsSync(join(DECISIONS, other)), other).toBe(true)
    }
  })
})

it('finds the records', () => {
  expect(records.length).toBeGreaterThan(50)
})
