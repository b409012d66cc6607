import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { durationBandOf } from '../../catalogue/duration'
import type { Waterfall } from '../../catalogue/schema'
import { monthsWorthGoing } from '../../catalogue/worth-going'
import { type FilterMachineEmitted, type FilterMachineEvent, filterMachine } from './filter-machine'
import { DEFAULT_FILTERS, type Filters } from './filter-rules'

const entry = (id: string, name: string, overrides: Partial<Omit<Waterfall, 'duration' | 'durationBand'>> = {}) =>
  withBuiltFields({
    id,
    name,
    location: 'Val',
    province: 'Como',
    description: '',
    difficulty: 'Facile',
    durationMinutes: 10,
    familyFriendly: true,
    strollerFriendly: false,
    aliases: [],
    status: { state: 'open', checked: '2026-11' },
    months: Array.from({ length: 12 }, () => ({ state: 'best', basis: 'estimate' })),
    ...overrides,
  } as Waterfall)

/** The fields the build works out: the walking time's words and band from its minutes, and the months worth going. */
function withBuiltFields(waterfall: Waterfall): Waterfall {
  return {
    ...waterfall,
    duration: `${waterfall.durationMinutes} minuti`,
    durationBand: durationBandOf(waterfall.durationMinutes),
    worthGoing: monthsWorthGoing(waterfall),
  }
}

const WATERFALLS = [
  entry('1', 'Cascata del Lago'),
  entry('2', 'Orrido'),
  entry('3', 'Lago Nero', { difficulty: 'Medio' }),
]

function start(filters: Partial<Filters> = {}) {
  const actor = createActor(filterMachine, {
    input: { filters: { ...DEFAULT_FILTERS, ...filters }, catalogue: WATERFALLS },
  })
  const emitted: FilterMachineEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const send = (event: FilterMachineEvent) => actor.send(event)
  const analytics = () => emitted.flatMap((event) => (event.type === 'analytics' ? [event.event] : []))
  const urlWrites = () => emitted.flatMap((event) => (event.type === 'url.write' ? [event] : []))
  return { actor, send, emitted, analytics, urlWrites }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('filter changes', () => {
  it('reports filter_change and writes a history entry', () => {
    const { actor, send, analytics, urlWrites } = start()
    send({ type: 'filter.changed', filter: 'difficulty', value: 'Medio' })
    expect(actor.getSnapshot().context.filters.difficulty).toBe('Medio')
    expect(analytics()).toEqual([
      { name: 'filter_change', payload: { filter_type: 'difficulty', filter_value: 'Medio' } },
    ])
    expect(urlWrites()).toEqual([
      { type: 'url.write', filters: { ...DEFAULT_FILTERS, difficulty: 'Medio' }, history: 'push' },
    ])
  })

  it.each([
    ['family', 'true', { family_friendly: 'true', stroller_friendly: 'all' }],
    ['family', 'false', { family_friendly: 'false', stroller_friendly: 'all' }],
    ['stroller', 'true', { family_friendly: 'all', stroller_friendly: 'true' }],
  ] as const)('picking %s=%s also reports family_filter', (filter, value, payload) => {
    const { send, analytics } = start()
    send({ type: 'filter.changed', filter, value })
    expect(analytics()).toEqual([
      { name: 'filter_change', payload: { filter_type: filter, filter_value: value } },
      { name: 'family_filter', payload },
    ])
  })

  it("going back to 'all' reports filter_change only", () => {
    const { send, analytics } = start({ family: 'true' })
    send({ type: 'filter.changed', filter: 'family', value: 'all' })
    expect(analytics()).toEqual([{ name: 'filter_change', payload: { filter_type: 'family', filter_value: 'all' } }])
  })

  it('ignores a change to the value already chosen', () => {
    const { send, emitted } = start({ difficulty: 'Medio' })
    send({ type: 'filter.changed', filter: 'difficulty', value: 'Medio' })
    expect(emitted).toEqual([])
  })
})

describe('reset', () => {
  it('restores the defaults, reports filters_reset and writes a history entry', () => {
    const { actor, send, analytics, urlWrites } = start({ q: 'lago', difficulty: 'Medio', family: 'true' })
    send({ type: 'filters.reset' })
    expect(actor.getSnapshot().context.filters).toEqual(DEFAULT_FILTERS)
    expect(analytics()).toEqual([{ name: 'filters_reset', payload: {} }])
    expect(urlWrites()).toEqual([{ type: 'url.write', filters: DEFAULT_FILTERS, history: 'push' }])
  })

  it('does nothing on an unfiltered list: no report, no history entry', () => {
    const { send, emitted } = start()
    send({ type: 'filters.reset' })
    expect(emitted).toEqual([])
  })

  it('cancels a pending search report', () => {
    const { send, analytics } = start()
    send({ type: 'search.changed', q: 'lago' })
    send({ type: 'filters.reset' })
    vi.advanceTimersByTime(5000)
    expect(analytics().map((event) => event.name)).toEqual(['filters_reset'])
  })
})

describe('sort', () => {
  it('reports sort_change with the order and writes a history entry', () => {
    const { actor, send, analytics, urlWrites } = start()
    send({ type: 'sort.changed', sort: 'duration' })
    expect(actor.getSnapshot().context.filters.sort).toBe('duration')
    expect(analytics()).toEqual([{ name: 'sort_change', payload: { sort: 'duration' } }])
    expect(urlWrites()).toEqual([
      { type: 'url.write', filters: { ...DEFAULT_FILTERS, sort: 'duration' }, history: 'push' },
    ])
  })

  it('does nothing when the order is already the one chosen', () => {
    const { send, emitted } = start({ sort: 'name' })
    send({ type: 'sort.changed', sort: 'name' })
    expect(emitted).toEqual([])
  })

  it('is kept by a reset, which clears only the search and the filters', () => {
    const { actor, send, analytics } = start({ sort: 'difficulty', q: 'lago', family: 'true' })
    send({ type: 'filters.reset' })
    expect(actor.getSnapshot().context.filters).toEqual({ ...DEFAULT_FILTERS, sort: 'difficulty' })
    expect(analytics()).toEqual([{ name: 'filters_reset', payload: {} }])
  })

  it('is not a filter: with only an order chosen there is nothing to reset', () => {
    const { send, emitted } = start({ sort: 'name' })
    send({ type: 'filters.reset' })
    expect(emitted).toEqual([])
  })

  it('follows Back and Forward without a report', () => {
    const { actor, send, emitted } = start({ sort: 'name' })
    send({ type: 'url.changed', filters: DEFAULT_FILTERS })
    expect(actor.getSnapshot().context.filters.sort).toBe('catalogue')
    expect(emitted).toEqual([])
  })
})

describe('search', () => {
  it('reports the trimmed term and the result count once the text has not changed for 1000 ms', () => {
    const { send, analytics } = start()
    send({ type: 'search.changed', q: ' lago ' })
    vi.advanceTimersByTime(999)
    expect(analytics()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(analytics()).toEqual([{ name: 'search', payload: { search_term: 'lago', results_count: 2 } }])
  })

  it('restarts the wait on every keystroke and reports only the last text', () => {
    const { send, analytics } = start()
    send({ type: 'search.changed', q: 'l' })
    vi.advanceTimersByTime(600)
    send({ type: 'search.changed', q: 'la' })
    vi.advanceTimersByTime(600)
    send({ type: 'search.changed', q: 'lag' })
    vi.advanceTimersByTime(999)
    expect(analytics()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(analytics()).toEqual([{ name: 'search', payload: { search_term: 'lag', results_count: 2 } }])
  })

  it('counts the results with the other filters applied', () => {
    const { send, analytics } = start({ difficulty: 'Medio' })
    send({ type: 'search.changed', q: 'lago' })
    vi.advanceTimersByTime(1000)
    expect(analytics()).toEqual([{ name: 'search', payload: { search_term: 'lago', results_count: 1 } }])
  })

  it('never reports blank text, and clearing cancels a pending report', () => {
    const { send, analytics } = start()
    send({ type: 'search.changed', q: '   ' })
    vi.advanceTimersByTime(2000)
    send({ type: 'search.changed', q: 'lago' })
    vi.advanceTimersByTime(500)
    send({ type: 'search.changed', q: '' })
    vi.advanceTimersByTime(2000)
    expect(analytics()).toEqual([])
  })

  it('reports at once, and once, when told the search has settled (the start-up replay)', () => {
    const { send, analytics } = start()
    send({ type: 'search.changed', q: 'lago' })
    send({ type: 'search.settled' })
    expect(analytics()).toEqual([{ name: 'search', payload: { search_term: 'lago', results_count: 2 } }])
    vi.advanceTimersByTime(2000)
    send({ type: 'search.settled' })
    expect(analytics()).toHaveLength(1)
  })

  it('makes one history entry for a burst of typing, then one per later burst', () => {
    const { send, urlWrites } = start()
    send({ type: 'search.changed', q: 'l' })
    send({ type: 'search.changed', q: 'la' })
    send({ type: 'search.changed', q: 'lag' })
    vi.advanceTimersByTime(1000)
    send({ type: 'search.changed', q: 'lago' })
    expect(urlWrites().map((write) => [write.filters.q, write.history])).toEqual([
      ['l', 'push'],
      ['la', 'replace'],
      ['lag', 'replace'],
      ['lago', 'push'],
    ])
  })
})

describe('URL changes from outside', () => {
  it('follow the URL without reporting or writing anything', () => {
    const { actor, send, emitted } = start()
    send({ type: 'url.changed', filters: { ...DEFAULT_FILTERS, difficulty: 'Difficile', q: 'x' } })
    expect(actor.getSnapshot().context.filters).toEqual({ ...DEFAULT_FILTERS, difficulty: 'Difficile', q: 'x' })
    expect(emitted).toEqual([])
  })

  it('cancel a pending search report (Back while typing)', () => {
    const { send, analytics } = start()
    send({ type: 'search.changed', q: 'lago' })
    send({ type: 'url.changed', filters: DEFAULT_FILTERS })
    vi.advanceTimersByTime(2000)
    expect(analytics()).toEqual([])
  })

  it('leave a pending report alone when the URL only echoes the machine', () => {
    const { send, analytics } = start()
    send({ type: 'search.changed', q: 'lago' })
    send({ type: 'url.changed', filters: { ...DEFAULT_FILTERS, q: 'lago' } })
    vi.advanceTimersByTime(1000)
    expect(analytics()).toEqual([{ name: 'search', payload: { search_term: 'lago', results_count: 2 } }])
  })
})

describe('the results count', () => {
  it('is asked of the catalogue in force when the report goes out', () => {
    const { send, analytics } = start()
    send({ type: 'search.changed', q: 'lago' })
    send({ type: 'catalogue.changed', catalogue: [entry('9', 'Lake Falls'), entry('8', 'Lago')] })
    vi.advanceTimersByTime(1000)
    expect(analytics()).toEqual([{ name: 'search', payload: { search_term: 'lago', results_count: 1 } }])
  })
})

describe('the context', () => {
  it('is plain data in every snapshot the inspector is sent, so it shows all of it', () => {
    const inspected: unknown[] = []
    const actor = createActor(filterMachine, {
      input: { filters: DEFAULT_FILTERS, catalogue: WATERFALLS },
      inspect: (event) => {
        if (event.type === '@xstate.snapshot')
          inspected.push((event.snapshot as unknown as { context: unknown }).context)
      },
    })
    actor.start()
    actor.send({ type: 'search.changed', q: 'lago' })
    actor.send({ type: 'filter.changed', filter: 'family', value: 'true' })
    vi.advanceTimersByTime(1000)
    actor.send({ type: 'catalogue.changed', catalogue: WATERFALLS.slice(1) })
    actor.send({ type: 'filters.reset' })
    expect(inspected.length).toBeGreaterThanOrEqual(5)
    for (const context of inspected) expect(JSON.parse(JSON.stringify(context))).toStrictEqual(context)
  })
})
