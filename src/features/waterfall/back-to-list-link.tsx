import { useNavigate, useRouterState } from '@tanstack/react-router'
import { isPlainLeftClick } from '../../components/ui/plain-click'
import { useLocale, useMessages } from '../../i18n/locale'
import { localizedPath } from '../../i18n/locale-path'

/** Back to the list, with the filters the visitor came from when they opened this page from it. */
export function BackToListLink() {
  const locale = useLocale()
  const messages = useMessages()
  const navigate = useNavigate()
  const listSearch = useRouterState({ select: (state) => state.location.state.listSearch ?? '' })
  const href = `${localizedPath(locale, '/')}${listSearch}`
  return (
    <a
      href={href}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return
        event.preventDefault()
        void navigate({ href })
      }}
      className="inline-block rounded font-semibold text-brand-800 underline"
    >
      ← {messages.backToWaterfalls}
    </a>
  )
}
