/**
 * The year of the footer's ©: the year the catalogue's text was last written or changed. It is
 * fixed by the content, not read from a clock, so every build of the same content prints the same
 * year and the page the browser hydrates always matches the page the build wrote (a clock read
 * on both sides would disagree for every visit in a later year).
 */
export function contentYear(entries: readonly { written: string; updated?: string }[]): number {
  const dates = entries.flatMap((entry) => [entry.written, entry.updated ?? entry.written])
  const latest = dates.reduce((a, b) => (b > a ? b : a), '')
  const year = Number(latest.slice(0, 4))
  if (!Number.isInteger(year) || year < 2000) throw new Error('The catalogue has no dated entry')
  return year
}
