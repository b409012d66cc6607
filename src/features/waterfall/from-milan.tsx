import type { Figure, FromMilan as Trip } from '../../catalogue/schema'
import { NeedsNetwork } from '../../components/layout/offline-notice'
import { useDetailMessages } from '../../i18n/locale'
import { FactRow } from './fact-row'
import { CitationList, FigureValue } from './figure-value'

/**
 * From Milan by train or bus, as the sources give it: the station, the line and its changes, the
 * time and how often (each with its sources and dates, or marked as our estimate), the operators'
 * timetable sites, and, first of all, when it is no day trip.
 */
export function FromMilan({ trip }: { trip: Trip }) {
  const messages = useDetailMessages()
  const fields = messages.fromMilanFields
  const figure = (value: Figure | undefined) => (value ? <FigureValue figure={value} /> : messages.fromMilanUnknown)
  return (
    <div data-testid="from-milan" data-day-trip={trip.dayTrip}>
      <h3 className="mt-3 font-semibold print:mt-1">{messages.fromMilanHeading}</h3>
      {!trip.dayTrip && (
        <p data-testid="not-a-day-trip" className="mt-1 font-semibold text-red-900">
          {messages.notDayTrip}
        </p>
      )}
      {/* On paper each row is one run of text, in two columns. */}
      <dl className="mt-2 space-y-2 print:mt-0 print:columns-2 print:gap-4 print:space-y-0 print:text-[0.85em]">
        <FactRow term={fields.route}>
          <span className="font-medium">{trip.route}</span>{' '}
          <CitationList label={messages.sourceLabel(trip.sources.length)} sources={trip.sources} />
        </FactRow>
        <FactRow term={fields.time}>{figure(trip.time)}</FactRow>
        <FactRow term={fields.frequency}>{figure(trip.frequency)}</FactRow>
        <FactRow term={fields.timetables}>
          {trip.timetables.length === 0
            ? messages.fromMilanUnknown
            : trip.timetables.map((site, index) => (
                <span key={site.url}>
                  {index > 0 && ', '}
                  <a href={site.url} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                    {site.name}
                    <span aria-hidden="true"> ↗</span>
                    <span className="sr-only">{` (${messages.externalLinkHint})`}</span>
                    <NeedsNetwork />
                  </a>
                </span>
              ))}
        </FactRow>
      </dl>
    </div>
  )
}
