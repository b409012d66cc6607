import { type ComponentType, useEffect, useState } from 'react'
import type { WaterfallEntry } from '../../../catalogue/schema'
import type { Locale } from '../../../catalogue/vocabulary'
import { useDetailMessages, useLocale } from '../../../i18n/locale'
import type { WeatherMessages } from '../../../i18n/messages-weather-it'
import { forecastFor } from '../weather-forecast'
import type { WeatherPanelProps } from './weather-panel'

const WEATHER_TEXTS: Record<Locale, () => Promise<WeatherMessages>> = {
  it: () => import('../../../i18n/messages-weather-it').then((module) => module.itWeather),
  en: () => import('../../../i18n/messages-weather-en').then((module) => module.enWeather),
}

type Loaded = { Panel: ComponentType<WeatherPanelProps>; texts: WeatherMessages }

/** Once the page has loaded (its `load` event), then on the next task: never before the page is in. */
function afterPageIsIn(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const later = () => {
    timer = setTimeout(start, 0)
  }
  if (document.readyState === 'complete') later()
  else window.addEventListener('load', later, { once: true })
  return () => {
    window.removeEventListener('load', later)
    clearTimeout(timer)
  }
}

/**
 * The place of the forecast on a waterfall's page. The prerendered page holds only its box, of the
 * height the forecast takes (styles.css, `#weather`), so nothing moves when it arrives or fails.
 * The forecast's code and texts are fetched once the page is in; they are left out of the offline
 * guide (scripts/build/service-worker.ts): without a network there is no forecast to show, and the
 * box then says so in one line.
 */
export function WeatherSlot({ waterfall }: { waterfall: WaterfallEntry }) {
  const locale = useLocale()
  const messages = useDetailMessages()
  const [loaded, setLoaded] = useState<Loaded | 'failed'>()

  useEffect(() => {
    let current = true
    const stop = afterPageIsIn(() => {
      Promise.all([import('./weather-panel'), WEATHER_TEXTS[locale]()]).then(
        ([module, texts]) => current && setLoaded({ Panel: module.WeatherPanel, texts }),
        () => current && setLoaded('failed'),
      )
    })
    return () => {
      current = false
      stop()
    }
  }, [locale])

  return (
    <div id="weather" data-print="hide" data-alert={hasAlertRule(waterfall) || undefined}>
      {loaded === 'failed' ? (
        <section aria-labelledby="weather-heading" className="space-y-3">
          <h2 id="weather-heading" className="text-xl font-semibold">
            {messages.weatherHeading}
          </h2>
          <WeatherUnavailable waterfall={waterfall} />
        </section>
      ) : (
        loaded && <loaded.Panel waterfall={waterfall} texts={loaded.texts} />
      )}
    </div>
  )
}

/**
 * The one line when the forecast does not come, then what the page knows without it: the regional
 * forecast to look at instead (the same link as under "How to get there").
 */
export function WeatherUnavailable({ waterfall }: { waterfall: WaterfallEntry }) {
  const messages = useDetailMessages()
  const forecast = forecastFor(waterfall.province)
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
        </a>
        {messages.weatherTip.area(waterfall.details.weatherArea)}
      </p>
    </>
  )
}

/** A rule that turns on the regional weather alerts takes a few more lines beside the forecast. */
export const hasAlertRule = (waterfall: WaterfallEntry): boolean =>
  waterfall.details.notices.some((notice) => notice.alertBulletin !== undefined)
