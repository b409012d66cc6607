import type { Messages } from '../i18n/messages'
import type { Locale } from '../vocabulary/values'
import { pageUrl } from './site'

/** schema.org data for the home page: the site and how to search it. */
export function websiteJsonLd(locale: Locale, messages: Messages) {
  const home = pageUrl(locale, '/')
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: messages.siteTitle,
    url: home,
    inLanguage: locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${home}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}
