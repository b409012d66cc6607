/**
 * The years a list of sources spans: the first and last year given, and how many give none.
 * `span` is undefined when no source gives a year.
 */
export function sourceYears(years: readonly (number | undefined)[]): {
  span: { first: number; last: number } | undefined
  undated: number
} {
  const dated = years.filter((year): year is number => year !== undefined)
  const undated = years.length - dated.length
  if (dated.length === 0) return { span: undefined, undated }
  return { span: { first: Math.min(...dated), last: Math.max(...dated) }, undated }
}
