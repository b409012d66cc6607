import type { Citation, Month, MonthState } from '../../catalogue/schema'
import { useDetailMessages } from '../../i18n/locale'
import { ESTIMATE_MARK, MONTH_SYMBOLS, monthText } from '../../i18n/month-wording'
import { MONTH_STATES } from '../../vocabulary/values'
import { CitationList } from './figure-value'

// A tint per state helps the eye; the symbol says it without colour (and in print, where the tints go).
const TINTS: Record<MonthState, string> = {
  best: 'bg-sky-100 text-sky-950 ring-sky-700/40',
  variable: 'bg-white text-slate-900 ring-slate-400',
  low: 'bg-amber-50 text-amber-950 ring-amber-700/30',
  closed: 'bg-slate-200 text-slate-900 ring-slate-500',
}

type Props = { months: readonly Month[]; note: string; sources: readonly Citation[] }

/**
 * The twelve months, January first, each with its state in words for a screen reader and as a
 * symbol for the eye, a key to the symbols, and what the months rest on. Four to a row on a phone,
 * all twelve on a wide screen.
 */
export function MonthList({ months, note, sources }: Props) {
  const messages = useDetailMessages()
  const estimates = months.some((month) => month.basis === 'estimate')
  return (
    <div className="mt-3" data-testid="months">
      <h3 id="months-heading" className="font-semibold">
        {messages.monthsHeading}
      </h3>
      <ol
        data-print="compact"
        aria-labelledby="months-heading"
        className="mt-2 grid grid-cols-4 gap-1.5 sm:grid-cols-6 md:grid-cols-12 print:grid-cols-12"
      >
        {months.map((month, index) => (
          <li
            // The twelve months never move: the position is the month.
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the month
            key={index}
            data-state={month.state}
            data-basis={month.basis}
            data-month-index={index + 1}
            className={`flex flex-col items-center rounded-md py-1 ring-1 ring-inset ${TINTS[month.state]} ${
              month.basis === 'estimate' ? 'border border-dashed border-slate-500' : 'border border-transparent'
            }`}
          >
            <span aria-hidden="true" className="text-sm">
              {messages.monthShortNames[index]}
            </span>
            <span aria-hidden="true" className="text-lg leading-none">
              {MONTH_SYMBOLS[month.state]}
              {month.basis === 'estimate' && <sup>{ESTIMATE_MARK}</sup>}
            </span>
            <span data-month-text className="sr-only">
              {monthText(index, month, messages)}
            </span>
            {/* The visitor's month, which the stylesheet also frames (see month-line.tsx). */}
            <span data-for-month={index + 1} className="px-0.5 text-center text-xs leading-tight font-semibold">
              {messages.thisMonthMark}
            </span>
          </li>
        ))}
      </ol>
      {/* The key repeats in words what each symbol stands for; a screen reader has heard it month by month. */}
      <div aria-hidden="true" className="mt-2 flex flex-wrap gap-x-2 text-sm text-slate-700">
        <span className="font-medium">{messages.monthsLegend}:</span>
        <ul className="contents">
          {MONTH_STATES.map((state) => (
            <li key={state} className="mr-2">
              {MONTH_SYMBOLS[state]} {messages.monthStates[state]}
            </li>
          ))}
          {estimates && (
            <li>
              {ESTIMATE_MARK} {messages.monthEstimate}
            </li>
          )}
        </ul>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {note} {sources.length > 0 && <CitationList label={messages.sourceLabel(sources.length)} sources={sources} />}
      </p>
    </div>
  )
}
