import type { ReactNode } from 'react'

/** One fact of a waterfall's page: its name and its value, as a row of a description list. */
export function FactRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="fact-row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}
