import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createActor, type EventFrom, fromTransition, SimulatedClock, type Snapshot, type SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { Waterfall } from '../../../src/catalogue/schema'
import { SEARCH_REPORT_DELAY_MS } from '../../../src/constants'
import { filterMachine } from '../../../src/features/finder/filter-machine'
import type { Filters as MachineFilters } from '../../../src/features/finder/filter-rules'
import {
  ALL,
  canGoBack,
  canGoForward,
  crossesDocument,
  DEFAULT_FILTERS,
  type Entry,
  expectedNames,
  type Filters,
  firstVisit,
  foundNearby,
  openedLink,
  picked,
  reset,
  SELECT_VALUES,
  type SelectName,
  SORT_VALUES,
  sameFilters,
  shownFilters,
  sorted,
  timePassed,
  typed,
  type Visit,
  wentThroughHistory,
} from './spec-oracle'

/**
 * The model behind filter-model.spec.ts: the home page's filter machine, run by XState's actors
 * on its simulated clock, inside the visitor's world that the spec oracle describes (the tab's
 * history, which document is on screen and whether it has the visitor's position, the page's
 * clock). The machine's graph decides which
 * moves exist where; what the page must show and report after each move comes from the oracle.
 */

/** The Italian catalogue as the build serves it: input data for the oracle's rules. */
export const CATALOGUE: readonly Entry[] = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../dist/data/cards.it.json'), 'utf8'),
).waterfalls

/**
 * The names the oracle expects for some filters, in order, with or without the visitor's
 * position, remembered: building the suite asks again and again.
 */
const namesCache = new Map<string, string>()
function namesFor(filters: Filters, located: boolean): string {
  // The position only tells when the list goes by distance: one entry serves both otherwise.
  const key = JSON.stringify([filters, located && filters.sort === 'distance'])
  let names = namesCache.get(key)
  if (names === undefined) {
    names = JSON.stringify(expectedNames(CATALOGUE, filters, located))
    namesCache.set(key, names)
  }
  return names
}

/** Time moves in half seconds, so a keystroke can come while the report of the one before is still to come. */
export const HALF_SECOND = 500

/** One thing the visitor does (or, for `half`, waits for). */
export type Move =
  | { type: 'search'; q: string }
  | { type: 'clear' }
  | { type: 'pick'; select: SelectName; value: string }
  | { type: 'unpick'; select: SelectName }
  | { type: 'reset' }
  | { type: 'sort'; sort: string }
  | { type: 'near' }
  | { type: 'half' }
  | { type: 'back' }
  | { type: 'forward' }
  | { type: 'link'; filters: Filters }

type Kind = Move['type']

type MachineEvent = EventFrom<typeof filterMachine>

/**
 * The filter machine of the document on screen, as a run of an actor on XState's simulated clock:
 * the machine's persisted snapshot when it last had no report to come (exact, as nothing was
 * waiting on the clock), when that was, and the events sent since, each at its time of the page's
 * clock. Replaying it gives the machine at any later time, its delayed reports included.
 */
type Run = { quiet: Snapshot<unknown>; since: number; sent: readonly { event: MachineEvent; at: number }[] }

/** The machine at a time: its snapshot, and in how long its search report comes (if one is to come). */
type Machine = { run: Run; machine: SnapshotFrom<typeof filterMachine>; reportIn: number | undefined }

type ModelState = Machine & {
  visit: Visit
  last: Kind | undefined
  /** A search report the moves took away, and when it was due: until then, waiting can still tell. */
  dropped: { by: Kind; dueAt: number } | undefined
}

const machineInput = (filters: Filters) => ({
  filters: filters as MachineFilters,
  catalogue: CATALOGUE as unknown as Waterfall[],
})

/** The machine as a new document starts it, from the URL's filters, remembered by filters. */
const starts = new Map<string, Snapshot<unknown>>()
function startSnapshot(filters: Filters): Snapshot<unknown> {
  const key = JSON.stringify(filters)
  let snapshot = starts.get(key)
  if (snapshot === undefined) {
    // The graph never reads the machine's reports but the search report's timing (the oracle
    // states them), yet the machine holds the catalogue as the page gives it, so its context is
    // what the page's is.
    const actor = createActor(filterMachine, { input: machineInput(filters) })
    snapshot = actor.start().getPersistedSnapshot()
    actor.stop()
    starts.set(key, snapshot)
  }
  return snapshot
}

/**
 * Plays a run on a simulated clock up to `now` and lets that clock run on, half a second at a
 * time, for as long as the machine's search report can wait: whether a report comes, and when,
 * is what the machine does, not read from its internals. Remembered: building the suite asks for
 * the same few thousand runs again and again.
 */
const played = new Map<string, Omit<Machine, 'run'> & { quiet: Snapshot<unknown> }>()
function machineAt(run: Run, now: number): Machine {
  const start = run.quiet as SnapshotFrom<typeof filterMachine>
  const key = JSON.stringify([
    start.value,
    start.context.filters,
    run.sent.map(({ event, at }) => [event, at - run.since]),
    now - run.since,
  ])
  let result = played.get(key)
  if (result === undefined) {
    const clock = new SimulatedClock()
    const actor = createActor(filterMachine, { snapshot: run.quiet, input: machineInput(start.context.filters), clock })
    let reportedAt: number | undefined
    actor.on('analytics', ({ event }) => {
      if (event.name === 'search') reportedAt ??= clock.now()
    })
    actor.start()
    for (const { event, at } of run.sent) {
      clock.set(at - run.since)
      actor.send(event)
    }
    clock.set(now - run.since)
    const machine = actor.getSnapshot()
    const quiet = actor.getPersistedSnapshot()
    reportedAt = undefined
    for (let waited = 0; reportedAt === undefined && waited < SEARCH_REPORT_DELAY_MS; waited += HALF_SECOND) {
      clock.increment(HALF_SECOND)
    }
    actor.stop()
    const reportIn = reportedAt === undefined ? undefined : reportedAt - (now - run.since)
    result = { machine, reportIn, quiet }
    played.set(key, result)
  }
  const { machine, reportIn, quiet } = result
  // With no report to come, nothing waits on the clock: the snapshot says all, and later runs start from it.
  return { run: reportIn === undefined ? { quiet, since: now, sent: [] } : run, machine, reportIn }
}

const send = ({ run }: Machine, event: MachineEvent, now: number): Machine =>
  machineAt({ ...run, sent: [...run.sent, { event, at: now }] }, now)

const newDocument = (filters: Filters, now: number): Machine =>
  machineAt({ quiet: startSnapshot(filters), since: now, sent: [] }, now)

/** The machine events a move sends; the values are the contract's strings, which the machine's types narrow. */
function machineAfter(state: ModelState, move: Move, visit: Visit): Machine {
  const now = state.visit.now
  switch (move.type) {
    case 'search':
      return send(state, { type: 'search.changed', q: move.q }, now)
    case 'clear':
      return send(state, { type: 'search.changed', q: '' }, now)
    case 'pick':
    case 'unpick': {
      const value = move.type === 'pick' ? move.value : ALL
      return send(state, { type: 'filter.changed', filter: move.select, value } as MachineEvent, now)
    }
    case 'reset':
      return send(state, { type: 'filters.reset' }, now)
    case 'sort':
      return send(state, { type: 'sort.changed', sort: move.sort } as MachineEvent, now)
    case 'near':
      // The position itself is the page's, not the machine's: the machine only hears of the order.
      return send(state, { type: 'sort.changed', sort: 'distance' }, now)
    case 'half':
      return machineAt(state.run, visit.now)
    case 'back':
    case 'forward':
      // Within a document the machine only sees the URL change; another document starts afresh.
      return crossesDocument(state.visit, move.type === 'back' ? -1 : 1)
        ? newDocument(shownFilters(visit), visit.now)
        : send(state, { type: 'url.changed', filters: shownFilters(visit) as MachineFilters }, now)
    case 'link':
      return newDocument(move.filters, visit.now)
  }
}

function visitAfter(visit: Visit, move: Move): Visit {
  switch (move.type) {
    case 'search':
      return typed(visit, move.q)
    case 'clear':
      return typed(visit, '')
    case 'pick':
      return picked(visit, move.select, move.value)
    case 'unpick':
      return picked(visit, move.select, ALL)
    case 'reset':
      return reset(visit)
    case 'sort':
      return sorted(visit, move.sort)
    case 'near':
      return foundNearby(visit)
    case 'half':
      return timePassed(visit, HALF_SECOND, CATALOGUE)
    case 'back':
      return wentThroughHistory(visit, -1)
    case 'forward':
      return wentThroughHistory(visit, 1)
    case 'link':
      return openedLink(visit, move.filters)
  }
}

function step(state: ModelState, move: Move): ModelState {
  const visit = visitAfter(state.visit, move)
  const { reportAt } = state.visit
  // A report taken away is watched through time passing and a new burst of typing (whose own
  // report must not come early), until it would have come; any other move ends the watch.
  const watched =
    (move.type === 'half' || move.type === 'search') && state.dropped !== undefined && state.dropped.dueAt > visit.now
  const dropped =
    reportAt !== undefined && visit.reportAt === undefined && reportAt > visit.now
      ? { by: move.type, dueAt: reportAt }
      : watched
        ? state.dropped
        : undefined
  return { ...machineAfter(state, move, visit), visit, last: move.type, dropped }
}

const START: ModelState = {
  ...newDocument(DEFAULT_FILTERS, firstVisit(DEFAULT_FILTERS).now),
  visit: firstVisit(DEFAULT_FILTERS),
  last: undefined,
  dropped: undefined,
}

// ---------------------------------------------------------------------------------------------
// Cards: the texts, values and links that moves use

const SELECTS = Object.keys(SELECT_VALUES) as SelectName[]

/** Each text tries another part of the search rule. */
const TEXTS = [
  'lago', // a location and several descriptions
  'Valchiavenna', // a location only
  'trento', // a province only, in lower case
  'LEONARDO', // descriptions only, in capitals
  'val seriana', // two words
  'Niagara', // nothing
  'orrido', // names
  'cascata', // many names and descriptions: it leaves something to filter
  'dell’acquafraggia', // a typographic apostrophe, as a phone keyboard types it
]

/**
 * Every value of every select, taken in turn from each select so that picks in a row combine
 * different selects. All 19 are used, not a covering set: each leaves a different set of
 * waterfalls, and the duration values hold the band edges (two walks of exactly 30 minutes, one
 * of '2 ore') and the decimal commas ('1,5 ore', '2,5 ore', '4,5 ore').
 */
const PICKS = Array.from({ length: Math.max(...SELECTS.map((select) => SELECT_VALUES[select].length)) }).flatMap(
  (_, index) =>
    SELECTS.flatMap((select) => {
      const value = SELECT_VALUES[select][index]
      return value === undefined ? [] : [{ select, value }]
    }),
)

/**
 * Links a visitor pastes: each with a search, two filters and the order by distance, so a pasted
 * link always leaves the model in the same kind of state, whichever link it is. Distance is the
 * order a link cannot bring with it: the new page has no position, so it keeps the guide's order.
 */
const LINKS: Filters[] = [
  { ...DEFAULT_FILTERS, q: 'cascata', difficulty: 'Medio', stroller: 'false', sort: 'distance' },
  { ...DEFAULT_FILTERS, q: 'Val Codera', duration: 'over-240', family: 'false', sort: 'distance' },
  { ...DEFAULT_FILTERS, q: 'lago', province: 'Lecco', duration: '60-120', sort: 'distance' },
  { ...DEFAULT_FILTERS, q: 'lago', difficulty: 'Difficile', family: 'true', sort: 'distance' }, // nothing: the page opens empty
  // Car-free: one of the two waterfalls no car-free trip reaches is in Varese, so there taking the
  // filter away changes the list (elsewhere it rarely does).
  { ...DEFAULT_FILTERS, q: 'varese', province: 'Varese', carfree: 'true', sort: 'distance' },
]

/** A deck deals its cards in turn; a card counts as dealt once it has changed the list on screen. */
type Deck<T> = { cards: readonly T[]; next: number; dealt: ReadonlySet<number> }
type Decks = {
  search: Deck<string>
  pick: Deck<(typeof PICKS)[number]>
  unpick: Deck<SelectName>
  sort: Deck<string>
  link: Deck<Filters>
}

const deck = <T>(cards: readonly T[]): Deck<T> => ({ cards, next: 0, dealt: new Set() })
const newDecks = (): Decks => ({
  search: deck(TEXTS),
  pick: deck(PICKS),
  unpick: deck(SELECTS),
  sort: deck(SORT_VALUES),
  link: deck(LINKS),
})
const DECK_KINDS = Object.keys(newDecks()) as (keyof Decks)[]
const copyDecks = (decks: Decks): Decks => ({ ...decks })
const cardsDealt = (decks: Decks) => DECK_KINDS.reduce((sum, kind) => sum + decks[kind].dealt.size, 0)
const cardsLeft = (decks: Decks) =>
  DECK_KINDS.reduce((sum, kind) => sum + decks[kind].cards.length, 0) - cardsDealt(decks)

/**
 * The card for a move: the first not dealt yet that fits and changes the list; failing that, the
 * next in turn that fits. Returns the card and the deck after dealing it.
 */
function deal<T>(from: Deck<T>, fits: (card: T) => boolean, changesList: (card: T) => boolean): [T, Deck<T>] {
  const fresh = from.cards.findIndex((card, index) => !from.dealt.has(index) && fits(card) && changesList(card))
  const order = from.cards.map((_, offset) => (from.next + offset) % from.cards.length)
  const index = fresh >= 0 ? fresh : order.find((each) => fits(from.cards[each] as T))
  if (index === undefined) throw new Error('No card fits this state')
  const card = from.cards[index] as T
  const dealt = changesList(card) ? new Set([...from.dealt, index]) : from.dealt
  return [card, { ...from, next: (index + 1) % from.cards.length, dealt }]
}

const setSelects = (filters: Filters) => SELECTS.filter((select) => filters[select] !== ALL)

/** The move a kind stands for in this state, with its card; `decks` is updated with the card dealt. */
function resolve(state: ModelState, kind: Kind, decks: Decks): Move {
  const filters = shownFilters(state.visit)
  const { located } = state.visit
  // The list on screen changes when other names show, or the same in another order.
  const changesList = (next: Filters, locatedThen = located) =>
    namesFor(next, locatedThen) !== namesFor(filters, located)
  switch (kind) {
    case 'search': {
      const [q, search] = deal(
        decks.search,
        (text) => text !== filters.q,
        (text) => changesList({ ...filters, q: text }),
      )
      decks.search = search
      return { type: 'search', q }
    }
    case 'pick': {
      // A select still at 'all' if there is one: a new filter, rather than another value for one.
      const fits = setSelects(filters).length < SELECTS.length ? ALL : undefined
      const [card, pick] = deal(
        decks.pick,
        ({ select, value }) => (fits ? filters[select] === ALL : filters[select] !== value),
        ({ select, value }) => changesList({ ...filters, [select]: value }),
      )
      decks.pick = pick
      return { type: 'pick', ...card }
    }
    case 'unpick': {
      const [select, unpick] = deal(
        decks.unpick,
        (name) => filters[name] !== ALL,
        (name) => changesList({ ...filters, [name]: ALL }),
      )
      decks.unpick = unpick
      return { type: 'unpick', select }
    }
    case 'sort': {
      const [sort, sortDeck] = deal(
        decks.sort,
        (value) => value !== filters.sort,
        (value) => changesList({ ...filters, sort: value }, located || value === 'distance'),
      )
      decks.sort = sortDeck
      return { type: 'sort', sort }
    }
    case 'link': {
      const [filtersOfLink, link] = deal(
        decks.link,
        (next) => !sameFilters(next, filters),
        (next) => changesList(next, false),
      )
      decks.link = link
      return { type: 'link', filters: filtersOfLink }
    }
    default:
      return { type: kind }
  }
}

// ---------------------------------------------------------------------------------------------
// The graph

/**
 * Whether Back or Forward, while typing, leads to an entry of this document that shows exactly
 * what is on screen. Only a burst of typing that comes back to the text of the entry behind
 * leads there: the graph's cards, which start from the top of each deck at every move, do that
 * easily; the decks, which deal fresh cards first, hardly ever. Left out, or the graph would set
 * goals there (and after it) that no path can meet.
 */
function echoes(state: ModelState, direction: -1 | 1): boolean {
  const { visit } = state
  const to = visit.history[visit.at + direction]
  return (
    state.machine.matches('typing') &&
    to !== undefined &&
    !crossesDocument(visit, direction) &&
    sameFilters(to.filters, shownFilters(visit))
  )
}

/**
 * The moves a visitor can make here. Waiting is offered only when it can matter: while the
 * machine or the product rules have a search report to come, or one was taken away and is not due yet.
 */
function kindsFrom(state: ModelState): Kind[] {
  const filters = shownFilters(state.visit)
  const set = setSelects(filters).length
  const waitingTells = state.reportIn !== undefined || state.visit.reportAt !== undefined || state.dropped !== undefined
  return [
    'search',
    ...(filters.q === '' ? [] : ['clear' as const]),
    'pick',
    ...(set > 0 ? ['unpick' as const] : []),
    'reset',
    'sort',
    'near',
    ...(waitingTells ? ['half' as const] : []),
    ...(canGoBack(state.visit) && !echoes(state, -1) ? ['back' as const] : []),
    ...(canGoForward(state.visit) && !echoes(state, 1) ? ['forward' as const] : []),
    'link',
  ]
}

const whichDocument = (visit: Visit, direction: -1 | 1) =>
  crossesDocument(visit, direction) ? 'another document' : 'same document'

/** Where Back or Forward leads, as far as it tells: another document, or this one in another order. */
function whereTo(visit: Visit, direction: -1 | 1): string {
  const order = (at: number) => visit.history[at]?.filters.sort
  return crossesDocument(visit, direction) || order(visit.at) === order(visit.at + direction)
    ? whichDocument(visit, direction)
    : 'same document, another order'
}

const nextReport = (state: ModelState) => state.reportIn ?? Number.POSITIVE_INFINITY

/** Whether the filters, not the text alone, decide what a search report counts. */
function filtersChangeTheCount(filters: Filters): boolean {
  // The same order on both sides: only which names are left counts.
  return namesFor(filters, false) !== namesFor({ ...DEFAULT_FILTERS, q: filters.q, sort: filters.sort }, false)
}

/** The order shown, as far as it tells: the guide's, distance (which needs the position) or another. */
const orderKind = (filters: Filters) =>
  filters.sort === DEFAULT_FILTERS.sort ? 'guide' : filters.sort === 'distance' ? 'distance' : 'other'

/**
 * The move before a keystroke, as far as the keystroke tells. A filter, an order or "Near me"
 * chosen while typing each makes an entry that the keystroke rewrites: one situation, not three.
 */
const lastMove = ({ last }: ModelState) => (last === 'pick' || last === 'sort' || last === 'near' ? 'a choice' : last)

/**
 * What the suite must cover: each kind of move in each situation where the rules give it a
 * different outcome (a keystroke that makes an entry or rewrites it, a reset with or without
 * filters, a report coming or taken away, Back within the document or into another one, "Near
 * me" with or without the position…).
 */
function situation(state: ModelState, kind: Kind): string {
  const typing = state.machine.matches('typing')
  const mode = typing ? 'while typing' : 'idle'
  const filters = shownFilters(state.visit)
  const set = setSelects(filters).length
  const ahead = canGoForward(state.visit) ? ', dropping the entries ahead' : ''
  const dropped =
    state.dropped &&
    `, a report taken away by ${state.dropped.by} was due in ${state.dropped.dueAt - state.visit.now} ms`
  switch (kind) {
    case 'search':
      return typing ? `a later keystroke, after ${lastMove(state)}` : `a first keystroke${ahead}${dropped ?? ''}`
    case 'clear':
      return mode
    case 'pick':
      return `${mode}, ${set === 0 ? 'the first filter' : 'with other filters'}${ahead}`
    case 'unpick':
      return set === 1 ? 'the last filter' : 'one of several filters'
    case 'reset': {
      if (typing) return mode
      const order = filters.sort === DEFAULT_FILTERS.sort ? '' : ', in an order of its own'
      return `${sameFilters({ ...filters, sort: DEFAULT_FILTERS.sort }, DEFAULT_FILTERS) ? 'unfiltered' : 'filtered'}${order}`
    }
    case 'sort':
      return mode
    case 'near':
      // Without the position, by distance already (a link, or Back into another document): the
      // order changes with no entry. With it, pressing again can only sort by distance.
      return state.visit.located
        ? 'the position known'
        : `no position yet, ${filters.sort === 'distance' ? 'already by distance' : 'another order'}`
    case 'half': {
      const next = nextReport(state)
      if (next === Number.POSITIVE_INFINITY) return `no report to come${dropped ?? ''}`
      const count = filtersChangeTheCount(filters) ? 'the filters' : 'the text alone'
      return next > HALF_SECOND ? `the report due in ${next} ms` : `the report due now, its count set by ${count}`
    }
    case 'back':
    case 'forward': {
      const direction = kind === 'back' ? -1 : 1
      // Leaving the position behind, and undoing an order, tell in any mode: one goal each.
      if (crossesDocument(state.visit, direction) && state.visit.located) return 'another document, the position lost'
      const where = whereTo(state.visit, direction)
      return where === 'same document' || where === 'another document' ? `${mode}, ${where}` : where
    }
    case 'link':
      return state.visit.located ? 'the position lost' : `${mode}${ahead}`
  }
}

const goal = (state: ModelState, kind: Kind) => `${kind}: ${situation(state, kind)}`

/**
 * The graph's states: enough to tell every situation apart, and no more, so the graph stays
 * small. Filter values, texts, the order itself (beyond distance or not) and the length of the
 * history are left out.
 */
function serializeState(state: ModelState): string {
  const filters = shownFilters(state.visit)
  const { visit } = state
  const typing = state.machine.matches('typing')
  return JSON.stringify([
    state.machine.value,
    state.reportIn ?? null,
    filters.q === '',
    Math.min(setSelects(filters).length, 2),
    typing && filtersChangeTheCount(filters),
    orderKind(filters),
    visit.located,
    canGoBack(visit) && whereTo(visit, -1),
    canGoForward(visit) && whereTo(visit, 1),
    state.dropped && [state.dropped.by, state.dropped.dueAt - visit.now],
    typing && lastMove(state),
  ])
}

/** Steps the graph with the first card of each deck: the kinds of move, not the cards, shape the graph. */
const graph = fromTransition(
  (state: ModelState, { type }: { type: Kind }) => step(state, resolve(state, type, newDecks())),
  START,
)

/** A move, the visitor's world before and after it, and the filter machine's context after it. */
export type ModelStep = { move: Move; before: Visit; after: Visit; machineContext: ModelState['machine']['context'] }

/** How many candidates are played for real in each round of choosing a path. */
const SHORTLIST = 24

/** Opening the page costs about as much as this many moves: a path goes on rather than a new one starting. */
const PAGE_LOAD_IN_MOVES = 4

/** A path stays short enough to read, and to tell from its failing step what went wrong. */
const MOST_MOVES = 12

/**
 * Plays kinds of move from the start, dealing their cards from `decks` (which it updates). The
 * graph's states leave details out, so a path of the graph may not be playable with other cards
 * (a Back with no entry behind): then there is no play.
 */
function play(kinds: readonly Kind[], decks: Decks): { steps: ModelStep[]; goals: string[] } | undefined {
  let state = START
  const steps: ModelStep[] = []
  const goals: string[] = []
  for (const kind of kinds) {
    if (!kindsFrom(state).includes(kind)) return undefined
    goals.push(goal(state, kind))
    const move = resolve(state, kind, decks)
    const next = step(state, move)
    steps.push({ move, before: state.visit, after: next.visit, machineContext: next.machine.context })
    state = next
  }
  return { steps, goals }
}

/**
 * The paths the suite runs, and the goals and cards they miss. `getShortestPaths` gives a path to
 * every state of the graph; each, extended by each move possible at its end, is a candidate, and
 * the goals its play in the graph meets are the suite's goals. A path of the suite is candidates
 * played one after another with the cards the decks deal: it starts with the one worth most for
 * its cost (opening the page costs a few moves) and goes on with the next, played from where it
 * stands, while one still meets a goal or deals a card. Paths are added until every goal is met
 * and every card dealt, or until no candidate can meet what is left.
 */
export function modelSuite(): { paths: ModelStep[][]; missed: string[] } {
  const shortest = getShortestPaths(graph, {
    events: (snapshot) => kindsFrom(snapshot.context).map((type) => ({ type })),
    serializeState: (snapshot) => serializeState(snapshot.context),
    // A graph this much bigger than the model's hundred-odd states means a state keeps a detail it
    // should not; better to say so than to run on.
    limit: 20_000,
  })
  let decks = newDecks()
  // Each shortest path is a shorter one plus a move, so each is played from its parent, once.
  const reached = new Map<string, { kinds: Kind[]; state: ModelState; goals: string[] }>()
  for (const path of [...shortest].sort((a, b) => a.steps.length - b.steps.length)) {
    const kinds = path.steps.map((each) => each.event.type).filter((type) => !type.startsWith('xstate.')) as Kind[]
    const last = kinds.at(-1)
    const parent = reached.get(kinds.slice(0, -1).join())
    if (last === undefined) reached.set('', { kinds, state: START, goals: [] })
    else if (parent === undefined) throw new Error(`No shortest path leads to ${kinds.join(', ')}`)
    else {
      const state = step(parent.state, resolve(parent.state, last, newDecks()))
      reached.set(kinds.join(), { kinds, state, goals: [...parent.goals, goal(parent.state, last)] })
    }
  }
  const candidates = [...reached.values()].flatMap(({ kinds, state, goals }) =>
    kindsFrom(state).map((last) => ({ kinds: [...kinds, last], goals: new Set([...goals, goal(state, last)]) })),
  )
  const uncovered = new Set(candidates.flatMap(({ goals }) => [...goals]))
  // What a candidate promises at most: the goals of its play in the graph, and a card for each
  // move that takes one, while its deck has cards left.
  const promise = ({ kinds, goals }: (typeof candidates)[number]) =>
    [...goals].filter((each) => uncovered.has(each)).length +
    DECK_KINDS.reduce(
      (sum, kind) =>
        sum + Math.min(kinds.filter((each) => each === kind).length, decks[kind].cards.length - decks[kind].dealt.size),
      0,
    )

  const paths: ModelStep[][] = []
  while (uncovered.size > 0 || cardsLeft(decks) > 0) {
    // A path starts with a candidate and goes on with more, played from where it stands, while
    // one still meets a goal or deals a card: each new page load has to be worth it.
    const decksAtStart = decks
    let path: Kind[] = []
    let steps: ModelStep[] | undefined
    for (;;) {
      const tryOut = (more: readonly Kind[]) => {
        const kinds = [...path, ...more]
        const trial = copyDecks(decksAtStart)
        const played = kinds.length <= MOST_MOVES ? play(kinds, trial) : undefined
        const goals = new Set(played?.goals.filter((each) => uncovered.has(each)))
        const worth = played ? goals.size + cardsDealt(trial) - cardsDealt(decks) : 0
        const cost = more.length + (path.length === 0 ? PAGE_LOAD_IN_MOVES : 0)
        return { kinds, played, trial, goals, worth, value: worth / cost }
      }
      // The most promising are played for real, a few at a time, until one keeps some promise.
      const ranked = candidates
        .map((candidate) => ({ candidate, promise: promise(candidate) }))
        .filter(({ promise }) => promise > 0)
        .sort((a, b) => b.promise - a.promise || a.candidate.kinds.length - b.candidate.kinds.length)
      let best: ReturnType<typeof tryOut> | undefined
      for (let from = 0; from < ranked.length && !best?.worth; from += SHORTLIST) {
        best = ranked
          .slice(from, from + SHORTLIST)
          .map(({ candidate }) => tryOut(candidate.kinds))
          .sort((a, b) => b.value - a.value || a.kinds.length - b.kinds.length)[0]
      }
      if (best?.played === undefined || best.worth === 0) break
      for (const each of best.goals) uncovered.delete(each)
      decks = best.trial
      path = best.kinds
      steps = best.played.steps
    }
    // Nothing left that a path can still meet: what is left, the suite reports as missed.
    if (steps === undefined) break
    paths.push(steps)
  }
  const undealt = DECK_KINDS.flatMap((kind) =>
    decks[kind].cards.flatMap((card, index) =>
      decks[kind].dealt.has(index) ? [] : [`${kind} ${JSON.stringify(card)}`],
    ),
  )
  return { paths, missed: [...uncovered, ...undealt] }
}
