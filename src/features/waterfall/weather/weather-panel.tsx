import { type QueryState, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { WaterfallEntry } from '../../../catalogue/schema'
import { NeedsNetwork } from '../../../components/layout/offline-notice'
import { useOnline } from '../../../components/ui/use-online'
import { useDetailMessages, useLocale } from '../../../i18n/locale'
import { enWeather } from '../../../i18n/messages-weather-en'
import { itWeather, type WeatherMessages } from '../../../i18n/messages-weather-it'
import { monthStateText } from '../../../i18n/month-wording'
import type { Locale } from '../../../vocabulary/values'
import type { Forecast as RegionalForecast } from '../weather-forecast'
import { type FetchedForecast, FORECAST_TIME_ZONE, type Place } from './forecast-client'
import { coldAhead, type Day, forecastDays, placeToday, type Sky, weekday } from './forecast-days'
import { FORECAST_FRESH_MS, forecastQueryOptions } from './forecast-query'
import { DRY_WEEK_MM, readPastWeek, WET_WEEK_MM, type WeekReading } from './wet-week'

export type WeatherPanelProps = {
  waterfall: WaterfallEntry
  locale: Locale
  /** The regional forecast to look at when this one does not come (handed over: its module stays with the page). */
  regional: RegionalForecast
}

const TEXTS: Record<Locale, WeatherMessages> = { it: itWeather, en: enWeather }

/** A symbol beside each sky's words, never instead of them. */
const SKY_SYMBOLS: Record<Sky, string> = {
  clear: '☀',
  'mostly-clear': '☀',
  'partly-cloudy': '☁',
  overcast: '☁',
  fog: '≡',
  drizzle: '☂',
  rain: '☂',
  'freezing-rain': '☂',
  snow: '❄',
  thunderstorm: '☇',
  unknown: '–',
}

const OPEN_METEO = 'https://open-meteo.com/'
const LICENCE = 'https://creativecommons.org/licenses/by/4.0/'
/** How often the forecast's age is worked out again while the page stays open. */
const AGE_TICK_MS = 60_000

/** A forecast's figure as the language writes it: one decimal at most, with its own separator. */
function figure(value: number | null, locale: Locale, texts: WeatherMessages): string {
  if (value === null) return texts.unknownValue
  const rounded = Math.round(value * 10) / 10
  const text = String(Object.is(rounded, -0) ? 0 : rounded)
  return locale === 'it' ? text.replace('.', ',') : text
}

const clockTime = (instant: number) => {
  const date = new Date(instant)
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`
}

/**
 * The place's forecast from the app's query cache, asked for while the browser is online, on
 * arrival and whenever the kept one has gone stale (the client fetches through the cache, which
 * answers from the kept forecast while it is fresh). Read from the cache's own events rather than
 * through useQuery, whose observer would join the libraries every page loads before it is
 * interactive, the home page's included (docs/decisions/2026-11-27-forecast-on-the-waterfall-page.md).
 */
function useForecast(place: Place, online: boolean, now: number): QueryState<FetchedForecast> | undefined {
  const queryClient = useQueryClient()
  const options = forecastQueryOptions(place)
  const { queryKey } = options
  const hash = JSON.stringify(queryKey)
  const read = () => queryClient.getQueryState<FetchedForecast>(queryKey)
  const [state, setState] = useState(read)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the place's key (its hash) is the whole question
  useEffect(() => {
    setState(read())
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === hash) setState(event.query.state as QueryState<FetchedForecast>)
    })
  }, [queryClient, hash])
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again each minute, answered from the cache while fresh
  useEffect(() => {
    if (online) queryClient.fetchQuery(options).catch(() => {})
  }, [queryClient, hash, online, now])
  return state
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), AGE_TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

/**
 * "The weather there": the next seven days at the waterfall's point, the rain of the seven days
 * gone beside the month's usual water, frost and snow, the alert rule where one applies, and the
 * credit. While the forecast is on its way the box says so; when it does not come, one line.
 */
export function WeatherPanel({ waterfall, locale, regional }: WeatherPanelProps) {
  const texts = TEXTS[locale]
  const messages = useDetailMessages()
  const online = useOnline()
  const now = useNow()
  const query = useForecast({ lat: waterfall.lat, lon: waterfall.lon }, online, now)
  const forecast = query?.data
  const failed = !forecast && (query?.status === 'error' || !online)
  return (
    <section aria-labelledby="weather-heading" data-testid="weather" className="space-y-3">
      <h2 id="weather-heading" className="text-xl font-semibold">
        {messages.weatherHeading}
      </h2>
      {failed ? (
        <Unavailable weatherArea={waterfall.details.weatherArea} forecast={regional} />
      ) : (
        <p role="status" data-testid="weather-status" className="text-sm text-slate-700">
          {forecast ? freshness(forecast, now, texts) : texts.loading}
        </p>
      )}
      {forecast && <Forecast waterfall={waterfall} forecast={forecast} now={now} texts={texts} />}
    </section>
  )
}

/**
 * The one line when the forecast does not come, then the regional forecast to look at instead (the
 * same link as under "How to get there").
 */
function Unavailable({ weatherArea, forecast }: { weatherArea: string; forecast: RegionalForecast }) {
  const messages = useDetailMessages()
  return (
    <>
      <p role="status" data-testid="weather-status" className="text-slate-800">
        {messages.weatherUnavailable}
      </p>
      <p className="text-slate-800">
        {messages.weatherTip.before}{' '}
        <a href={forecast.url} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
          {forecast.name}
          <span className="sr-only">{` (${messages.externalLinkHint})`}</span>
          <NeedsNetwork />
        </a>
        {messages.weatherTip.area(weatherArea)}
      </p>
    </>
  )
}

/** When it was fetched, and its age once it is older than the hour after which it is asked for again. */
function freshness(forecast: FetchedForecast, now: number, texts: WeatherMessages): string {
  const fetched = texts.fetchedAt(clockTime(forecast.fetchedAt))
  const hours = Math.floor((now - forecast.fetchedAt) / (60 * 60 * 1000))
  return now - forecast.fetchedAt > FORECAST_FRESH_MS ? `${texts.age(hours)} ${fetched}` : fetched
}

function Forecast({
  waterfall,
  forecast,
  now,
  texts,
}: {
  waterfall: WaterfallEntry
  forecast: FetchedForecast
  now: number
  texts: WeatherMessages
}) {
  const locale = useLocale()
  const messages = useDetailMessages()
  const today = placeToday(now, FORECAST_TIME_ZONE)
  const { past, next } = forecastDays(forecast.body, today)
  const week = readPastWeek(past.map((day) => day.rain))
  const month = Number(today.slice(5, 7)) - 1
  const monthState = waterfall.months[month]
  const outOfReach = waterfall.months.flatMap((state, index) =>
    state.state === 'closed' ? [messages.monthNames[index]] : [],
  )
  const alerts = waterfall.details.notices.filter((notice) => notice.alertBulletin)
  const readings: Record<WeekReading, string> = texts.readings
  return (
    <>
      <h3 id="weather-next-heading" className="font-semibold">
        {texts.nextDaysHeading}
      </h3>
      {/* A phone scrolls the seven days sideways: the list takes the keyboard's focus to let it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard */}
      <section tabIndex={0} aria-labelledby="weather-next-heading" className="overflow-x-auto">
        <ol className="flex gap-2 pb-1 lg:grid lg:grid-cols-7" data-testid="weather-days">
          {next.map((day) => (
            <DayCard key={day.date} day={day} today={today} locale={locale} texts={texts} />
          ))}
        </ol>
      </section>
      <h3 className="font-semibold">{texts.pastHeading}</h3>
      <p data-testid="weather-past">
        <strong>{texts.pastTotal(figure(week.total, locale, texts))}</strong>
        {monthState && (
          <>
            {' · '}
            {texts.monthHere(messages.monthNames[month] ?? '', monthStateText(monthState, messages))}
          </>
        )}
      </p>
      <p id="weather-past-days" className="text-sm text-slate-700">
        {texts.pastDaysLabel}
      </p>
      <ol aria-labelledby="weather-past-days" className="grid grid-cols-7 gap-1 text-center text-sm">
        {past.map((day) => (
          <li key={day.date} className="rounded bg-slate-100 py-1">
            <span className="block">{shortWeekday(day.date, texts)}</span>
            <span className="block font-semibold">{figure(day.rain, locale, texts)}</span>
          </li>
        ))}
      </ol>
      <p data-testid="weather-reading" data-reading={week.reading} className="font-semibold">
        {readings[week.reading]}{' '}
        <span className="text-sm font-normal text-slate-700">{texts.ruleOfThumb(WET_WEEK_MM, DRY_WEEK_MM)}</span>
      </p>
      {coldAhead(next) && (
        <p data-testid="weather-cold" className="border-l-4 border-amber-500 bg-amber-50 px-3 py-1 text-amber-950">
          {texts.cold} {outOfReach.length > 0 && texts.coldMonths(outOfReach.join(', '))}
        </p>
      )}
      {alerts.map((notice) => (
        <p key={notice.text} data-testid="weather-alert" className="border-l-4 border-amber-500 bg-amber-50 px-3 py-1">
          <strong>{texts.alertHeading}:</strong> {notice.text} {texts.alertNotForecast}{' '}
          <a href={notice.alertBulletin} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
            {texts.alertBulletin}
            <span className="sr-only">{` (${messages.externalLinkHint})`}</span>
            <NeedsNetwork />
          </a>
          .
        </p>
      ))}
      <p data-testid="weather-credit" className="text-sm text-slate-700">
        {texts.creditBefore}{' '}
        <a href={OPEN_METEO} target="_blank" rel="noopener noreferrer" className="underline">
          Open-Meteo.com
          <span className="sr-only">{` (${messages.externalLinkHint})`}</span>
          <NeedsNetwork />
        </a>{' '}
        (
        <a href={LICENCE} target="_blank" rel="noopener noreferrer license" className="underline">
          {texts.licence}
          <span className="sr-only">{` (${messages.externalLinkHint})`}</span>
          <NeedsNetwork />
        </a>
        ). {texts.modelNote} {texts.privacy}
      </p>
    </>
  )
}

const shortWeekday = (date: string, texts: WeatherMessages) => (texts.weekdayNames[weekday(date)] ?? '').slice(0, 3)

function DayCard({ day, today, locale, texts }: { day: Day; today: string; locale: Locale; texts: WeatherMessages }) {
  const messages = useDetailMessages()
  const skies: Record<Sky, string> = texts.skies
  const [, month = 1, date = 1] = day.date.split('-').map(Number)
  return (
    <li
      data-weekend={day.weekend || undefined}
      data-date={day.date}
      className={`w-36 shrink-0 rounded border-2 p-2 text-sm lg:w-auto ${day.weekend ? 'border-brand-700 bg-brand-50' : 'border-slate-200'}`}
    >
      <span className="block font-semibold">
        {day.date === today ? texts.today : texts.weekdayNames[weekday(day.date)]}
      </span>
      <span className="block">
        {date} {messages.monthNames[month - 1]}
      </span>
      <span className="block min-h-5 font-semibold text-brand-800">{day.weekend && texts.weekend}</span>
      <span className="block min-h-10">
        <span aria-hidden="true">{SKY_SYMBOLS[day.sky]}</span> {skies[day.sky]}
      </span>
      <span className="block">{texts.high(figure(day.max, locale, texts))}</span>
      <span className="block">{texts.low(figure(day.min, locale, texts))}</span>
      <span className="block">{texts.rain(figure(day.rain, locale, texts))}</span>
      {day.rainChance !== null && (
        <span className="block">{texts.rainChance(figure(day.rainChance, locale, texts))}</span>
      )}
      {day.snow !== null && day.snow > 0 && (
        <span className="block">{texts.snow(figure(day.snow, locale, texts))}</span>
      )}
    </li>
  )
}
