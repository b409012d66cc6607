import type { Reported } from '../../catalogue/schema'
import { useDetailMessages } from '../../i18n/locale'
import { CitationList } from './figure-value'

/** Closures, ordinances, bookings and fees, each with the sources (and so the years) that report it. */
export function AccessNotices({ accessNotes, notices }: { accessNotes: string; notices: readonly Reported[] }) {
  const messages = useDetailMessages()
  return (
    <section aria-labelledby="access-heading">
      <h2 id="access-heading" className="text-xl font-semibold">
        {messages.accessHeading}
      </h2>
      {notices.length > 0 && (
        <ul aria-label={messages.noticesHeading} className="mt-2 space-y-2">
          {notices.map((notice) => (
            <li key={notice.text} className="border-l-4 border-amber-400 bg-amber-50 px-4 py-2 text-amber-950">
              <span className="block">{notice.text}</span>
              <CitationList label={messages.sourceLabel(notice.sources.length)} sources={notice.sources} dated />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-slate-800">{accessNotes}</p>
    </section>
  )
}
