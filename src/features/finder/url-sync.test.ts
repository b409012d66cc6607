import { describe, expect, it } from 'vitest'
import { DEFAULT_FILTERS } from './filter-rules'
import { nextHistoryEntry, type UrlWrite } from './url-sync'

const push = (q: string): UrlWrite => ({ filters: { ...DEFAULT_FILTERS, q }, history: 'push' })
const replace = (q: string): UrlWrite => ({ filters: { ...DEFAULT_FILTERS, q }, history: 'replace' })

/** Applies the writes one entry per task, as url-sync does; each entry's search text stands for it. */
function entries(writes: UrlWrite[]): string[] {
  const applied: string[] = []
  let queue = writes
  for (;;) {
    const { entry, later } = nextHistoryEntry(queue)
    if (!entry) return applied
    applied.push(`${entry.history} ${entry.filters.q}`)
    queue = later
  }
}

describe('nextHistoryEntry: one history entry per push, each with the last filters written to it', () => {
  it.each([
    // Nothing queued: nothing to write.
    [[], []],
    // A filter picked and a first keystroke in the same frame: two entries, as the visitor made two.
    [
      [push('a'), push('b')],
      ['push a', 'push b'],
    ],
    // A burst of typing: its first keystroke's entry, rewritten to the last text.
    [[push('a'), replace('as'), replace('asso')], ['push asso']],
    [
      [push('a'), replace('as'), push('c'), replace('co')],
      ['push as', 'push co'],
    ],
    // Replaces with no push before them in the queue rewrite the entry already on screen.
    [
      [replace('as'), replace('asso'), push('x')],
      ['replace asso', 'push x'],
    ],
  ])('%j → %j', (writes, expected) => {
    expect(entries(writes)).toEqual(expected)
  })

  it('leaves the queue it was given as it was', () => {
    const writes = [push('a'), push('b')]
    nextHistoryEntry(writes)
    expect(writes).toEqual([push('a'), push('b')])
  })
})
