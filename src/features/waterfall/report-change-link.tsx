import type { WaterfallEntry } from '../../catalogue/schema'
import { useDetailMessages, useLocale } from '../../i18n/locale'
import { pageUrl } from '../../seo/site'
import { CORRECTIONS_EMAIL, mailtoHref } from './report-change'

/**
 * "Segnala una correzione / Report a change" under a section of a waterfall's page: an e-mail to
 * the editors, prefilled with the waterfall, the page's address and the section (its heading).
 */
export function ReportChangeLink({ waterfall, section }: { waterfall: WaterfallEntry; section: string }) {
  const messages = useDetailMessages()
  const locale = useLocale()
  const page = pageUrl(locale, `/waterfall/${waterfall.id}`)
  const href = mailtoHref(
    CORRECTIONS_EMAIL,
    messages.reportSubject(waterfall.name, section),
    messages.reportBody(page, section),
  )
  return (
    <p data-print="hide" className="text-sm">
      <a href={href} className="text-brand-800 underline">
        {messages.reportChange}
        <span className="sr-only">{` (${section}: ${messages.reportChangeHint})`}</span>
      </a>
    </p>
  )
}
