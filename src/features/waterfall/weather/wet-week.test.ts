import { expect, it } from 'vitest'
import { readPastWeek, type WeekReading } from './wet-week'

const CASES: [string, (number | null)[], number, WeekReading][] = [
  ['no rain at all', [0, 0, 0, 0, 0, 0, 0], 0, 'dry'],
  ['a shower or two, under 5 mm', [0, 1.2, 0, 0, 2.5, 0, 1], 4.7, 'dry'],
  ['exactly 5 mm', [0, 0, 5, 0, 0, 0, 0], 5, 'ordinary'],
  ['an ordinary week', [0, 6.4, 12, 0, 0, 3.1, 0], 21.5, 'ordinary'],
  ['just under 40 mm', [10, 10, 10, 9.9, 0, 0, 0], 39.9, 'ordinary'],
  ['exactly 40 mm', [20, 20, 0, 0, 0, 0, 0], 40, 'wet'],
  ['three days of heavy rain', [0, 0, 0, 0, 25.3, 31, 18.2], 74.5, 'wet'],
  ['one missing day still reads', [0, 0, null, 0, 0, 0, 0], 0, 'dry'],
  ['two missing days still read', [30, null, null, 20, 0, 0, 0], 50, 'wet'],
  ['three missing days: not read', [30, null, null, null, 20, 0, 0], 50, 'unknown'],
  ['no days at all', [], 0, 'unknown'],
]

it.each(CASES)('%s', (_, rain, total, reading) => {
  expect(readPastWeek(rain)).toEqual({ total, reading })
})
