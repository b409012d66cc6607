import type { Figure, WaterfallEntry } from '../../catalogue/schema'
import { useDetailMessages } from '../../i18n/locale'
import { FactRow } from './fact-row'
import { FigureValue } from './figure-value'
import { RestsOnNote } from './rests-on-note'

/** Where the walk starts, how long it takes (one way, the loop, or there and back) and in all, how much it climbs. */
export function WalkFacts({ waterfall }: { waterfall: WaterfallEntry }) {
  const messages = useDetailMessages()
  const { details } = waterfall
  const timeField = messages.walkTimeFields[waterfall.walkMeasure]
  const figures: [string, Figure | undefined][] = [
    [timeField, details.oneWay],
    [messages.wholeWalkField, details.whole],
    [messages.climbField, details.climb],
    [messages.startAltitudeField, details.startAltitude],
  ]
  return (
    <section aria-labelledby="walk-heading">
      <h2 id="walk-heading" className="text-xl font-semibold">
        {messages.walkHeading}
      </h2>
      {/* On paper each row is one run of text, beside what is there on arrival: two sheets at most. */}
      <dl className="mt-3 space-y-3 print:mt-1 print:space-y-0 print:text-[0.85em]">
        <FactRow term={messages.startField}>
          <span className="font-medium">{details.start}</span>
        </FactRow>
        {figures.map(
          ([term, figure]) =>
            figure && (
              <FactRow key={term} term={term}>
                <FigureValue figure={figure} />
                {term === timeField && (
                  <RestsOnNote field="duration" label={messages.durationField} restsOn={details.restsOn} />
                )}
              </FactRow>
            ),
        )}
      </dl>
    </section>
  )
}
