import type { ListedSource, WaterfallDetails } from '../../catalogue/schema'
import { isLinkable } from '../../catalogue/source-address'
import { NeedsNetwork } from '../../components/layout/offline-notice'
import { formatCalendarDate } from '../../i18n/format-date'
import { useDetailMessages } from '../../i18n/locale'
import { sourceYears } from './source-years'

/**
 * One source: linked when it has an https address; otherwise its plain http address is written
 * out as text, never linked. On paper every address prints, since a printed link leads nowhere:
 * a link's own, after its title, from the print stylesheet.
 */
function SourceItem({ source }: { source: ListedSource }) {
  const messages = useDetailMessages()
  const title = <cite lang={source.lang}>{source.title}</cite>
  return (
    <li>
      <span className="font-medium">{source.publisher}</span>
      {': '}
      {isLinkable(source.url) ? (
        <a
          href={source.url}
          target="_blank"
          rel="noopener noreferrer"
          data-print="address"
          className="text-brand-800 underline"
        >
          {title}
          <span aria-hidden="true"> ↗</span>
          <span className="sr-only">{` (${messages.externalLinkHint})`}</span>
          <NeedsNetwork />
        </a>
      ) : (
        title
      )}
      {` (${source.year ?? messages.yearUnknown})`}
      {!isLinkable(source.url) && (
        <span className="block text-sm text-slate-600">
          {/* Why it is not linked matters on screen only: on paper nothing is. */}
          <span className="print:hidden">{messages.httpOnlySource} </span>
          <span data-source-address>{source.url}</span>
        </span>
      )}
    </li>
  )
}

/** The pages the entry's facts come from, when the entry was written, and how old its sources are. */
export function SourcesList({ details }: { details: WaterfallDetails }) {
  const messages = useDetailMessages()
  const { span, undated } = sourceYears(details.sources.map((source) => source.year))
  const updated = details.updated && formatCalendarDate(details.updated, messages)
  return (
    <section
      aria-labelledby="sources-heading"
      className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200 forced-colors-edge"
    >
      <h2 id="sources-heading" className="text-xl font-semibold">
        {messages.sourcesHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{messages.sourcesIntro}</p>
      <ol data-print="columns" className="mt-3 list-decimal space-y-2 pl-5 text-sm [overflow-wrap:anywhere]">
        {details.sources.map((source) => (
          <SourceItem key={`${source.publisher} ${source.title}`} source={source} />
        ))}
      </ol>
      <p data-testid="entry-dates" className="mt-4 text-sm text-slate-700">
        {messages.entryDates(formatCalendarDate(details.written, messages), updated)}{' '}
        {messages.sourceYears(span, undated)} {messages.changeWarning}
      </p>
    </section>
  )
}
