import { type HistoryState, Link } from '@tanstack/react-router'
import { memo } from 'react'
import type { Waterfall } from '../../catalogue/schema'
import { DifficultyBadge } from '../../components/ui/difficulty-badge'
import { PhotoCredit } from '../../components/ui/photo-credit'
import { StatusLine } from '../../components/ui/status-line'
import { SuitabilityBadges } from '../../components/ui/suitability-badges'
import { WaterfallImage } from '../../components/ui/waterfall-image'
import { localeParam, useLocale, useMessages } from '../../i18n/locale'
import { monthLine, visitorMonth } from './card-month'

/**
 * A waterfall in the list, compact enough for two on a phone's screen
 * (docs/decisions/2026-11-27-compact-card.md): whether the family can go and this month first;
 * then a small picture beside the name, its difficulty and the description; the facts as one
 * run of terms and values; the way there without a car and what is there on arrival, and the
 * link, which covers the whole card; the family and stroller badges. Every fact keeps its words; the layout is the stylesheet's
 * card classes.
 */
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
  const closed = waterfall.status.state === 'closed'
  return (
    <article aria-labelledby={headingId} className="card">
      {/* Whether the family can go comes first, then what this month is like there. */}
      <StatusLine status={waterfall.status} accessLine={waterfall.accessLine} />
      {/* Empty in the markup: the list's script writes the visitor's month before the list paints,
          and the app renders the same text (card-month.ts). */}
      <p data-month-line>{monthLine(waterfall.months, closed, visitorMonth(), messages)}</p>
      <div className="card-head">
        {/* The card lists no type, so its drawing names it: a screen reader hears what the eye scans for. */}
        <WaterfallImage
          src={waterfall.imageUrl}
          photoAlt={messages.cardImageAlt(waterfall.name)}
          type={waterfall.type}
          drawingAlt={messages.drawingAlt(messages.types[waterfall.type])}
        />
        <h3 id={headingId} className="card-title">
          {waterfall.name}
        </h3>
        <DifficultyBadge difficulty={waterfall.difficulty} />
        <p data-description className="card-description">
          {waterfall.description}
        </p>
      </div>
      {waterfall.photoCredit && <PhotoCredit credit={waterfall.photoCredit} />}
      {distanceKm !== undefined && (
        <p className="text-sm font-semibold text-brand-900" data-distance>
          {messages.distanceAway(distanceKm)}
        </p>
      )}
      {/* One run of terms and values (the stylesheet's card-facts), the whole walk last. */}
      <dl className="card-facts">
        <dt>{messages.provinceField}</dt>
        <dd>{waterfall.province}</dd>
        <dt>{messages.durationField}</dt>
        <dd data-walk-measure={waterfall.walkMeasure}>
          {`${waterfall.duration} ${messages.walkMeasures[waterfall.walkMeasure]}`}
        </dd>
        <dt>{messages.heightField}</dt>
        <dd>{waterfall.height}</dd>
        <dt>{messages.flowField}</dt>
        <dd>{messages.flows[waterfall.flow]}</dd>
        <dt>{messages.outingField}</dt>
        <dd>{waterfall.outing}</dd>
      </dl>
      {/* Without a car: the station or stop and the walk from it, or that no source names one; then
          what a family asks first on arrival, each in words. */}
      <p className="card-way">
        {[waterfall.transitLine, ...waterfall.arrival.map((fact) => fact.text)].join(' · ')}
        <Link
          to="/{-$locale}/waterfall/$id"
          params={{ locale: localeParam(locale), id: waterfall.id }}
          state={listState}
          className="card-link"
          aria-describedby={headingId}
        >
          {messages.cardCta}
        </Link>
      </p>
      <SuitabilityBadges waterfall={waterfall} />
    </article>
  )
})
