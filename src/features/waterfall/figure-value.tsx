import type { Citation, Figure } from '../../catalogue/schema'
import { useDetailMessages } from '../../i18n/locale'

type CitationProps = {
  label: string
  sources: readonly Citation[]
  /** Say so when a source gives no year: a notice is only as current as its sources. */
  dated?: boolean
}

/** 'Fonti: lecconotizie.com (2020), valbiandino.net (anno non indicato).' */
export function CitationList({ label, sources, dated = false }: CitationProps) {
  const messages = useDetailMessages()
  const year = (source: Citation) => source.year ?? (dated ? messages.yearUnknown : undefined)
  const cited = sources.map((source) => (year(source) ? `${source.publisher} (${year(source)})` : source.publisher))
  return <span className="text-sm text-slate-600">{`${label}: ${cited.join(', ')}.`}</span>
}

/** A figure as worded by the catalogue, then what it rests on: a note, its sources, or both. */
export function FigureValue({ figure }: { figure: Figure }) {
  const messages = useDetailMessages()
  const estimate = figure.basis === 'estimate'
  const label = estimate ? messages.estimateBasedOn : messages.sourceLabel(figure.sources.length)
  return (
    <>
      <span className="font-medium" data-basis={figure.basis}>
        {figure.text}
      </span>
      {(estimate || figure.note || figure.sources.length > 0) && (
        <span className="mt-0.5 block text-sm text-slate-600">
          {estimate && `${messages.estimateLabel}. `}
          {figure.note && `${figure.note} `}
          {figure.sources.length > 0 && <CitationList label={label} sources={figure.sources} />}
        </span>
      )}
    </>
  )
}
