import { useMessages } from '../../i18n/locale'
import { HomeLink } from './home-link'
import { LanguageSwitch } from './language-switch'

export function SiteHeader() {
  const messages = useMessages()
  return (
    <header data-print="hide" className="site-header">
      <div>
        <HomeLink className="site-name">{messages.siteTitle}</HomeLink>
        <LanguageSwitch />
      </div>
    </header>
  )
}
