import { CONTACT_EMAIL } from '../../constants'
import { useMessages } from '../../i18n/locale'

export function SiteFooter() {
  const messages = useMessages()
  return (
    <footer data-print="hide" className="mt-6 bg-slate-900 text-slate-200 sm:mt-16">
      <div className="mx-auto max-w-6xl space-y-1.5 px-4 py-6 text-[0.8125rem]/5 sm:space-y-2 sm:py-8 sm:text-sm">
        <p>{`© ${__CONTENT_YEAR__} ${messages.siteTitle}. ${messages.footerRights}`}</p>
        <p>
          {messages.footerContact}:{' '}
          <a className="rounded text-white underline focus-visible:outline-white" href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>
        </p>
        {messages.footerCopyrightLines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>{messages.footerMadeWith}</p>
      </div>
    </footer>
  )
}
