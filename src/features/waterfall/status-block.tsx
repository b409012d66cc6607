import type { WaterfallEntry } from '../../catalogue/schema'
import { MonthLine } from '../../components/ui/month-line'
import { StatusLine } from '../../components/ui/status-line'
import { formatMonthYear } from '../../i18n/format-date'
import { useDetailMessages } from '../../i18n/locale'
import { CitationList } from './figure-value'

/**
 * The top of a waterfall's page, before its description: whether a visitor can go (closed since
 * when, with the reopening a source expects and the sources; open on conditions; or no closure
 * known, and when we last looked), then what the visitor's month is like there.
 */
export function StatusBlock({ waterfall }: { waterfall: WaterfallEntry }) {
  const messages = useDetailMessages()
  const { status } = waterfall
  const searched = messages.searchedOn(formatMonthYear(status.checked, messages))
  return (
    <section aria-labelledby="status-heading" data-testid="status" className="space-y-2">
      <h2 id="status-heading" className="text-lg font-semibold print:sr-only">
        {messages.statusHeading}
      </h2>
      <StatusLine status={status} accessLine={waterfall.accessLine} labelled={false} />
      {status.state === 'closed' ? (
        <p className="text-slate-800">
          {messages.closedSince(formatMonthYear(status.since, messages))} {status.reopening}{' '}
          <CitationList label={messages.sourceLabel(status.sources.length)} sources={status.sources} dated />{' '}
          <span className="text-sm text-slate-600">{searched}</span>
        </p>
      ) : (
        // On paper the notices below say it all: the page keeps to two sheets.
        <p data-print="hide" className="text-sm text-slate-700">
          {status.state === 'conditions' ? messages.statusConditionsMore : messages.statusOpenMore}{' '}
          {status.state === 'conditions' && searched}
        </p>
      )}
      <div data-print="hide">
        <MonthLine months={waterfall.months} closed={status.state === 'closed'} />
      </div>
    </section>
  )
}
