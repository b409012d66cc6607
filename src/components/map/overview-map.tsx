import { Link } from '@tanstack/react-router'
import { memo, useLayoutEffect, useMemo, useRef } from 'react'
import type { Waterfall } from '../../catalogue/schema'
import { localeParam, useLocale, useMessages } from '../../i18n/locale'
import type { Messages } from '../../i18n/messages-it'
import { PinIcon } from '../ui/icons'
import { keepMapOpen } from './map-open'
import { MapCanvas, MapCredit, MarkerDot } from './map-parts'
import type { MarkersInView } from './map-window'
import { markerPlaceClass } from './projection'
import { useMapWindow } from './use-map-window'

type Props = {
  /** The whole catalogue, in its order: every marker stays mounted, and those not in `results` are hidden. */
  waterfalls: readonly Waterfall[]
  /** The matching waterfalls, a subset of `waterfalls` in the same order. */
  results: readonly Waterfall[]
}

const ESTIMATE_KEY_ID = 'map-key-estimate'
const CLOSED_KEY_ID = 'map-key-closed'

/**
 * Every waterfall as a link on the overview map, in the list's order, so that a screen reader or
 * the Tab key meets them as a list of names. A marker hides with its card, as the results grid
 * hides cards (`hidden`). Memoised for the same reason as the grid: a keystroke repaints the
 * search box first, the markers only when the results change.
 */
export const OverviewMap = memo(function OverviewMap({ waterfalls, results }: Props) {
  const messages = useMessages()
  const shown = useMemo(() => new Set(results.map((waterfall) => waterfall.id)), [results])
  const frame = useRef<HTMLDivElement>(null)
  const view = useMapWindow(frame, shown)
  const disclosure = useRef<HTMLDetailsElement>(null)
  // Before it paints, so that the page's scroll is restored with the map as the visitor left it.
  useLayoutEffect(() => (disclosure.current ? keepMapOpen(disclosure.current) : undefined), [])
  return (
    <section aria-labelledby="map-heading" className="space-y-3">
      <h2 id="map-heading" className="text-xl font-semibold">
        {messages.mapHeading}
      </h2>
      {/* Folded on a narrow screen behind a native summary, as the filters are (filter-panel.tsx): the
          browser opens it at a tap, before the app too; on a wide screen and without scripts the
          stylesheet shows the map and hides the summary. The app opens it again for a visitor who
          had opened it (map-open.ts), so Back from a marker's page finds the map where it was. */}
      <details ref={disclosure} className="map-disclosure">
        <summary className="disclosure-summary">
          <PinIcon />
          <span className="map-when-closed">{messages.mapShow}</span>
          <span className="map-when-open">{messages.mapHide}</span>
        </summary>
        <div className="map-body">
          <div>
            <p className="text-sm text-slate-700">{messages.mapHint}</p>
            {/* Empty unless the map scrolls or has no marker; kept in the page even then, as a live region must be there before it speaks. */}
            <p role="status" className="map-view-note" data-map-view-note>
              {shown.size === 0 ? messages.mapNoMarkers : viewNote(view, messages)}
            </p>
          </div>
          <div className="map-grid">
            {/* Drawn 900 px wide: at 900 px the two closest markers are 25 px apart
                (WCAG 2.5.8 asks 24 for targets under 24 px); a narrower screen scrolls the map sideways, to
                the shown markers first (useMapWindow), and a marker that takes keyboard focus scrolls into view. */}
            <div ref={frame} className="overflow-x-auto rounded-xl">
              <MapCanvas className="w-[900px]">
                <MapMarkers waterfalls={waterfalls} shown={shown} />
              </MapCanvas>
            </div>
            <div className="map-legend">
              <h3>{messages.mapLegendHeading}</h3>
              <ul>
                <li>
                  <span>
                    <MarkerDot estimate={false} />
                  </span>
                  {messages.mapLegendSourced}
                </li>
                <li>
                  <span>
                    <MarkerDot estimate />
                  </span>
                  <span id={ESTIMATE_KEY_ID}>{messages.mapLegendEstimate}</span>
                </li>
                {waterfalls.some((waterfall) => waterfall.status.state === 'closed') && (
                  <li>
                    <span>
                      <MarkerDot estimate={false} closed />
                    </span>
                    <span id={CLOSED_KEY_ID}>{messages.mapLegendClosed}</span>
                  </li>
                )}
              </ul>
              <MapCredit />
            </div>
          </div>
        </div>
      </details>
    </section>
  )
})

/**
 * The markers, apart from the note above the map: when the part of the map on screen changes,
 * only the note renders again, not every marker's link.
 */
const MapMarkers = memo(function MapMarkers({
  waterfalls,
  shown,
}: {
  waterfalls: readonly Waterfall[]
  shown: ReadonlySet<string>
}) {
  const locale = useLocale()
  // With no marker left the list goes too, rather than stay an empty list; the note above says why.
  return (
    <ul className="absolute inset-0" data-map-markers hidden={shown.size === 0}>
      {waterfalls.map((waterfall) => {
        const estimate = !waterfall.coordinatesVerified
        const closed = waterfall.status.state === 'closed'
        const describedBy = [closed && CLOSED_KEY_ID, estimate && ESTIMATE_KEY_ID].filter(Boolean).join(' ')
        return (
          <li
            key={waterfall.id}
            data-id={waterfall.id}
            hidden={!shown.has(waterfall.id)}
            className={`map-place ${markerPlaceClass(waterfall.id)}`}
          >
            <Link
              to="/{-$locale}/waterfall/$id"
              params={{ locale: localeParam(locale), id: waterfall.id }}
              aria-describedby={describedBy || undefined}
              data-estimate={estimate || undefined}
              data-status={waterfall.status.state}
              className="map-marker group"
            >
              <MarkerDot estimate={estimate} closed={closed} />
              {/* The name names the link; it shows on hover or focus, as the markers are too close for labels. */}
              <span className="map-label">{waterfall.name}</span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
})

/** What the part of the map on screen leaves out, where the map scrolls sideways; nothing otherwise. */
function viewNote(view: MarkersInView | undefined, messages: Messages): string {
  if (view === undefined) return ''
  return view.west + view.east === 0 ? '' : messages.mapOutOfView(view)
}
