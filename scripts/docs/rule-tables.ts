import { FILTER_SELECTS } from '../../src/features/finder/filter-selects.ts'
import { FILTERS, type FilterName } from '../../src/features/finder/filters.ts'
import { en as MESSAGES_EN } from '../../src/i18n/messages-en.ts'
import { CATALOGUE_ORDER, SORT_ORDERS, type SortOrder } from '../../src/vocabulary/sort-orders.ts'

/**
 * The tables of the list's filters and orders in docs/product-rules.md and docs/url-contract.md,
 * rendered from the filter descriptors (features/finder/filters.ts), the orders
 * (vocabulary/sort-orders.ts) and their English labels. Each table sits between two markers in its
 * document; tests/unit/doc-tables.test.ts fails when a document's table is not the one rendered
 * here, and `npm run docs:tables` writes them.
 *
 * What a filter's rule means in words is written here, once per filter and order: a record keyed
 * by the descriptors' names, so a new filter or order is a type error until its line is written.
 */

/** "Holds for a waterfall when", for each filter (docs/product-rules.md#filters). */
const HOLDS_WHEN: Record<FilterName, string> = {
  difficulty: 'its difficulty is the one picked, exactly',
  province: 'its province contains the value picked, ignoring case',
  duration: 'its walking time falls in the band picked (see [walking-time bands](#walking-time-bands))',
  stroller: 'its suitability for a stroller is the one picked, exactly',
  family: 'its suitability for families is the one picked, exactly',
  month:
    "its month grid gives that month as at its best or worth the trip; a closed waterfall holds for no month (the select lists the visitor's month first)",
  carfree: 'a source names a train or bus to it',
}

/** What follows a filter's values in the URL contract, where they need a word more. */
const URL_VALUE_NOTES: Partial<Record<FilterName, string>> = {
  province: 'or any part of one of them that names only that one (`berg` is `Bergamo`)',
  carfree: '(by train or bus; a visitor with a car needs no filter)',
  duration: '(minutes)',
  month:
    '(January to December): the waterfalls whose month grid gives that month as at its best or worth the trip (not low water, frozen or closed); a closed waterfall matches no month. The same numbers in both languages',
}

/** What follows an order's label in the URL contract, where the order needs a word more. */
const ORDER_NOTES: Partial<Record<SortOrder, string>> = {
  name: "alphabetical in the page's language, accents and case aside",
  distance: `once "Near me" has the visitor's position; until then the guide's order`,
}

/** The search parameter, which is not a filter descriptor: it leads the contract. */
const SEARCH_ROW =
  "| `q` | Free-text search, up to 100 characters (a longer one is cut); control characters become spaces, as in the search box; kept as typed, and matched with case, accents and look-alike characters (typographic apostrophes and quotes, dashes, non-breaking spaces, full-width forms) set aside, in each waterfall's names in both languages, its other names, location, province and description |"

const NUMBER_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven']

const code = (value: string) => `\`${value}\``
const label = (key: FilterName) => FILTER_SELECTS[key].texts(MESSAGES_EN).label
const valueList = (values: readonly string[]) => values.map(code).join(', ')

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

function filtersOfProductRules(): string {
  const count = NUMBER_WORDS[FILTERS.length] ?? String(FILTERS.length)
  return [
    `${count} selects, each \`all\` by default; every filter that is on must hold (they combine with "and"):`,
    '',
    table(
      ['Filter', 'Parameter', 'Values', 'Holds for a waterfall when'],
      FILTERS.map((filter) => [label(filter.key), code(filter.key), valueList(filter.values), HOLDS_WHEN[filter.key]]),
    ),
  ].join('\n')
}

function ordersOfProductRules(): string {
  return table(
    ['Order', 'Parameter'],
    [
      [MESSAGES_EN.sortOptions[CATALOGUE_ORDER], '(none: the default)'],
      ...SORT_ORDERS.map((order) => [MESSAGES_EN.sortOptions[order], `\`sort=${order}\``]),
    ],
  )
}

function parametersOfUrlContract(): string {
  const filterRows = FILTERS.map((filter) => {
    const note = URL_VALUE_NOTES[filter.key]
    return [
      code(filter.key),
      note ? `${valueList(filter.values)}${note.startsWith('(') ? ' ' : ', '}${note}` : valueList(filter.values),
    ]
  })
  const orders = SORT_ORDERS.map((order) => {
    const note = ORDER_NOTES[order]
    return `${code(order)} (${MESSAGES_EN.sortOptions[order]}${note ? `; ${note}` : ''})`
  })
  const rendered = table(
    ['Parameter', 'Values'],
    [...filterRows, [code('sort'), `${orders.join(', ')}. Absent: the guide's own order`]],
  )
  // The search row is prose of its own; it goes first, under the header.
  const [header, rule, ...rows] = rendered.split('\n')
  return [header, rule, SEARCH_ROW, ...rows].join('\n')
}

/** Each document's generated tables, by the name their markers carry. */
export const RULE_TABLES = {
  'docs/product-rules.md': { filters: filtersOfProductRules, orders: ordersOfProductRules },
  'docs/url-contract.md': { parameters: parametersOfUrlContract },
} as const satisfies Record<string, Record<string, () => string>>

export type RuleTableDocument = keyof typeof RULE_TABLES

const begin = (name: string) => `<!-- generated: ${name} (npm run docs:tables) -->`
const end = (name: string) => `<!-- end of generated: ${name} -->`

/**
 * The document with each of its generated tables rendered afresh between their markers. Throws
 * when a marker is missing, so a table cannot silently stop being checked.
 */
export function withRuleTables(document: RuleTableDocument, text: string): string {
  let result = text
  for (const [name, render] of Object.entries(RULE_TABLES[document])) {
    const from = result.indexOf(begin(name))
    const to = result.indexOf(end(name))
    if (from === -1 || to < from) throw new Error(`${document} has no "${begin(name)}" … "${end(name)}" section`)
    result = `${result.slice(0, from + begin(name).length)}\n${render()}\n${result.slice(to)}`
  }
  return result
}
