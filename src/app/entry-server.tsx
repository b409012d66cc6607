import { createMemoryHistory } from '@tanstack/react-router'
import { createHead, transformHtmlTemplate } from '@unhead/react/server'
import { renderToString } from 'react-dom/server'
import { catalogueQueryOptions } from '../catalogue/catalogue-query'
import { CATALOGUE_STATE_ID } from '../catalogue/catalogue-state'
import type { CatalogueDocument } from '../catalogue/schema'
import type { Locale } from '../catalogue/vocabulary'
import { localeFromPathname } from '../i18n/locale'
import { serializeJsonLd } from '../seo/site'
import { App } from './app'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'

/**
 * Renders one page to static HTML: its content, its head tags and the catalogue data the
 * browser needs to hydrate it without a request.
 */
export async function prerenderPage(
  url: string,
  template: string,
  documents: Record<Locale, CatalogueDocument>,
): Promise<string> {
  const locale = localeFromPathname(url)
  const queryClient = createQueryClient()
  queryClient.setQueryData(catalogueQueryOptions(locale).queryKey, documents[locale])
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }))
  await router.load()
  const head = createHead()
  const appHtml = renderToString(<App head={head} queryClient={queryClient} router={router} />)
  // Dropping the cache also stops its garbage-collection timers, which would keep Node alive.
  queryClient.clear()
  const state = `<script type="application/json" id="${CATALOGUE_STATE_ID}">${serializeJsonLd(documents[locale])}</script>`
  // data-path names the page this markup shows; the browser hydrates only that page.
  const body = template.replace('<div id="app"></div>', `<div id="app" data-path="${url}">${appHtml}</div>${state}`)
  return transformHtmlTemplate(head, body)
}
