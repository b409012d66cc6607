import type { WaterfallEntry } from '../../catalogue/schema'
import { DifficultyBadge } from '../../components/ui/difficulty-badge'
import { SuitabilityBadges } from '../../components/ui/suitability-badges'
import { useDetailMessages } from '../../i18n/locale'
import { LocatorMap } from '../map/locator-map'
import { FigureValue } from './figure-value'
import { MapsButton } from './maps-button'

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
                <span className="text-sm text-slate-600">{messages.oneWayMark}</span>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{messages.heightField}</dt>
              <dd>
                <FigureValue figure={details.height} />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{messages.flowField}</dt>
              <dd className="font-medium">{messages.flows[waterfall.flow]}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{messages.typeField}</dt>
              <dd className="font-medium">{messages.types[waterfall.type]}</dd>
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
      </div>
    </section>
  )
}
