/**
 * Search folding: the form in which a search and the texts it looks in are compared, so that what
 * a visitor types finds what they mean. Case, accents and the look-alike characters a phone
 * keyboard or a copied text brings are set aside: "piu" finds "più", "dell’Acquafraggia" (a
 * typographic apostrophe) finds "dell'Acquafraggia", a non-breaking space is a space, an en dash
 * a hyphen, full-width letters are letters. Only the comparison folds: the search box, the URL
 * and the `search` report keep the text as typed.
 */

/** Apostrophes and single quotes: typographic, reversed, low, prime, grave and acute, modifier letter, guillemets. */
const APOSTROPHES = /['`\u2018-\u201b\u2032\u2035\u00b4\u02b9\u02bb-\u02bd\u2039\u203a\uff07]/g
/** Double quotes: typographic, low, reversed, double prime, guillemets, full-width. */
const QUOTES = /["\u201c-\u201f\u2033\u2036\u00ab\u00bb\u301d\u301e\uff02]/g
/** Dashes of every kind, and the minus sign. */
const DASHES = /[\p{Pd}\u2212]/gu
/** Characters that show as nothing: zero-width spaces and joiners, the soft hyphen, the byte-order mark. */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g
/** Any run of spaces of any width (no-break, narrow, ideographic…), tabs and line breaks. */
const SPACES = /[\s\p{Zs}]+/gu
const MARKS = /\p{M}/gu

/** Look-alikes to their plain form; run before and after NFKC, which turns some into others. */
function plainPunctuation(text: string): string {
  return text.replace(APOSTROPHES, "'").replace(QUOTES, '"').replace(DASHES, '-').replace(INVISIBLE, '')
}

/**
 * The folded form of a text: look-alike punctuation made plain, compatibility forms (full-width
 * letters, ligatures) made ordinary by NFKC, accents dropped, lower case, and spaces of any kind
 * and length as one space. Folding a folded text changes nothing.
 */
export function foldForSearch(text: string): string {
  // Lower case before the accents go: some capitals lower-case to a letter and a mark (İ to i̇).
  return plainPunctuation(plainPunctuation(text).normalize('NFKC'))
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(SPACES, ' ')
}

/** The longest search the box, the URL and the report keep. */
export const SEARCH_MAX_LENGTH = 100

// Control characters and U+FFFD (what an invalid percent escape decodes to) can reach the search
// text by a paste or a hand-written URL; they match nothing a visitor could mean.
const ODD_CHARACTERS = /[\u0000-\u001f\u007f\ufffd]/g

/**
 * The search text as the box shows it, the URL carries it and the report names it: odd
 * characters become spaces and the text is cut to SEARCH_MAX_LENGTH. One rule for all three,
 * so they always agree.
 */
export function normalizeSearchText(text: string): string {
  return text.replace(ODD_CHARACTERS, ' ').slice(0, SEARCH_MAX_LENGTH)
}

/**
 * The texts a search looks in, folded: the name, the other names it goes by (its name in the other
 * language among them), the location, the province and the description.
 */
export function searchFieldsOf(entry: {
  name: string
  aliases: readonly string[]
  location: string
  province: string
  description: string
}): string[] {
  return [entry.name, ...entry.aliases, entry.location, entry.province, entry.description].map(foldForSearch)
}

/**
 * The search as a test of an entry's folded search fields: every word of it is a part of one of
 * them, each word in any field (`cascata nardis` finds "Cascata di Nardis", `nardis waterfall` an
 * entry whose name says Nardis and whose description says waterfall). A search that is a part of
 * one field has each of its words in that field, so whatever the product's rule (the whole text as
 * one part) finds, this finds too. Nothing to test for a search of no words.
 */
export function searchTest(q: string): ((fields: readonly string[]) => boolean) | undefined {
  const words = foldForSearch(q)
    .split(' ')
    .filter((word) => word !== '')
  if (words.length === 0) return undefined
  return (fields) => words.every((word) => fields.some((field) => field.includes(word)))
}
