import type { Waterfall } from '../../catalogue/schema'
import { useMessages } from '../../i18n/locale'

/** Author, licence and source of a published photo, as its licence asks. */
export function PhotoCredit({ credit }: { credit: NonNullable<Waterfall['photoCredit']> }) {
  const messages = useMessages()
  return (
    <p className="text-xs text-slate-600">
      {messages.photoCredit}: {credit.author},{' '}
      <a href={credit.licenceUrl} rel="license noopener noreferrer" target="_blank" className="underline">
        {credit.licence}
      </a>{' '}
      (
      <a href={credit.sourceUrl} rel="noopener noreferrer" target="_blank" className="underline">
        {messages.photoSource}
      </a>
      )
    </p>
  )
}
