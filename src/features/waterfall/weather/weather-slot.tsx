import { type ComponentType, useEffect, useState } from 'react'
import { APP_READY_ATTRIBUTE } from '../../../boot/boot-protocol'
import type { WaterfallEntry } from '../../../catalogue/schema'
import { useDetailMessages, useLocale } from '../../../i18n/locale'
import { forecastFor } from '../weather-forecast'
import type { WeatherPanelProps } from './weather-panel'

type Loaded = { Panel: ComponentType<WeatherPanelProps> }

/**
 * Once the page is in: loaded (its `load` event) and taken over by the app (APP_READY_ATTRIBUTE),
 * then on a task of its own.
 */
function afterPageIsIn(start: () => void): () => void {
  const root = document.documentElement
  let timer: ReturnType<typeof setTimeout> | undefined
  const ready = new MutationObserver(() => check())
  const check = () => {
    if (document.readyState !== 'complete' || !root.hasAttribute(APP_READY_ATTRIBUTE)) return
    ready.disconnect()
    window.removeEventListener('load', check)
    timer ??= setTimeout(start, 0)
  }
  window.addEventListener('load', check)
  ready.observe(root, { attributes: true, attributeFilter: [APP_READY_ATTRIBUTE] })
  check()
  return () => {
    ready.disconnect()
    window.removeEventListener('load', check)
    clearTimeout(timer)
  }
}

/**
 * The place of the forecast on a waterfall's page. The prerendered page holds only its box, of the
 * height the forecast takes (styles.css, `#weather`), so nothing moves when it arrives or fails.
 * The forecast's code and texts (both languages: they are small) are fetched once the page is in; they are left out of the offline
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
      import('./weather-panel').then(
        (module) => current && setLoaded({ Panel: module.WeatherPanel }),
        () => current && setLoaded('failed'),
      )
    })
    return () => {
      current = false
      stop()
    }
  }, [])

  return (
    <div id="weather" data-print="hide" data-alert={hasAlertRule(waterfall) || undefined}>
      {loaded === 'failed' ? (
        <section aria-labelledby="weather-heading">
          <h2 id="weather-heading" className="text-xl font-semibold">
            {messages.weatherHeading}
          </h2>
          <p role="status" data-testid="weather-status" className="mt-3 text-slate-800">
            {messages.weatherUnavailable}
          </p>
        </section>
      ) : (
        loaded && <loaded.Panel waterfall={waterfall} locale={locale} regional={forecastFor(waterfall.province)} />
      )}
    </div>
  )
}

/** A rule that turns on the regional weather alerts takes a few more lines beside the forecast. */
export const hasAlertRule = (waterfall: WaterfallEntry): boolean =>
  waterfall.details.notices.some((notice) => notice.alertBulletin !== undefined)
