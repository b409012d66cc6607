import { expect, it, vi } from 'vitest'
import { forecastBody } from '../../../../tests/msw/forecast-fixtures'
import { coldAhead, forecastDays, placeToday, type Sky, skyOf } from './forecast-days'

const SKY_CASES: [number | null, Sky][] = [
  [0, 'clear'],
  [1, 'mostly-clear'],
  [2, 'partly-cloudy'],
  [3, 'overcast'],
  [45, 'fog'],
  [48, 'fog'],
  [51, 'drizzle'],
  [55, 'drizzle'],
  [56, 'freezing-rain'],
  [61, 'rain'],
  [65, 'rain'],
  [67, 'freezing-rain'],
  [71, 'snow'],
  [77, 'snow'],
  [80, 'rain'],
  [82, 'rain'],
  [85, 'snow'],
  [86, 'snow'],
  [95, 'thunderstorm'],
  [99, 'thunderstorm'],
  [4, 'unknown'],
  [null, 'unknown'],
]

it.each(SKY_CASES)('weather code %s reads as %s', (code, sky) => {
  expect(skyOf(code)).toBe(sky)
})

it.each([
  ['2026-11-27T22:30:00Z', '2026-11-27'],
  ['2026-11-27T23:30:00Z', '2026-11-28'],
  ['2026-07-01T21:59:00Z', '2026-07-01'],
  ['2026-07-01T22:00:00Z', '2026-07-02'],
])('at %s it is %s at the waterfall', (instant, today) => {
  expect(placeToday(Date.parse(instant), 'Europe/Rome')).toBe(today)
})

it('gives the day in the service’s form whatever order the engine’s locale data write dates in', () => {
  // WebKitGTK with Debian 12's ICU writes en-CA dates month first (11/28/2026).
  // `format` is a getter that hands out a bound function (the types call it a method).
  const prototype = Intl.DateTimeFormat.prototype as unknown as { format: unknown }
  const format = vi.spyOn(prototype, 'format', 'get').mockReturnValue(() => '11/28/2026')
  try {
    expect(placeToday(Date.parse('2026-11-28T09:00:00Z'), 'Europe/Rome')).toBe('2026-11-28')
  } finally {
    format.mockRestore()
  }
})

// Today, then which of the next seven days are the coming weekend.
const WEEKEND_CASES: [string, string, string[]][] = [
  ['a Friday', '2026-11-27', ['2026-11-28', '2026-11-29']],
  ['a Monday', '2026-11-23', ['2026-11-28', '2026-11-29']],
  ['a Saturday: today and tomorrow', '2026-11-28', ['2026-11-28', '2026-11-29']],
  ['a Sunday: today only, not next Saturday', '2026-11-29', ['2026-11-29']],
]

it.each(WEEKEND_CASES)('on %s the weekend is marked on %j', (_, today, weekend) => {
  const { past, next } = forecastDays(forecastBody('dry', today), today)
  expect(past.map((day) => day.date)).toHaveLength(7)
  expect(past.every((day) => day.date < today)).toBe(true)
  expect(next[0]?.date).toBe(today)
  expect(next).toHaveLength(7)
  expect(next.filter((day) => day.weekend).map((day) => day.date)).toEqual(weekend)
})

it('a forecast kept from two days ago has five days to come and the same days gone', () => {
  const body = forecastBody('wet', '2026-11-25')
  const { past, next } = forecastDays(body, '2026-11-27')
  expect(next.map((day) => day.date)).toEqual(['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01'])
  expect(past.map((day) => day.date)).toEqual([
    '2026-11-20',
    '2026-11-21',
    '2026-11-22',
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
  ])
})

it.each([
  ['dry', false],
  ['wet', false],
  ['snow', true],
] as const)('the %s week has frost or snow ahead: %s', (kind, cold) => {
  const today = '2026-11-27'
  expect(coldAhead(forecastDays(forecastBody(kind, today), today).next)).toBe(cold)
})
