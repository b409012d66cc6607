import { useRouterState } from '@tanstack/react-router'
import { DEFAULT_LOCALE, type Locale } from '../catalogue/vocabulary'
import { MESSAGES, type Messages } from './messages'

/** English pages live under /en; every other path is Italian. */
export function localeFromPathname(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : DEFAULT_LOCALE
}

/** The locale as the optional `{-$locale}` path segment: Italian has none. */
export function localeParam(locale: Locale): 'en' | undefined {
  return locale === DEFAULT_LOCALE ? undefined : 'en'
}

export function useLocale(): Locale {
  return useRouterState({ select: (state) => localeFromPathname(state.location.pathname) })
}

export function useMessages(): Messages {
  return MESSAGES[useLocale()]
}

/** Home links are "current" on the home page only, not on every page below it. */
export const HOME_ONLY = { exact: true, includeSearch: false } as const
