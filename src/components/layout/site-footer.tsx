import { CONTACT_EMAIL } from '../../constants'
import { useMessages } from '../../i18n/locale'

export function SiteFooter() {
  const messages = useMessages()
  return (
    <footer data-print="hide" className="site-footer">
      <div>
        <p>{`© ${__CONTENT_YEAR__} ${messages.siteTitle}. ${messages.footerRights}`}</p>
        <p>
          {messages.footerContact}: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </p>
        {messages.footerCopyrightLines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>{messages.footerMadeWith}</p>
      </div>
    </footer>
  )
}
