import { useRouterState } from '@tanstack/react-router'
import { use, useMemo } from 'react'
import { DEFAULT_LOCALE, type Locale, localeFromPathname } from '../vocabulary/values'
import type { DetailMessages } from './messages-detail-it'
import type { Messages } from './messages-it'
import { loadDetailMessages, loadedDetailMessages, loadedMessages, loadMessages } from './messages-loader'

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

/**
 * A waterfall's page's texts: the page's texts and those only such a page reads. Its route
 * loader (or, for a page taken over, the app's start) has loaded them; should they still be on
 * their way, the page waits for them as useMessages does.
 */
export function useDetailMessages(): Messages & DetailMessages {
  const locale = useLocale()
  const messages = useMessages()
  const detail = loadedDetailMessages(locale) ?? use(loadDetailMessages(locale))
  return useMemo(() => ({ ...messages, ...detail }), [messages, detail])
}

/** Home links are "current" on the home page only, not on every page below it. */
export const HOME_ONLY = { exact: true, includeSearch: false } as const
