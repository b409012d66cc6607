import type { ReactNode } from 'react'
import type { Figure, WaterfallDetails } from '../../catalogue/schema'
import { useDetailMessages } from '../../i18n/locale'
import { CitationList, FigureValue } from './figure-value'

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm text-slate-600 sm:pt-0.5">{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** Where the walk starts, how long it takes one way and in all, how much it climbs, and by train or bus. */
export function WalkFacts({ details }: { details: WaterfallDetails }) {
  const messages = useDetailMessages()
  const figures: [string, Figure | undefined][] = [
    [messages.oneWayField, details.oneWay],
    [messages.wholeWalkField, details.whole],
    [messages.climbField, details.climb],
    [messages.startAltitudeField, details.startAltitude],
  ]
  const { publicTransport } = details
  return (
    <section aria-labelledby="walk-heading">
      <h2 id="walk-heading" className="text-xl font-semibold">
        {messages.walkHeading}
      </h2>
      <dl className="mt-3 space-y-3">
        <Row term={messages.startField}>
          <span className="font-medium">{details.start}</span>
        </Row>
        {figures.map(
          ([term, figure]) =>
            figure && (
              <Row key={term} term={term}>
                <FigureValue figure={figure} />
              </Row>
            ),
        )}
        <Row term={messages.publicTransportField}>
          {publicTransport ? (
            <>
              <span className="block">{publicTransport.text}</span>
              <CitationList
                label={messages.sourceLabel(publicTransport.sources.length)}
                sources={publicTransport.sources}
              />
            </>
          ) : (
            <span className="text-slate-600">{messages.publicTransportUnknown}</span>
          )}
        </Row>
      </dl>
    </section>
  )
}
