import { type Locale, localeFromPathname } from '../vocabulary/values'
import type { DetailMessages } from './messages-detail-it'
import type { Messages } from './messages-it'

/**
 * Each language's texts are modules of their own: a page loads its own language only, and the
 * other one when the visitor reaches for the language switch. The texts only a waterfall's page
 * reads are a second module per language, loaded with such a page. No React here, so the boot
 * module can start loading the page's texts alongside the app.
 */
const LOADERS: Record<Locale, () => Promise<Messages>> = {
  it: () => import('./messages-it').then((module) => module.it),
  en: () => import('./messages-en').then((module) => module.en),
}
const DETAIL_LOADERS: Record<Locale, () => Promise<DetailMessages>> = {
  it: () => import('./messages-detail-it').then((module) => module.itDetail),
  en: () => import('./messages-detail-en').then((module) => module.enDetail),
}

/** A language's texts could not be had (offline, say): a failed load, not a fault of the app. */
export class TextsRequestError extends Error {
  override name = 'TextsRequestError'
}

/** One set of modules: each loaded once; a failed load (offline, say) may be tried again. */
function moduleCache<T>(loaders: Record<Locale, () => Promise<T>>) {
  const loaded: Partial<Record<Locale, T>> = {}
  const loading: Partial<Record<Locale, Promise<T>>> = {}
  const load = (locale: Locale): Promise<T> => {
    loading[locale] ??= loaders[locale]().then(
      (texts) => {
        loaded[locale] = texts
        return texts
      },
      (cause: unknown) => {
        delete loading[locale]
        throw new TextsRequestError(`The ${locale} texts could not be loaded`, { cause })
      },
    )
    return loading[locale]
  }
  return { load, loaded: (locale: Locale): T | undefined => loaded[locale] }
}

const pageTexts = moduleCache(LOADERS)
const detailTexts = moduleCache(DETAIL_LOADERS)

/** The language's texts, loaded once. */
export const loadMessages = pageTexts.load
/** The language's texts if they have arrived. */
export const loadedMessages = pageTexts.loaded
/** The language's texts for a waterfall's page, loaded once. */
export const loadDetailMessages = detailTexts.load
/** The language's texts for a waterfall's page, if they have arrived. */
export const loadedDetailMessages = detailTexts.loaded

const WATERFALL_PAGE = /^(\/en)?\/waterfall\//

/** Every text the page at this path shows, in its language: what the app waits for before it starts. */
export function loadPageMessages(pathname: string): Promise<unknown> {
  const locale = localeFromPathname(pathname)
  return Promise.all([loadMessages(locale), WATERFALL_PAGE.test(pathname) && loadDetailMessages(locale)])
}
