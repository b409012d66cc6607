import { useMessages } from '../../i18n/locale'
import { HomeLink } from './home-link'
import { LanguageSwitch } from './language-switch'

export function SiteHeader() {
  const messages = useMessages()
  return (
    <header data-print="hide" className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <HomeLink className="rounded text-lg font-bold tracking-tight focus-visible:outline-white">
          {messages.siteTitle}
        </HomeLink>
        <LanguageSwitch />
      </div>
    </header>
  )
}
