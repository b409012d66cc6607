import type { WaterfallEntry } from '../../catalogue/schema'
import { NeedsNetwork } from '../../components/layout/offline-notice'
import { useDetailMessages } from '../../i18n/locale'
import { CitationList } from './figure-value'
import { FromMilan } from './from-milan'
import { forecastFor } from './weather-forecast'

/**
 * How to get there, without a car first: from Milan (the station, the changes, the time, how often,
 * the timetables), then the lines the sources name, each with its stop and the walk from it, or a
 * plain word that they name none; then the road and the parking; then the
 * regional forecast to check before leaving.
 */
export function GettingThere({ waterfall }: { waterfall: WaterfallEntry }) {
  const messages = useDetailMessages()
  const { transport, transportNote, weatherArea, fromMilan } = waterfall.details
  const forecast = forecastFor(waterfall.province)
  return (
    <section aria-labelledby="directions-heading">
      <h2 id="directions-heading" className="text-xl font-semibold">
        {messages.howToGetThereHeading}
      </h2>
      {waterfall.status.state === 'closed' && (
        <p data-testid="closed-directions" className="mt-1 font-semibold text-red-900">
          {messages.closedDirections}
        </p>
      )}
      {fromMilan && <FromMilan trip={fromMilan} />}
      <h3 id="transit-heading" className="mt-3 font-semibold print:mt-1">
        {fromMilan ? messages.lastStretchHeading : messages.publicTransportHeading}
      </h3>
      {transport.length > 0 ? (
        <ul
          aria-labelledby="transit-heading"
          data-testid="transport"
          className="mt-2 space-y-3 print:mt-0 print:space-y-1 print:text-[0.85em]"
        >
          {transport.map((option) => (
            <li key={`${option.mode} ${option.line}`} data-mode={option.mode}>
              {/* Each line names its own mode ("Treno Lecco–Sondrio", "D35 bus…"). */}
              <span className="block font-semibold">{option.line}</span>
              <span className="block">
                {messages.transportStop}: {option.stop}
              </span>
              <span className="block">
                {messages.transportWalk}: {option.walk}
              </span>
              <CitationList label={messages.sourceLabel(option.sources.length)} sources={option.sources} />
            </li>
          ))}
        </ul>
      ) : (
        <p data-testid="transport-note" className="mt-1 text-slate-800">
          {transportNote ?? messages.publicTransportUnknown}
        </p>
      )}
      <h3 className="mt-4 font-semibold">{messages.carHeading}</h3>
      <p className="mt-1 text-slate-800">{waterfall.details.howToGetThere}</p>
      <p
        data-testid="weather-tip"
        className="mt-3 rounded-lg bg-amber-50 px-4 py-2 text-amber-950 ring-1 ring-amber-200 forced-colors-edge print:mt-1 print:p-0"
      >
        {messages.weatherTip.before}{' '}
        <a href={forecast.url} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
          {forecast.name}
          <span aria-hidden="true"> ↗</span>
          <span className="sr-only">{` (${messages.externalLinkHint})`}</span>
          <NeedsNetwork />
        </a>
        {messages.weatherTip.area(weatherArea)} {messages.weatherTip.kit}
      </p>
    </section>
  )
}
