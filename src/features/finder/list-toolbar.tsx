import { type ChangeEvent, memo } from 'react'
import { LocateIcon } from '../../components/ui/icons'
import { ShareButton } from '../../components/ui/share-button'
import { useMessages } from '../../i18n/locale'
import type { Messages } from '../../i18n/messages-it'
import { CATALOGUE_ORDER, SORT_ORDERS, type Sort } from '../../vocabulary/sort-orders'
import type { NearMeStatus } from './use-near-me'

type Props = {
  sort: Sort
  onSort: (sort: Sort) => void
  nearMeStatus: NearMeStatus
  hasPosition: boolean
  onNearMe: () => void
  shareUrl: () => string
}

const SORTS: readonly Sort[] = [CATALOGUE_ORDER, ...SORT_ORDERS]

/**
 * Above the results: their order, "Near me" and sharing the list as it is. Memoised like the
 * filter panel: a keystroke in the search box changes none of its props.
 */
export const ListToolbar = memo(function ListToolbar({
  sort,
  onSort,
  nearMeStatus,
  hasPosition,
  onNearMe,
  shareUrl,
}: Props) {
  const messages = useMessages()
  const notice = nearMeNotice(nearMeStatus, sort, hasPosition, messages)
  return (
    <div className="list-toolbar">
      <div>
        <label>
          {messages.sortLabel}
          <select
            name="sort"
            value={sort}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => onSort(event.target.value as Sort)}
          >
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {messages.sortOptions[value]}
              </option>
            ))}
          </select>
        </label>
        {/* Never disabled: a disabled button loses its focus, and a screen reader its place. While
            the position is on its way it says it is unavailable, and a press changes nothing. */}
        <button
          type="button"
          onClick={onNearMe}
          aria-disabled={nearMeStatus === 'locating' || undefined}
          className="button"
        >
          <LocateIcon />
          {messages.nearMe}
        </button>
        <ShareButton url={shareUrl} title={messages.siteTitle} page="home" />
      </div>
      <p role="status" aria-live="polite" className="text-sm text-slate-700" data-near-me-status>
        {notice}
      </p>
    </div>
  )
})

/** What the live region says of "Near me": the list is by distance only while that is the order. */
function nearMeNotice(status: NearMeStatus, sort: Sort, hasPosition: boolean, messages: Messages): string | undefined {
  switch (status) {
    case 'locating':
      return messages.locating
    case 'denied':
      return messages.nearMeDenied
    case 'unavailable':
      return messages.nearMeUnavailable
    case 'timeout':
      return messages.nearMeTimeout
    case 'unsupported':
      return messages.nearMeUnsupported
    // Whenever the list is by distance it says so, also when it comes back so after Back: the page
    // then reads as it did, and the cards sit where they did.
    case 'found':
    case 'idle':
      if (sort !== 'distance') return undefined
      return hasPosition ? messages.nearMeReady : messages.distanceNeedsPosition
  }
}
