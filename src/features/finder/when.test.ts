import { describe, expect, it } from 'vitest'
import type { Month, Status } from '../../catalogue/schema'
import { monthsWorthGoing } from '../../catalogue/worth-going'
import type { MonthState } from '../../vocabulary/values'
import { MONTH_VALUES, type MonthValue, monthValueOf, worthGoingIn } from './when'

const CODES: Record<string, MonthState> = { b: 'best', v: 'variable', l: 'low', c: 'closed' }
const months = (codes: string): Month[] =>
  [...codes].map((code) => ({ state: CODES[code] ?? 'low', basis: 'estimate' }))
const OPEN: Status = { state: 'open', checked: '2026-11' }
const CLOSED: Status = {
  state: 'closed',
  since: '2020-06',
  line: 'Chiusa',
  sources: [{ publisher: 'x' }],
  checked: '2026-11',
}

describe('the When filter', () => {
  it.each<[string, Status, string]>([
    ['bbbbbbbbbbbb', OPEN, 'yyyyyyyyyyyy'],
    ['cclvvbbbvlcc', OPEN, 'nnnyyyyyynnn'],
    ['llllllllllll', OPEN, 'nnnnnnnnnnnn'],
    ['bbbbbbbbbbbb', { state: 'conditions', checked: '2026-11' }, 'yyyyyyyyyyyy'],
    ['bbbbbbbbbbbb', CLOSED, 'nnnnnnnnnnnn'],
    ['cccccccccccc', CLOSED, 'nnnnnnnnnnnn'],
  ])('months %s, %j: worth going in %s', (codes, status, expected) => {
    expect(monthsWorthGoing({ months: months(codes), status })).toBe(expected)
  })

  it('a chosen month reads its own letter, January first', () => {
    const worth = monthsWorthGoing({ months: months('bllllllllllv'), status: OPEN })
    expect(MONTH_VALUES.filter((month) => worthGoingIn(month)(worth))).toEqual<MonthValue[]>(['1', '12'])
  })

  it.each([
    ['2026-01-01T00:00:00', '1'],
    ['2026-11-26T12:00:00', '11'],
    ['2027-03-15T08:00:00', '3'],
    ['2026-12-31T23:59:59', '12'],
  ])('%s is month %s', (date, month) => {
    expect(monthValueOf(new Date(date))).toBe(month)
  })
})
