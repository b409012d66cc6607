import type { Notice } from '../../catalogue/schema'
import { CalendarNote } from '../../components/ui/calendar-note'
import { useDetailMessages } from '../../i18n/locale'
import { CitationList } from './figure-value'

/**
 * What a visitor must know before leaving home, near the top of the page: release days, bookings,
 * opening hours, fees, closures and rules, each with its kind, the year a source last said it
 * and the sources; then the access notes.
 */
export function BeforeYouGo({ accessNotes, notices }: { accessNotes: string; notices: readonly Notice[] }) {
  const messages = useDetailMessages()
  return (
    <section aria-labelledby="before-heading">
      <h2 id="before-heading" className="text-xl font-semibold">
        {messages.beforeYouGoHeading}
      </h2>
      {notices.length > 0 && (
        <ul aria-label={messages.noticesHeading} data-print="compact" className="mt-2 space-y-2 print:space-y-1">
          {notices.map((notice) => (
            <li
              key={notice.text}
              data-kind={notice.kind}
              className="border-l-4 border-amber-500 bg-amber-50 px-4 py-2 text-amber-950"
            >
              <span className="block">
                <strong>{messages.noticeKinds[notice.kind]}:</strong> {notice.text}
                <CalendarNote kind={notice.kind} year={notice.year} />
              </span>
              <span className="block text-sm text-slate-700">
                {messages.noticeYear(notice.year)}.{' '}
                <CitationList label={messages.sourceLabel(notice.sources.length)} sources={notice.sources} dated />
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-slate-800">{accessNotes}</p>
    </section>
  )
}
