import { type HistoryState, Link } from '@tanstack/react-router'
import { memo, type ReactNode } from 'react'
import type { Waterfall } from '../../catalogue/schema'
import { DifficultyBadge } from '../../components/ui/difficulty-badge'
import { ArrivalIcon } from '../../components/ui/icons'
import { MonthLine } from '../../components/ui/month-line'
import { PhotoCredit } from '../../components/ui/photo-credit'
import { StatusLine } from '../../components/ui/status-line'
import { SuitabilityBadges } from '../../components/ui/suitability-badges'
import { WaterfallImage } from '../../components/ui/waterfall-image'
import { localeParam, useLocale, useMessages } from '../../i18n/locale'

export const WaterfallCard = memo(function WaterfallCard({
  waterfall,
  listState,
  distanceKm,
}: {
  waterfall: Waterfall
  listState: (state: HistoryState) => HistoryState
  /** From the visitor's position, once "Near me" has one. */
  distanceKm?: number | undefined
}) {
  const locale = useLocale()
  const messages = useMessages()
  const headingId = `waterfall-${waterfall.id}-name`
  return (
    <article aria-labelledby={headingId} className="card">
      {/* The card lists no type, so its drawing names it: a screen reader hears what the eye scans for. */}
      <WaterfallImage
        src={waterfall.imageUrl}
        photoAlt={messages.cardImageAlt(waterfall.name)}
        type={waterfall.type}
        drawingAlt={messages.drawingAlt(messages.types[waterfall.type])}
      />
      <div className="card-body">
        {waterfall.photoCredit && <PhotoCredit credit={waterfall.photoCredit} />}
        {/* Whether the family can go comes first, then what this month is like there. */}
        <StatusLine status={waterfall.status} accessLine={waterfall.accessLine} />
        <MonthLine months={waterfall.months} closed={waterfall.status.state === 'closed'} />
        <div className="flex items-start justify-between gap-2">
          <h3 id={headingId} className="card-title">
            {waterfall.name}
          </h3>
          {/* The name gives way, not the one-word badge (a long name may break anywhere). */}
          <DifficultyBadge difficulty={waterfall.difficulty} className="shrink-0" />
        </div>
        {distanceKm !== undefined && (
          <p className="-mt-2 text-sm font-semibold text-brand-900" data-distance>
            {messages.distanceAway(distanceKm)}
          </p>
        )}
        <p data-description className="card-description">
          {waterfall.description}
        </p>
        {/* Without a car: the station or stop and the walk from it, or that no source names one; then
            what a family asks first on arrival, in words beside their icons. */}
        <div className="text-sm">
          <p className="font-medium">{waterfall.transitLine}</p>
          <ul className="card-arrival">
            {waterfall.arrival.map((fact) => (
              <li key={fact.facility}>
                <ArrivalIcon facility={fact.facility} />
                {fact.text}
              </li>
            ))}
          </ul>
        </div>
        {/* Two columns while each can be 7rem wide, one when larger text would crowd the values; never
            more (the stylesheet's card-facts class). */}
        <dl className="card-facts">
          <Fact term={messages.provinceField} value={waterfall.province} />
          <Fact term={messages.durationField} value={waterfall.duration}>
            <span data-walk-measure={waterfall.walkMeasure} className="block font-normal text-slate-700">
              {messages.walkMeasures[waterfall.walkMeasure]}
            </span>
          </Fact>
          <Fact term={messages.heightField} value={waterfall.height} />
          <Fact term={messages.flowField} value={messages.flows[waterfall.flow]} />
          {/* The whole outing, there and back or the loop, with its climb where known: a row of its own. */}
          <Fact term={messages.outingField} value={waterfall.outing} />
        </dl>
        <SuitabilityBadges waterfall={waterfall} />
        <Link
          to="/{-$locale}/waterfall/$id"
          params={{ locale: localeParam(locale), id: waterfall.id }}
          state={listState}
          className="card-link"
          aria-describedby={headingId}
        >
          {messages.cardCta}
        </Link>
      </div>
    </article>
  )
})

function Fact({ term, value, children }: { term: string; value: string; children?: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        {children ? `${value} ` : value}
        {children}
      </dd>
    </div>
  )
}
