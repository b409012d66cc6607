import { useHead } from '@unhead/react'
import { useEffect } from 'react'
import { markTakenOver } from '../boot/boot-protocol'
import { useLocale, useMessages } from '../i18n/locale'
import { LOCALES, type Locale } from '../vocabulary/values'
import { absoluteUrl, capDescription, capTitle, pageUrl, SOCIAL_IMAGE_PATH, serializeJsonLd } from './site'

type PageHead = {
  /** The page's own title; the site title is added after it (or stands alone on home). */
  title?: string
  description: string
  /** The page's Italian path ('/', '/waterfall/3'); alternates and canonical come from it. */
  italianPath?: string
  image?: string
  jsonLd?: readonly object[]
  /** Pages that must not be indexed (not-found and error pages). */
  noindex?: boolean
}

const OG_LOCALE: Record<Locale, string> = { it: 'it_IT', en: 'en_GB' }

/**
 * Every head tag of a page, through unhead only. Every page calls this once, so this is also where
 * a page says the app has taken it over (boot-protocol.ts): the markup on screen is now the app's
 * own, its controls work, and the presses kept meanwhile are handed over. An effect runs once the
 * whole page around it has hydrated (a page sits in a Suspense boundary of its own, which React
 * may hydrate after the layout), so the mark never comes before the page's controls are live.
 */
export function usePageHead({ title, description, italianPath, image, jsonLd = [], noindex = false }: PageHead) {
  const locale = useLocale()
  const messages = useMessages()
  const fullTitle = capTitle(title ? `${title} | ${messages.siteTitle}` : messages.siteTitle)
  const cappedDescription = capDescription(description)
  const url = italianPath === undefined ? undefined : pageUrl(locale, italianPath)
  const imageUrl = image ?? absoluteUrl(SOCIAL_IMAGE_PATH)

  useEffect(() => {
    markTakenOver()
  }, [])

  useHead({
    title: fullTitle,
    meta: [
      { name: 'description', content: cappedDescription },
      ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: messages.siteTitle },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: cappedDescription },
      { property: 'og:image', content: imageUrl },
      { property: 'og:locale', content: OG_LOCALE[locale] },
      ...(url ? [{ property: 'og:url', content: url }] : []),
      // X reads the title, description and image from the og: tags; only the card's size is its own.
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    link: [
      // No frame is painted before the page's header is parsed: painted halfway (a slow phone's
      // parser stops to paint), the language links at its end would move, a layout shift.
      { rel: 'expect' as const, href: '#main', blocking: 'render' as const },
      { rel: 'manifest' as const, href: `/manifest.${locale}.webmanifest` },
      ...(url && italianPath !== undefined
        ? [
            { rel: 'canonical' as const, href: url },
            ...LOCALES.map((alternate) => ({
              rel: 'alternate' as const,
              hreflang: alternate,
              href: pageUrl(alternate, italianPath),
            })),
            { rel: 'alternate' as const, hreflang: 'x-default', href: pageUrl('it', italianPath) },
          ]
        : []),
    ],
    script: jsonLd.map((data) => ({ type: 'application/ld+json', innerHTML: serializeJsonLd(data) })),
  })
}
