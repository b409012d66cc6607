import { calendarAge } from '../../catalogue/calendar-age'
import { useMessages } from '../../i18n/locale'
import type { NoticeKind } from '../../vocabulary/values'

/**
 * Beside a calendar (release days, fees, hours, booking days): that this year's dates are not
 * known here yet, once its year is past. A calendar of the content's own year carries the note
 * hidden, and the stylesheet shows it to a visitor in a later year (see calendar-age.ts), so the
 * markup is the same for every visitor and the page is right before the app has started.
 */
export function CalendarNote({ kind, year, short = false }: { kind: NoticeKind; year: number; short?: boolean }) {
  const messages = useMessages()
  const age = calendarAge(kind, year, __CONTENT_YEAR__)
  if (age === 'standing') return null
  const text = short ? ` · ${messages.calendarOfYearShort(year)}` : ` ${messages.calendarOfYear(year)}`
  return (
    <span data-calendar-note {...(age === 'past-in-a-later-year' && { 'data-when-later-year': '' })}>
      {text}
    </span>
  )
}
