import type { Waterfall } from '../../src/catalogue/schema.ts'
import type { Filters } from '../../src/features/finder/filter-rules.ts'
import { loadAppModules } from '../app-modules.ts'
import { median, percentile } from './statistics.ts'
import { finish, formatMs, verdict } from './support.ts'

/**
 * The filter rules at scale: times filterWaterfalls over a synthetic 2,000-entry catalogue
 * for realistic filter states and prints the median and p95 of a full pass per state.
 */
const CATALOGUE_SIZE = 2000
const WARM_UP_PASSES = 100
const TIMED_PASSES = 500
const GOAL_MS = 2

type FilterRules = typeof import('../../src/features/finder/filter-rules.ts')
type BuildCatalogue = typeof import('../../src/catalogue/build-catalogue.ts')
type Sources = typeof import('../../src/catalogue/waterfalls.ts')

async function loadBenchModules() {
  const [rules, buildCatalogue, sources] = await loadAppModules([
    '/src/features/finder/filter-rules.ts',
    '/src/catalogue/build-catalogue.ts',
    '/src/catalogue/waterfalls.ts',
  ] as const)
  return { rules: rules as FilterRules, buildCatalogue: buildCatalogue as BuildCatalogue, sources: sources as Sources }
}

/**
 * The real entries repeated until there are `size` of them; every copy after the first gets
 * its own id and a numbered name, so no two entries are the same and the result is the same
 * on every run.
 */
function syntheticCatalogue(real: readonly Waterfall[], size: number): Waterfall[] {
  const copies = Math.ceil(size / real.length)
  return Array.from({ length: copies }, (_, copy) =>
    real.map((waterfall, index) =>
      copy === 0
        ? waterfall
        : { ...waterfall, id: String(copy * real.length + index + 1), name: `${waterfall.name} ${copy + 1}` },
    ),
  )
    .flat()
    .slice(0, size)
}

/** Milliseconds of one call, from the monotonic high-resolution clock. */
function timeMs(run: () => unknown): number {
  const start = process.hrtime.bigint()
  run()
  return Number(process.hrtime.bigint() - start) / 1e6
}

const { rules, buildCatalogue, sources } = await loadBenchModules()
const real = buildCatalogue.buildCatalogueDocument(
  buildCatalogue.validateCatalogue(sources.WATERFALL_SOURCES),
  'it',
).waterfalls
const catalogue = syntheticCatalogue(real, CATALOGUE_SIZE)
const { DEFAULT_FILTERS, filterWaterfalls } = rules

const CASES: { label: string; filters: Filters }[] = [
  { label: 'no filters', filters: DEFAULT_FILTERS },
  { label: "q='lago'", filters: { ...DEFAULT_FILTERS, q: 'lago' } },
  { label: "q='cascata' + difficulty", filters: { ...DEFAULT_FILTERS, q: 'cascata', difficulty: 'Facile' } },
  {
    label: 'the search and every filter',
    filters: {
      ...DEFAULT_FILTERS,
      q: 'acqua',
      difficulty: 'Facile',
      province: 'Sondrio',
      duration: 'up-to-30',
      stroller: 'true',
      family: 'true',
      sort: 'catalogue',
    },
  },
  // A search of several words: each is looked for in every field until one holds it.
  { label: "q='cascata lago', 2 words", filters: { ...DEFAULT_FILTERS, q: 'cascata lago' } },
  // Its first words are found everywhere, its last nowhere: the most work a search can ask.
  { label: 'q matching nothing', filters: { ...DEFAULT_FILTERS, q: 'cascata di valle inesistente' } },
]

// The rules work out each entry's lower-case texts and duration band once, on the first pass
// over it: that first pass over a catalogue never seen is timed on its own, before the warm-up.
const firstPassMs = timeMs(() => filterWaterfalls(catalogue, { ...DEFAULT_FILTERS, q: 'lago' }))

// Every case is warmed up before any is timed, so the JIT has seen them all.
for (let pass = 0; pass < WARM_UP_PASSES; pass++) {
  for (const { filters } of CASES) filterWaterfalls(catalogue, filters)
}

console.log(`filterWaterfalls over ${catalogue.length} entries, ${TIMED_PASSES} timed passes per case`)
console.log(`${'case'.padEnd(26)} ${'matches'.padStart(7)} ${'median'.padStart(9)} ${'p95'.padStart(9)}  goal`)
const missed: string[] = []
const allTimings: number[] = []
for (const { label, filters } of CASES) {
  const matches = filterWaterfalls(catalogue, filters).length
  const timings = Array.from({ length: TIMED_PASSES }, () => timeMs(() => filterWaterfalls(catalogue, filters)))
  allTimings.push(...timings)
  const caseMedian = median(timings)
  const met = caseMedian <= GOAL_MS
  if (!met) missed.push(`${label}: median ${formatMs(caseMedian, 3)} > ${GOAL_MS} ms`)
  console.log(
    `${label.padEnd(26)} ${String(matches).padStart(7)} ${formatMs(caseMedian, 3).padStart(9)} ${formatMs(percentile(timings, 95), 3).padStart(9)}  median ≤ ${GOAL_MS} ms ${verdict(met)}`,
  )
}
const overall = median(allTimings)
if (overall > GOAL_MS) missed.push(`overall median ${formatMs(overall, 3)} > ${GOAL_MS} ms`)
console.log(
  `${'overall'.padEnd(34)} ${formatMs(overall, 3).padStart(9)} ${''.padStart(9)}  median ≤ ${GOAL_MS} ms ${verdict(overall <= GOAL_MS)}`,
)
console.log(`first pass over a new catalogue (works out each entry's index): ${formatMs(firstPassMs, 3)}, once`)
finish(missed)
