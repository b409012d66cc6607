import type { Messages } from './messages-it'

/**
 * '2026-11-21' → '21 novembre 2026' / '21 November 2026': the long date of both languages, read
 * as a calendar date (no time zone shift). Written from the catalogue's month names rather than
 * with Intl.DateTimeFormat, whose first use loads the locale's calendar data: a sizeable part of a
 * detail page's start-up on a phone-speed CPU, for one date (docs/decisions/2026-11-26-figures-out-of-comments.md).
 */
export function formatCalendarDate(isoDate: string, messages: Pick<Messages, 'monthNames'>): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number)
  return `${day} ${messages.monthNames[month - 1]} ${year}`
}

/** '2026-11' or '2026-11-21' → 'novembre 2026' / 'November 2026': a month, as a search or a closure is dated. */
export function formatMonthYear(isoMonthOrDate: string, messages: Pick<Messages, 'monthNames'>): string {
  const [year = 1970, month = 1] = isoMonthOrDate.split('-').map(Number)
  return `${messages.monthNames[month - 1]} ${year}`
}
