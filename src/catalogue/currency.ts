import type { AuthoredWaterfall, SourceId } from './authored-schema'
import { SOURCES } from './sources'
import { isStale, newestDate, STALE_AFTER_MONTHS, staleBefore } from './staleness'

/** A time-sensitive fact of one entry, with the date of its newest source. */
export type DatedFact = {
  /** What the fact is: 'status', a notice's kind and year ('fee 2025'), or 'transport'. */
  fact: string
  /** The notice's or line's own words, shortened, so an editor finds it in the entry. */
  about: string
  /**
   * The newest date its sources give (YYYY-MM-DD, YYYY-MM or YYYY, as precise as they are), or the
   * month of our last search for a status that rests on no report; undefined when no source is dated.
   */
  newest: string | undefined
  /** True when even the latest day `newest` can mean is more than STALE_AFTER_MONTHS before today. */
  old: boolean
}

export type EntryCurrency = { id: string; name: string; facts: DatedFact[] }

/** A source's date as precisely as the registry gives it. */
function sourceDate(id: SourceId): string | undefined {
  return SOURCES[id]?.date
}

/** The newest of these sources' dates. */
function newestOf(ids: readonly SourceId[]): string | undefined {
  return newestDate(ids.flatMap((id) => sourceDate(id) ?? []))
}

/**
 * The newest source behind what decides whether a visitor can go: the closure's sources and every
 * notice's (fees, calendars, hours, closures, rules); undefined when none of them is dated, or
 * the entry has none.
 */
export function newestConditionsSource(entry: AuthoredWaterfall): string | undefined {
  const { status, notices } = entry
  return newestOf([
    ...(status.state === 'closed' ? status.sources : []),
    ...notices.flatMap((notice) => notice.sources),
  ])
}

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text)

/**
 * Each entry's time-sensitive facts (its status, its notices: fees, calendars, hours, closures,
 * rules, and its public transport) with the date of the newest source behind each, flagged where
 * that date is more than STALE_AFTER_MONTHS before `today` (YYYY-MM-DD) or where no source is dated.
 */
export function currencyReport(entries: readonly AuthoredWaterfall[], today: string): EntryCurrency[] {
  const dated = (fact: string, about: string, newest: string | undefined): DatedFact => ({
    fact,
    about: shorten(about),
    newest,
    old: isStale(newest, today),
  })
  return entries.map((entry) => {
    const { status } = entry
    const statusFact =
      status.state === 'closed'
        ? dated(`status: closed since ${status.since}`, status.line.en, newestOf(status.sources))
        : dated(`status: ${status.state}`, 'no closure found when last searched', status.checked)
    return {
      id: entry.id,
      name: entry.name.it,
      facts: [
        statusFact,
        ...entry.notices.map((notice) =>
          dated(`${notice.kind} ${notice.year}`, notice.text.en, newestOf(notice.sources)),
        ),
        ...entry.transport.options.map((option) => dated('transport', option.line.en, newestOf(option.sources))),
      ],
    }
  })
}

/** The report as an editor reads it in a terminal: one block per entry, a line per fact, then totals. */
export function formatCurrencyReport(report: readonly EntryCurrency[], today: string): string {
  const facts = report.flatMap((entry) => entry.facts)
  const lines = [
    `Time-sensitive facts and their newest source, on ${today}`,
    `OLD: no source newer than ${STALE_AFTER_MONTHS} months (before ${staleBefore(today)}), or none dated.`,
    '',
  ]
  for (const entry of report) {
    lines.push(`${entry.id}. ${entry.name}`)
    for (const fact of entry.facts) {
      const mark = fact.old ? 'OLD ' : '    '
      lines.push(`  ${mark}${fact.fact.padEnd(30)} ${(fact.newest ?? 'undated').padEnd(10)}  ${fact.about}`)
    }
  }
  const old = facts.filter((fact) => fact.old).length
  lines.push('', `${facts.length} facts in ${report.length} entries; ${old} flagged OLD (printed, not enforced).`)
  return lines.join('\n')
}
