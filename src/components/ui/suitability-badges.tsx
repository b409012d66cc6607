import type { Waterfall } from '../../catalogue/schema'
import { useMessages } from '../../i18n/locale'
import { FamilyIcon, StrollerIcon } from './icons'
import { Tooltip } from './tooltip'

/**
 * Family and stroller suitability, each spelled out in words (the icon only repeats it). Stroller
 * access no source states says it is deduced. At a closed waterfall they hold only once it
 * reopens, and say so first.
 */
export function SuitabilityBadges({
  waterfall,
}: {
  waterfall: Pick<Waterfall, 'familyFriendly' | 'strollerFriendly' | 'strollerInferred' | 'status'>
}) {
  const messages = useMessages()
  const inferred = waterfall.strollerFriendly && waterfall.strollerInferred
  const badges = [
    {
      key: 'family',
      yes: waterfall.familyFriendly,
      label: waterfall.familyFriendly ? messages.familyFriendly : messages.notFamilyFriendly,
      tooltip: waterfall.familyFriendly ? messages.familyTooltip : messages.notFamilyTooltip,
      icon: <FamilyIcon />,
    },
    {
      key: 'stroller',
      yes: waterfall.strollerFriendly,
      label: inferred
        ? messages.strollerInferred
        : waterfall.strollerFriendly
          ? messages.strollerFriendly
          : messages.notStrollerFriendly,
      tooltip: inferred
        ? messages.strollerInferredTooltip
        : waterfall.strollerFriendly
          ? messages.strollerTooltip
          : messages.notStrollerTooltip,
      icon: <StrollerIcon />,
    },
  ]
  return (
    <ul
      className="badges"
      {...(waterfall.status.state === 'closed' && { 'aria-label': messages.whenItReopens, 'data-when-reopens': '' })}
    >
      {waterfall.status.state === 'closed' && (
        <li aria-hidden="true" className="font-semibold text-slate-700">
          {messages.whenItReopens}:
        </li>
      )}
      {badges.map((badge) => (
        <li
          key={badge.key}
          data-suitability={badge.key}
          data-value={String(badge.yes)}
          {...(badge.key === 'stroller' && inferred && { 'data-inferred': '' })}
        >
          {/* Coloured by its item's data-value in the stylesheet. */}
          <Tooltip label={badge.tooltip} className="chip">
            {badge.icon}
            {badge.label}
          </Tooltip>
        </li>
      ))}
    </ul>
  )
}
