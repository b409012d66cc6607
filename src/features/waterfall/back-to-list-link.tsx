import { useHydrated, useNavigate, useRouter, useRouterState } from '@tanstack/react-router'
import { isPlainLeftClick } from '../../components/ui/plain-click'
import { useDetailMessages, useLocale } from '../../i18n/locale'
import { localizedPath } from '../../i18n/locale-path'

/**
 * Back to the list, with the filters the visitor came from when they opened this page from it.
 * When the list is the history entry just before this one, the link goes back to that entry, as
 * the browser's Back would: the list is then where it was, scrolled to the card that was opened.
 * The list is that entry exactly when this entry was pushed by a card (see `openedFromList`):
 * a pushed entry always follows the one it was pushed from.
 */
export function BackToListLink() {
  const locale = useLocale()
  const messages = useDetailMessages()
  const navigate = useNavigate()
  const router = useRouter()
  const listSearch = useRouterState({ select: (state) => state.location.state.listSearch ?? '' })
  const listIsPrevious = useRouterState({ select: (state) => state.location.state.openedFromList === true })
  // The prerendered page knows no list; hydration keeps its markup as it is, so the filtered
  // address is written once the page is the app's own. The href is then always where a click goes.
  const hydrated = useHydrated()
  const href = `${localizedPath(locale, '/')}${hydrated ? listSearch : ''}`
  return (
    <a
      href={href}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return
        event.preventDefault()
        if (listIsPrevious) router.history.back()
        else void navigate({ href })
      }}
      data-print="hide"
      className="inline-block rounded font-semibold text-brand-800 underline"
    >
      {`← ${messages.backToWaterfalls}`}
    </a>
  )
}
