import { describe, expect, it } from 'vitest'
import { DEFAULT_FILTERS } from './filter-rules'
import { mergeUrlWrite, type UrlWrite } from './pending-url-write'

const typed = (q: string, history: UrlWrite['history']): UrlWrite => ({ filters: { ...DEFAULT_FILTERS, q }, history })

describe('mergeUrlWrite', () => {
  it.each([
    ['nothing pending, a push', undefined, typed('l', 'push'), typed('l', 'push')],
    ['nothing pending, a replace', undefined, typed('la', 'replace'), typed('la', 'replace')],
    [
      'a pending push, then a replace: still one new entry',
      typed('l', 'push'),
      typed('la', 'replace'),
      typed('la', 'push'),
    ],
    ['a pending replace, then a replace', typed('la', 'replace'), typed('lag', 'replace'), typed('lag', 'replace')],
    ['a pending replace, then a push', typed('lag', 'replace'), typed('', 'push'), typed('', 'push')],
  ])('%s', (_, pending, next, merged) => {
    expect(mergeUrlWrite(pending, next)).toEqual(merged)
  })
})
