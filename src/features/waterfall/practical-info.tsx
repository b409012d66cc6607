import type { WaterfallEntry } from '../../catalogue/schema'
import { LocatorMap } from '../../components/map/locator-map'
import { DifficultyBadge } from '../../components/ui/difficulty-badge'
import { SuitabilityBadges } from '../../components/ui/suitability-badges'
import { useDetailMessages } from '../../i18n/locale'
import { FigureValue } from './figure-value'
import { MapsButton } from './maps-button'
import { RestsOnNote } from './rests-on-note'

/** Where it is, how hard and how long, how high, how much water: the facts at a glance. */
export function PracticalInfo({ waterfall }: { waterfall: WaterfallEntry }) {
  const messages = useDetailMessages()
  const { details } = waterfall
  return (
    <section
      aria-labelledby="practical-heading"
      className="rounded-xl bg-white p-5 ring-1 ring-slate-200 forced-colors-edge"
    >
      <h2 id="practical-heading" className="text-xl font-semibold">
        {messages.practicalHeading}
      </h2>
      <div className="sm:flex sm:items-start sm:gap-6">
        <div className="min-w-0 flex-1">
          <MapsButton waterfall={waterfall} />
          {!waterfall.coordinatesVerified && (
            <p className="mt-2 text-sm text-slate-600">{messages.coordinatesApproximate}</p>
          )}
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-600">{messages.difficultyLabel}</dt>
              <dd className="flex flex-wrap items-center gap-x-2">
                <DifficultyBadge difficulty={waterfall.difficulty}>{waterfall.duration}</DifficultyBadge>
                <span data-walk-measure={waterfall.walkMeasure} className="text-sm text-slate-700">
                  {messages.walkMeasures[waterfall.walkMeasure]}
                </span>
                <RestsOnNote field="difficulty" label={messages.difficultyLabel} restsOn={details.restsOn} />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{messages.heightField}</dt>
              <dd>
                <FigureValue figure={details.height} />
                <RestsOnNote field="height" label={messages.heightField} restsOn={details.restsOn} />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{messages.flowField}</dt>
              <dd>
                <span className="font-medium">{messages.flows[waterfall.flow]}</span>
                <RestsOnNote field="flow" label={messages.flowField} restsOn={details.restsOn} />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{messages.typeField}</dt>
              <dd>
                <span className="font-medium">{messages.types[waterfall.type]}</span>
                <RestsOnNote field="type" label={messages.typeField} restsOn={details.restsOn} />
              </dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-sm text-slate-600">{messages.positionField}</dt>
              <dd>
                <FigureValue figure={details.position} />
              </dd>
            </div>
          </dl>
        </div>
        <LocatorMap waterfall={waterfall} className="mt-4 sm:mt-0 sm:w-64 sm:shrink-0" />
      </div>
      <div className="mt-4">
        <SuitabilityBadges waterfall={waterfall} />
        <p className="empty:hidden">
          <RestsOnNote field="familyFriendly" label={messages.familyLabel} restsOn={details.restsOn} />
          <RestsOnNote field="strollerFriendly" label={messages.strollerLabel} restsOn={details.restsOn} />
        </p>
      </div>
    </section>
  )
}
