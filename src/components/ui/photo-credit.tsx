import type { Waterfall } from '../../catalogue/schema'
import { useMessages } from '../../i18n/locale'
import { NeedsNetwork } from '../layout/offline-notice'

/** Author, licence and source of a published photo, as its licence asks. */
export function PhotoCredit({ credit }: { credit: NonNullable<Waterfall['photoCredit']> }) {
  const messages = useMessages()
  return (
    <p className="text-xs text-slate-600">
      {messages.photoCredit}: {credit.author},{' '}
      <a href={credit.licenceUrl} rel="license noopener noreferrer" target="_blank" className="underline">
        {credit.licence}
        <NeedsNetwork />
      </a>{' '}
      (
      <a href={credit.sourceUrl} rel="noopener noreferrer" target="_blank" className="underline">
        {messages.photoSource}
        <NeedsNetwork />
      </a>
      )
    </p>
  )
}
