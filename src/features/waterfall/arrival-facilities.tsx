import type { FacilityFact } from '../../catalogue/schema'
import { useDetailMessages } from '../../i18n/locale'
import { CitationList } from './figure-value'

/**
 * What a visitor finds on arrival, in one compact block: toilets, food and drink, picnic, drinking
 * water and parking, each yes or no with what the sources say and who says it, or, where no
 * source speaks, that we do not know (never a blank).
 */
export function ArrivalFacilities({ facilities }: { facilities: readonly FacilityFact[] }) {
  const messages = useDetailMessages()
  return (
    <section aria-labelledby="arrival-heading">
      <h2 id="arrival-heading" className="text-xl font-semibold">
        {messages.arrivalHeading}
      </h2>
      {/* On paper each term runs into its answer, beside the walk, to keep the page to two sheets. */}
      <dl data-testid="facilities" className="mt-3 space-y-2 print:mt-1 print:space-y-0 print:text-[0.85em]">
        {facilities.map((fact) => (
          <div key={fact.facility} data-facility={fact.facility} data-state={fact.state} className="fact-row">
            <dt>{messages.facilities[fact.facility]}</dt>
            <dd>
              <strong>{messages.facilityStates[fact.state]}</strong>
              {`${fact.state === 'unknown' ? `: ${messages.facilityUnknown}` : fact.note ? `: ${fact.note}` : '.'} `}
              {fact.sources.length > 0 && (
                <CitationList label={messages.sourceLabel(fact.sources.length)} sources={fact.sources} />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
