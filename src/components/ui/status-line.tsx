import { calendarAge } from '../../catalogue/calendar-age'
import type { AccessLine, Status } from '../../catalogue/schema'
import { formatMonthYear } from '../../i18n/format-date'
import { useMessages } from '../../i18n/locale'
import { CalendarNote } from './calendar-note'
import { ClosedIcon, NoClosureIcon, NoticeIcon } from './icons'

/**
 * The line's frame and colours: the stylesheet's status-line class, coloured there by the line's
 * data-status, named once for the many cards.
 */
const FRAME = 'status-line'

/**
 * Whether a visitor can go, in one line, before anything else about the waterfall: closed, with
 * what is closed; open on a condition to know before leaving (the access line, with its year);
 * or no closure known, with the month of our last search. Each kind has its own frame, icon and
 * words, so none rests on colour.
 */
export function StatusLine({
  status,
  accessLine,
  labelled = true,
}: {
  status: Status
  accessLine?: AccessLine | undefined
  /** Whether the line names itself for a screen reader; not where a heading already does. */
  labelled?: boolean
}) {
  const messages = useMessages()
  if (status.state === 'closed') {
    return (
      <p data-status="closed" className={FRAME}>
        <ClosedIcon />
        <span>
          {labelled && <span className="sr-only">{`${messages.statusLabel} `}</span>}
          {status.line}
        </span>
      </p>
    )
  }
  if (status.state === 'conditions' && accessLine) {
    return (
      <p data-status="conditions" data-access-line className={FRAME}>
        <NoticeIcon />
        <span>
          {labelled && <span className="sr-only">{`${messages.accessLineLabel}: `}</span>}
          {/* A past calendar names its year in its note, not twice. */}
          {calendarAge(accessLine.kind, accessLine.year, __CONTENT_YEAR__) === 'past'
            ? accessLine.text
            : messages.accessLine(accessLine.text, accessLine.year)}
          <CalendarNote kind={accessLine.kind} year={accessLine.year} short />
        </span>
      </p>
    )
  }
  return (
    <p data-status="open" className={FRAME}>
      <NoClosureIcon />
      <span>
        {labelled && <span className="sr-only">{`${messages.statusLabel} `}</span>}
        {`${messages.statusOpen} · ${messages.statusSearched(formatMonthYear(status.checked, messages))}`}
      </span>
    </p>
  )
}
