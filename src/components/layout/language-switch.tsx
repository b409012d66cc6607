import { isNotFound, type RegisteredRouter, type RouteIds, useNavigate, useRouterState } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { useTracker } from '../../analytics/tracker-context'
import { useLocale, useMessages } from '../../i18n/locale'
import { pathInLocale } from '../../i18n/locale-path'
import { loadPageMessages } from '../../i18n/messages-loader'
import { LOCALES, type Locale } from '../../vocabulary/values'
import { isPlainLeftClick } from '../ui/plain-click'

/**
 * Ita/Eng: the same page, with the same filters, in the other language. A page the site does not
 * have exists in neither, so on a not-found page (the prerendered /404 and /en/404 among them) the
 * switch leads to the other language's home, where the visitor can go on.
 */
export function LanguageSwitch() {
  const current = useLocale()
  const messages = useMessages()
  const tracker = useTracker()
  const navigate = useNavigate()
  const location = useRouterState({ select: (state) => state.location })
  const notFound = useIsNotFoundView()
  const labels: Record<Locale, { short: string; name: string }> = {
    it: { short: messages.switchToItalian, name: messages.switchToItalianName },
    en: { short: messages.switchToEnglish, name: messages.switchToEnglishName },
  }

  return (
    <nav aria-label={messages.languageSwitchLabel}>
      <ul className="language-switch">
        {LOCALES.map((locale) => {
          const pathname = pathInLocale(notFound ? '/' : location.pathname, locale)
          const href = notFound ? pathname : `${pathname}${location.searchStr}`
          const isCurrent = locale === current
          const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
            if (isCurrent || !isPlainLeftClick(event)) return
            event.preventDefault()
            tracker.track({ name: 'language_change', payload: { language: locale } })
            // A detail page keeps the list it was opened from, so its back link does too.
            const { listSearch } = location.state
            // The other language's texts for that page first (usually here already, see below);
            // should they not come, the link is followed as a plain one.
            loadPageMessages(pathname).then(
              () => navigate({ href, resetScroll: false, ...(listSearch !== undefined && { state: { listSearch } }) }),
              () => window.location.assign(href),
            )
          }
          // Reaching for the link (pointer, touch, keyboard focus) fetches the other language's texts.
          const prepare = () => {
            if (!isCurrent) loadPageMessages(pathname).catch(() => {})
          }
          return (
            <li key={locale}>
              <a
                href={href}
                hrefLang={locale}
                lang={locale}
                aria-current={isCurrent ? 'true' : undefined}
                onClick={onClick}
                onPointerEnter={prepare}
                onPointerDown={prepare}
                onFocus={prepare}
              >
                {labels[locale].short}
                <span className="sr-only">{` (${labels[locale].name})`}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** The routes that show a page of the site. */
const PAGE_ROUTES: ReadonlySet<string> = new Set<RouteIds<RegisteredRouter['routeTree']>>([
  '/{-$locale}/',
  '/{-$locale}/waterfall/$id',
])

/** A view of a page the site does not have: no page's route matches the path, or one found nothing. */
function useIsNotFoundView(): boolean {
  return useRouterState({
    select: (state) =>
      state.matches.some((match) => match.status === 'notFound' || isNotFound(match.error)) ||
      !state.matches.some((match) => PAGE_ROUTES.has(match.routeId)),
  })
}
