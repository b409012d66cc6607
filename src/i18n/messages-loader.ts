import type { Locale } from '../catalogue/vocabulary'
import type { Messages } from './messages-it'

/**
 * Each language's texts are a module of their own: a page loads its own language only, and the
 * other one when the visitor reaches for the language switch. No React here, so the boot
 * module can start loading the page's language alongside the app.
 */
const LOADERS: Record<Locale, () => Promise<Messages>> = {
  it: () => import('./messages-it').then((module) => module.it),
  en: () => import('./messages-en').then((module) => module.en),
}

const loaded: Partial<Record<Locale, Messages>> = {}
const loading: Partial<Record<Locale, Promise<Messages>>> = {}

/** The language's texts, loaded once; a failed load (offline, say) may be tried again. */
export function loadMessages(locale: Locale): Promise<Messages> {
  loading[locale] ??= LOADERS[locale]().then(
    (messages) => {
      loaded[locale] = messages
      return messages
    },
    (error: unknown) => {
      delete loading[locale]
      throw error
    },
  )
  return loading[locale]
}

/** The language's texts if they have arrived. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded[locale]
}
