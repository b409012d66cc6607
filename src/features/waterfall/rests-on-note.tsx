import type { RestsOn, RestsOnField } from '../../catalogue/schema'
import { useDetailMessages } from '../../i18n/locale'

/**
 * What a fixed value rests on when no source gives it directly, written beside the value (not in
 * a tooltip, which a phone or a printed page never shows).
 */
export function RestsOnNote({
  field,
  label,
  restsOn,
}: {
  field: RestsOnField
  label: string
  restsOn: readonly RestsOn[]
}) {
  const messages = useDetailMessages()
  const notes = restsOn.filter((note) => note.field === field)
  if (notes.length === 0) return null
  return (
    <>
      {notes.map((note) => (
        <span key={note.text} data-rests-on={field} className="mt-1 block text-sm text-slate-700">
          <span className="font-medium">{messages.restsOnLabel(label)}</span> {note.text}
        </span>
      ))}
    </>
  )
}
