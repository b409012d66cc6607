import { describe, expect, it } from 'vitest'
import { capDescription, capTitle, serializeJsonLd } from './site'

describe("capTitle and capDescription keep the page metadata's length limits (docs/product-rules.md#page-metadata)", () => {
  it.each([
    ['a'.repeat(60), 'a'.repeat(60)],
    ['a'.repeat(61), `${'a'.repeat(57)}...`],
    ['a'.repeat(200), `${'a'.repeat(57)}...`],
    ['Orrido di Bellano | Cascate Lombardia', 'Orrido di Bellano | Cascate Lombardia'],
  ])('title %#', (title, expected) => {
    expect(capTitle(title)).toBe(expected)
  })

  it('a cut title is exactly 60 characters and a cut description exactly 160, as the spec caps them', () => {
    expect(capTitle('t'.repeat(61))).toHaveLength(60)
    expect(capDescription('d'.repeat(161))).toHaveLength(160)
  })

  it('cuts descriptions over 160 characters to 157 and an ellipsis, dropping a trailing space', () => {
    expect(capDescription('b'.repeat(160))).toBe('b'.repeat(160))
    expect(capDescription('b'.repeat(200))).toBe(`${'b'.repeat(157)}...`)
    expect(capDescription(`${'b'.repeat(156)} tail of the text`)).toBe(`${'b'.repeat(156)}...`)
  })
})

describe('serializeJsonLd', () => {
  it('escapes every character that could end the script element, and stays the same JSON', () => {
    const data = { name: '</script><script>alert(1)</script> & \u2028\u2029' }
    const text = serializeJsonLd(data)
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(text)).toEqual(data)
  })
})
