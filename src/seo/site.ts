import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '../constants'
import { localizedPath } from '../i18n/locale-path'
import type { Locale } from '../vocabulary/values'
import { normalizeOrigin } from './origin'

/** The site's public origin, the one setting behind every absolute URL (canonical, hreflang, JSON-LD, sitemap). */
export const SITE_ORIGIN = normalizeOrigin(import.meta.env.VITE_SITE_ORIGIN)

export const SOCIAL_IMAGE_PATH = '/social-card.png'

export function absoluteUrl(path: string): string {
  return `${SITE_ORIGIN}${path === '/' ? '/' : path}`
}

/** The absolute URL of an Italian path in the given language. */
export function pageUrl(locale: Locale, italianPath: string): string {
  return absoluteUrl(localizedPath(locale, italianPath))
}

/**
 * Cuts to `max` characters: the first max − 3 and a three-dot ellipsis, so a cut title is 57 +
 * '...' = 60 characters and a cut description 157 + '...' = 160 (docs/product-rules.md#page-metadata).
 * A space left at the cut is dropped, so the result may be a character or two shorter.
 */
export function capLength(text: string, max: number): string {
  if (text.length <= max) return text
  return `${text.slice(0, max - ELLIPSIS.length).trimEnd()}${ELLIPSIS}`
}

const ELLIPSIS = '...'

export const capTitle = (title: string) => capLength(title, TITLE_MAX_LENGTH)
export const capDescription = (description: string) => capLength(description, DESCRIPTION_MAX_LENGTH)

/**
 * JSON for a <script type="application/ld+json">: the characters that could end the script
 * element or be read as markup are escaped, so no catalogue text can break out of it.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
