import { useRouterState } from '@tanstack/react-router'
import { use } from 'react'
import { DEFAULT_LOCALE, type Locale, localeFromPathname } from '../catalogue/vocabulary'
import type { Messages } from './messages-it'
import { loadedMessages, loadMessages } from './messages-loader'

/** The locale as the optional `{-$locale}` path segment: Italian has none. */
export function localeParam(locale: Locale): 'en' | undefined {
  return locale === DEFAULT_LOCALE ? undefined : 'en'
}

export function useLocale(): Locale {
  return useRouterState({ select: (state) => localeFromPathname(state.location.pathname) })
}

/**
 * The page's texts. The page's own language is loaded before the app starts, and the other one
 * as the visitor reaches for the language switch; should a page still need one that has not
 * arrived, it waits for it (Suspense) rather than show the wrong language.
 */
export function useMessages(): Messages {
  const locale = useLocale()
  return loadedMessages(locale) ?? use(loadMessages(locale))
}

/** Home links are "current" on the home page only, not on every page below it. */
export const HOME_ONLY = { exact: true, includeSearch: false } as const
