import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server'
import { createHead, transformHtmlTemplate } from '@unhead/react/server'
import { catalogueQueryOptions } from '../catalogue/catalogue-query'
import { CATALOGUE_STATE_ID } from '../catalogue/catalogue-state'
import type { CatalogueDocument } from '../catalogue/schema'
import type { Locale } from '../catalogue/vocabulary'
import { localeFromPathname } from '../catalogue/vocabulary'
import { loadPageMessages } from '../i18n/messages-loader'
import { serializeJsonLd } from '../seo/site'
import { App } from './app'
import { PRERENDERED_PATH_ATTRIBUTE } from './boot-protocol'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'

export type PrerenderedPage = { status: number; html: string }

/**
 * Renders one page to static HTML through the router's own server entry: the page, its head
 * tags, the router's state for hydration, and the catalogue the browser needs to hydrate it
 * without a request. `status` is 404 for a not-found page.
 */
export async function prerenderPage(
  path: string,
  template: string,
  documents: Record<Locale, CatalogueDocument>,
): Promise<PrerenderedPage> {
  const document = documents[localeFromPathname(path)]
  await loadPageMessages(path)
  // On the server, TanStack Query keeps data without garbage-collection timers.
  const queryClient = createQueryClient()
  queryClient.setQueryData(catalogueQueryOptions(document.locale).queryKey, document)
  const head = createHead()
  const handler = createRequestHandler({
    request: new Request(new URL(path, 'http://localhost')),
    createRouter: () => createAppRouter(queryClient),
  })
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({
      router,
      responseHeaders,
      children: (
        <App head={head} queryClient={queryClient}>
          <RouterServer router={router} />
        </App>
      ),
    }),
  )
  const appHtml = (await response.text()).replace(/^<!DOCTYPE html>/i, '')
  // The path this markup shows: index.html's inline script compares it with the browser's URL.
  head.push({ htmlAttrs: { [PRERENDERED_PATH_ATTRIBUTE]: path } })
  const state = `<script type="application/json" id="${CATALOGUE_STATE_ID}">${serializeJsonLd(document)}</script>`
  const body = template.replace('<div id="app"></div>', `<div id="app">${appHtml}</div>${state}`)
  return { status: response.status, html: await transformHtmlTemplate(head, body) }
}
