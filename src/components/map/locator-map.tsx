import type { Waterfall } from '../../catalogue/schema'
import { useDetailMessages } from '../../i18n/locale'
import { MapCanvas, MapCredit, MarkerDot } from './map-parts'
import { markerPlaceClass } from './projection'

/**
 * The waterfall's place on the overview map, small: one marker, not a link. The box is one image
 * to assistive technology, named with where it shows the waterfall and how sure that place is.
 */
export function LocatorMap({ waterfall, className = '' }: { waterfall: Waterfall; className?: string }) {
  const messages = useDetailMessages()
  const estimate = !waterfall.coordinatesVerified
  return (
    <div className={`space-y-1 ${className}`} data-print="hide" data-testid="locator-map">
      <MapCanvas label={messages.locatorLabel(waterfall.name, estimate)}>
        <span
          className={`absolute flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center ${markerPlaceClass(waterfall.id)}`}
          data-estimate={estimate || undefined}
        >
          <MarkerDot estimate={estimate} />
        </span>
      </MapCanvas>
      <div className="space-y-1">
        {estimate && (
          <p className="flex items-center gap-1 text-xs text-slate-700">
            <MarkerDot estimate />
            {messages.mapLegendEstimate}
          </p>
        )}
        <MapCredit />
      </div>
    </div>
  )
}
