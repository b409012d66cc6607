import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildCatalogueDocument, validateCatalogue } from '../../catalogue/build-catalogue'
import { WATERFALL_SOURCES } from '../../catalogue/waterfalls'
import { LOCALES } from '../../vocabulary/values'
import { DEFAULT_FILTERS, filterWaterfalls } from './filter-rules'
import { foldForSearch } from './search-folding'

describe('foldForSearch', () => {
  it.each([
    ['più', 'piu'],
    ['PIÙ', 'piu'],
    ['Forlì-Cesena', 'forli-cesena'],
    ['dell’Acquafraggia', "dell'acquafraggia"],
    ['dell‘Acquafraggia', "dell'acquafraggia"],
    ['dell‚Acquafraggia', "dell'acquafraggia"],
    ['dell‛Acquafraggia', "dell'acquafraggia"],
    ['dell′Acquafraggia', "dell'acquafraggia"],
    ['dell`Acquafraggia', "dell'acquafraggia"],
    ['dell´Acquafraggia', "dell'acquafraggia"],
    ['dellʼAcquafraggia', "dell'acquafraggia"],
    ['dell＇Acquafraggia', "dell'acquafraggia"],
    ['“Orrido”', '"orrido"'],
    ['„Orrido“', '"orrido"'],
    ['«Orrido»', '"orrido"'],
    ['＂Orrido＂', '"orrido"'],
    ['val\u00a0codera', 'val codera'],
    ['val\u202fcodera', 'val codera'],
    ['val\u2009codera', 'val codera'],
    ['val\u3000codera', 'val codera'],
    ['val   codera', 'val codera'],
    ['val\tcodera', 'val codera'],
    ['Verbano–Cusio—Ossola', 'verbano-cusio-ossola'],
    ['a‐b‑c−d－e', 'a-b-c-d-e'],
    ['ＣＡＳＣＡＴＡ １２', 'cascata 12'],
    ['ﬁume', 'fiume'],
    ['İseo', 'iseo'],
    ['cafe\u0301', 'cafe'],
    ['nar\u00addis', 'nardis'],
    ['nar\u200bdis', 'nardis'],
    ['', ''],
  ])('%j → %j', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded)
  })

  it('changes nothing in a folded text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        const folded = foldForSearch(text)
        expect(foldForSearch(folded)).toBe(folded)
      }),
    )
  })
})

/** Each plain character, and what a phone keyboard, a copied text or another script may put in its place. */
const LOOK_ALIKES: Record<string, readonly string[]> = {
  "'": ["'", '’', '‘', '‚', '‛', '′', '`', '´', 'ʼ', '＇'],
  '"': ['"', '“', '”', '„', '«', '»', '＂', '″'],
  ' ': [' ', '\u00a0', '\u202f', '\u2009', '\u3000', '  ', '\t'],
  '-': ['-', '‐', '‑', '–', '—', '−', '－'],
}

/** A character's look-alikes: the table's, or for a letter or digit its capital, full-width and accented forms. */
function lookAlikes(character: string): readonly string[] {
  const listed = LOOK_ALIKES[character]
  if (listed) return listed
  if (!/[a-z0-9]/.test(character)) return [character]
  const fullWidth = String.fromCodePoint((character.codePointAt(0) ?? 0) + 0xfee0)
  const accented = /[a-z]/.test(character) ? [`${character}\u0301`, `${character}\u0300`.normalize('NFC')] : []
  return [character, character.toUpperCase(), fullWidth, ...accented]
}

/** A text and one of its look-alike variants, character by character. */
const withVariant = (text: string) =>
  fc
    .tuple(...[...text].map((character) => fc.constantFrom(...lookAlikes(character))))
    .map((characters) => [text, characters.join('')] as const)

const PAGES = LOCALES.map((locale) => buildCatalogueDocument(validateCatalogue(WATERFALL_SOURCES), locale).waterfalls)

/** Parts of what a visitor may look for: names, other names and places, as the catalogue has them, folded. */
const SOUGHT = PAGES.flat().flatMap((waterfall) =>
  [waterfall.name, ...waterfall.aliases, waterfall.location].map(foldForSearch),
)
const part = fc
  .tuple(fc.constantFrom(...SOUGHT), fc.nat(), fc.integer({ min: 2, max: 14 }))
  .map(([text, start, length]) => text.slice(start % text.length, (start % text.length) + length))
  .filter((text) => text.trim() !== '')

describe('a search and its look-alike variants', () => {
  it('fold to the same text', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(
            part,
            fc.string({ unit: fc.constantFrom(...'abcdeiou0123 \'"-'.split('')), minLength: 1, maxLength: 20 }),
          )
          .chain(withVariant),
        ([text, variant]) => {
          expect(foldForSearch(variant)).toBe(foldForSearch(text))
        },
      ),
    )
  })

  it('find the same waterfalls, on either language’s page', () => {
    fc.assert(
      fc.property(part.chain(withVariant), fc.constantFrom(...PAGES), ([text, variant], page) => {
        const ids = (q: string) => filterWaterfalls(page, { ...DEFAULT_FILTERS, q }).map((waterfall) => waterfall.id)
        expect(ids(variant)).toEqual(ids(text))
      }),
    )
  })
})
