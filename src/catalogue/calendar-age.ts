import { CALENDAR_NOTICE_KINDS, type NoticeKind } from '../vocabulary/values'

/**
 * How a dated fact reads for a visitor, from its kind, its year and the year of the content:
 * - 'standing': not a calendar (a closure, a rule): it stands until a source says otherwise;
 * - 'past': a calendar of a year before the content's, so before the visitor's: the page says this
 *   year's dates are not known here yet;
 * - 'past-in-a-later-year': a calendar of the content's year, which is last year's only for a
 *   visitor in a later year: the page carries the note and the stylesheet shows it to such a
 *   visitor (index.html's first script writes whether the year is later).
 */
export type CalendarAge = 'standing' | 'past' | 'past-in-a-later-year'

const CALENDARS: readonly NoticeKind[] = CALENDAR_NOTICE_KINDS

export function calendarAge(kind: NoticeKind, year: number, contentYear: number): CalendarAge {
  if (!CALENDARS.includes(kind)) return 'standing'
  return year < contentYear ? 'past' : 'past-in-a-later-year'
}
