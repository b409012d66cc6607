/**
 * The newest date of the catalogue's text (`YYYY-MM-DD`): the last day an entry was written or
 * changed. It dates what the content knows, not the build: the prerender renders every page at
 * that moment (scripts/build/prerender.ts), so the same content always gives the same pages.
 */
export function contentDate(entries: readonly { written: string; updated?: string }[]): string {
  const dates = entries.flatMap((entry) => [entry.written, entry.updated ?? entry.written])
  const latest = dates.reduce((a, b) => (b > a ? b : a), '')
  if (!/^\d{4}-\d{2}-\d{2}$/.test(latest)) throw new Error('The catalogue has no dated entry')
  return latest
}

/**
 * The year of the footer's ©: the year the catalogue's text was last written or changed. It is
 * fixed by the content, not read from a clock, so every build of the same content prints the same
 * year and the page the browser hydrates always matches the page the build wrote (a clock read
 * on both sides would disagree for every visit in a later year).
 */
export function contentYear(entries: readonly { written: string; updated?: string }[]): number {
  const year = Number(contentDate(entries).slice(0, 4))
  if (year < 2000) throw new Error('The catalogue has no dated entry')
  return year
}
