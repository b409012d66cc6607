import { useTracker } from '../../analytics/tracker-context'
import type { WaterfallEntry } from '../../catalogue/schema'
import { NeedsNetwork } from '../../components/layout/offline-notice'
import { PinIcon } from '../../components/ui/icons'
import { useDetailMessages } from '../../i18n/locale'
import { mapsSearchUrl } from './maps-link'

/** Opens a Google Maps search for the place in a new tab; reported under the Italian name. */
export function MapsButton({ waterfall }: { waterfall: WaterfallEntry }) {
  const messages = useDetailMessages()
  const tracker = useTracker()
  return (
    <a
      href={mapsSearchUrl(waterfall)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() =>
        tracker.track({
          name: 'map_click',
          payload: {
            waterfall_name: waterfall.details.canonicalName,
            location: waterfall.details.canonicalLocation,
          },
        })
      }
      className="mt-3 inline-flex flex-col rounded-lg bg-brand-800 px-4 py-2 text-white forced-colors-edge hover:bg-brand-900"
    >
      <span className="inline-flex items-center gap-1.5 font-semibold">
        <PinIcon />
        {waterfall.location}
      </span>{' '}
      <span data-print="hide" className="text-sm">
        {messages.openInMaps}
        <span aria-hidden="true"> ↗</span>
        <span className="sr-only">{` (${messages.openInMapsHint})`}</span>
        <NeedsNetwork />
      </span>
    </a>
  )
}
