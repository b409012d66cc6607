import { describe, expect, it } from 'vitest'
import { decodeVlq, packageOf, textBySource, UNMAPPED } from '../../scripts/bench/source-map-text'

describe('decodeVlq', () => {
  it.each([
    ['A', [0]],
    ['C', [1]],
    ['D', [-1]],
    ['gB', [16]],
    ['2H', [123]],
    ['3H', [-123]],
    ['AAgBC', [0, 0, 16, 1]],
  ])('%s is %j', (segment, expected) => {
    expect(decodeVlq(segment)).toEqual(expected)
  })

  it('refuses a character that is not a Base64 digit', () => {
    expect(() => decodeVlq('A!')).toThrow('Not a Base64 VLQ digit: !')
  })
})

describe('textBySource', () => {
  it.each([
    { name: 'each segment runs to the next one', code: 'abcdef', mappings: 'AAAA,ECAA', text: { 0: 'ab', 1: 'cdef' } },
    {
      name: 'a segment that names no source is unmapped',
      code: 'abcdef',
      mappings: 'AAAA,E',
      text: { 0: 'ab', [UNMAPPED]: 'cdef' },
    },
    {
      name: 'the text before the first segment is unmapped',
      code: 'abcdef',
      mappings: 'EAAA',
      text: { [UNMAPPED]: 'ab', 0: 'cdef' },
    },
    {
      name: 'columns start again on each line, the source index carries on',
      code: 'ab\ncd',
      mappings: 'AAAA;ACAA',
      text: { 0: 'ab', [UNMAPPED]: '\n', 1: 'cd' },
    },
    {
      name: 'lines the map lacks are the first ones, added after it was written',
      code: 'const d=[]\nabcdef',
      mappings: 'AAAA,ECAA',
      text: { [UNMAPPED]: 'const d=[]\n', 0: 'ab', 1: 'cdef' },
    },
    {
      name: 'the pieces of one source are joined, wherever they are',
      code: 'abcdef',
      mappings: 'AAAA,CCAA,CDAA',
      text: { 0: 'acdef', 1: 'b' },
    },
    { name: 'columns count UTF-16 code units', code: '€€xy', mappings: 'AAAA,ECAA', text: { 0: '€€', 1: 'xy' } },
  ])('$name', ({ code, mappings, text }) => {
    const expected = new Map(Object.entries(text).map(([source, piece]) => [Number(source), piece]))
    expect(textBySource(code, mappings)).toEqual(expected)
  })
})

describe('packageOf', () => {
  it.each([
    [
      '/node_modules/react-dom/cjs/react-dom-client.production.js',
      { name: 'react-dom', root: '/node_modules/react-dom' },
    ],
    [
      '/node_modules/@tanstack/router-core/dist/esm/router.js',
      { name: '@tanstack/router-core', root: '/node_modules/@tanstack/router-core' },
    ],
    ['/node_modules/a/node_modules/b/index.js', { name: 'b', root: '/node_modules/a/node_modules/b' }],
    ['/src/app/boot.ts', undefined],
  ])('%s', (path, expected) => {
    expect(packageOf(path)).toEqual(expected)
  })
})
