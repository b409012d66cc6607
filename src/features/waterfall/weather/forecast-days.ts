import type { ForecastResponse } from './forecast-client'

/** What the weather codes (WMO, as the service documents them) come to, in words the page has. */
export const SKIES = [
  'clear',
  'mostly-clear',
  'partly-cloudy',
  'overcast',
  'fog',
  'drizzle',
  'rain',
  'freezing-rain',
  'snow',
  'thunderstorm',
  'unknown',
] as const
export type Sky = (typeof SKIES)[number]

export function skyOf(code: number | null): Sky {
  if (code === null) return 'unknown'
  if (code === 0) return 'clear'
  if (code === 1) return 'mostly-clear'
  if (code === 2) return 'partly-cloudy'
  if (code === 3) return 'overcast'
  if (code === 45 || code === 48) return 'fog'
  if (code === 56 || code === 57 || code === 66 || code === 67) return 'freezing-rain'
  if (code >= 51 && code <= 55) return 'drizzle'
  if ((code >= 61 && code <= 65) || (code >= 80 && code <= 82)) return 'rain'
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow'
  if (code >= 95 && code <= 99) return 'thunderstorm'
  return 'unknown'
}

/** One day at the place. `weekend` marks the coming Saturday and Sunday. */
export type Day = {
  date: string
  sky: Sky
  max: number | null
  min: number | null
  rain: number | null
  rainChance: number | null
  snow: number | null
  weekend: boolean
}

/** The visitor's today at the waterfall, as the service dates its days ('2026-11-27'). */
export function placeToday(now: number, timeZone: string): string {
  // Built from the date's parts, not a locale's written date: the order a locale writes differs
  // with the engine's locale data (WebKitGTK with Debian 12's ICU writes en-CA as 11/28/2026).
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now)
  const part = (type: 'year' | 'month' | 'day') => parts.find((each) => each.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** 0 for Sunday, 6 for Saturday: a calendar date's own weekday, wherever the visitor is. */
export const weekday = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay()

const isWeekendDay = (date: string) => weekday(date) === 0 || weekday(date) === 6

/**
 * The days just gone (before today) and the days to come (today on), from one answer. A forecast
 * kept from an earlier day has fewer days to come: the days already past are not forecasts any more.
 * The weekend is the first Saturday and Sunday among the days to come (only Sunday, on a Sunday).
 */
export function forecastDays(body: ForecastResponse, today: string): { past: Day[]; next: Day[] } {
  const { daily } = body
  const days: Day[] = daily.time.map((date, index) => ({
    date,
    sky: skyOf(daily.weather_code[index] ?? null),
    max: daily.temperature_2m_max[index] ?? null,
    min: daily.temperature_2m_min[index] ?? null,
    rain: daily.precipitation_sum[index] ?? null,
    rainChance: daily.precipitation_probability_max[index] ?? null,
    snow: daily.snowfall_sum[index] ?? null,
    weekend: false,
  }))
  const past = days.filter((day) => day.date < today).slice(-7)
  const next = days.filter((day) => day.date >= today).slice(0, 7)
  const first = next.findIndex((day) => isWeekendDay(day.date))
  const weekend = first < 0 ? [] : next.slice(first, first + 2).filter((day) => isWeekendDay(day.date))
  return { past, next: next.map((day) => (weekend.includes(day) ? { ...day, weekend: true } : day)) }
}

/** Frost or snow on any day to come: on a high waterfall the path may be icy or under snow. */
export const coldAhead = (next: readonly Day[]): boolean =>
  next.some((day) => (day.min !== null && day.min <= 0) || (day.snow !== null && day.snow > 0))
