import type { WaterfallEntry } from '../../catalogue/schema'
import { STALE_AFTER_MONTHS } from '../../catalogue/staleness'
import { MonthLine } from '../../components/ui/month-line'
import { StatusLine } from '../../components/ui/status-line'
import { formatMonthYear } from '../../i18n/format-date'
import { useDetailMessages } from '../../i18n/locale'
import { CitationList } from './figure-value'
import { ReportChangeLink } from './report-change-link'

/** A source's date as the page says it: a month, or a year where the source gives no month. */
function sourceMonth(date: string, messages: Parameters<typeof formatMonthYear>[1]): string {
  return date.length === 4 ? date : formatMonthYear(date, messages)
}

/**
 * The top of a waterfall's page, before its description: whether a visitor can go (closed since
 * when, with the reopening a source expects and the sources; open on conditions; or no closure
 * known), how old what we know is (the newest source behind the conditions, our latest search,
 * and in words when that source is old), then what the visitor's month is like there.
 */
export function StatusBlock({ waterfall }: { waterfall: WaterfallEntry }) {
  const messages = useDetailMessages()
  const { status } = waterfall
  const { conditionsAge } = waterfall.details
  const searchedMonth = formatMonthYear(status.checked, messages)
  const searched = conditionsAge
    ? messages.newestSource(sourceMonth(conditionsAge.newest, messages), searchedMonth)
    : messages.searchedOn(searchedMonth)
  const age = (
    <span data-testid="conditions-age" className="text-sm text-slate-600">
      {searched}
      {conditionsAge?.old && (
        <strong className="font-semibold text-slate-800"> {messages.staleSource(STALE_AFTER_MONTHS)}</strong>
      )}
    </span>
  )
  return (
    <section aria-labelledby="status-heading" data-testid="status" className="space-y-2">
      <h2 id="status-heading" className="text-lg font-semibold print:sr-only">
        {messages.statusHeading}
      </h2>
      <StatusLine status={status} accessLine={waterfall.accessLine} labelled={false} />
      {status.state === 'closed' ? (
        <p className="text-slate-800">
          {messages.closedSince(formatMonthYear(status.since, messages))} {status.reopening}{' '}
          <CitationList label={messages.sourceLabel(status.sources.length)} sources={status.sources} dated /> {age}
        </p>
      ) : (
        // On paper the notices below say it all: the page keeps to two sheets.
        <p data-print="hide" className="text-sm text-slate-700">
          {status.state === 'conditions' ? messages.statusConditionsMore : messages.statusOpenMore} {age}
        </p>
      )}
      <div data-print="hide">
        <MonthLine months={waterfall.months} closed={status.state === 'closed'} />
      </div>
      <ReportChangeLink waterfall={waterfall} section={messages.statusHeading} />
    </section>
  )
}
