import type { Locale } from '../vocabulary/values'
import { localeFromPathname } from '../vocabulary/values'

/** The same page in another language: '/waterfall/3' ⇄ '/en/waterfall/3', '/' ⇄ '/en'. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const italianPath = localeFromPathname(pathname) === 'en' ? pathname.slice('/en'.length) || '/' : pathname
  if (locale === 'it') return italianPath
  return italianPath === '/' ? '/en' : `/en${italianPath}`
}

/** A path inside the site for the given locale: localizedPath('en', '/waterfall/3'). */
export function localizedPath(locale: Locale, italianPath: string): string {
  return pathInLocale(italianPath, locale)
}
