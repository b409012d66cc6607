import { createRequestHandler, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server'
import { createHead, transformHtmlTemplate } from '@unhead/react/server'
import { PRERENDERED_PATH_ATTRIBUTE, VIEW_PARAMETERS_ATTRIBUTE } from '../boot/boot-protocol'
import { cardsQueryOptions } from '../catalogue/catalogue-query'
import { listViewPlan, listViewPlanElement } from '../features/finder/list-view-plan'
import { isListPath, SEARCH_PARAM_ORDER } from '../features/finder/url-contract'
import { loadMessages, loadPageMessages } from '../i18n/messages-loader'
import { localeFromPathname } from '../vocabulary/values'
import { App } from './app'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'

export type PrerenderedPage = { status: number; html: string }

/**
 * Renders one page to static HTML through the router's own server entry: the page and its head
 * tags, from what the page's route loaders fetched (the build answers their requests from the
 * release's data files, see scripts/build/prerender.ts), and the router's state for hydration.
 * The page carries no copy of that data: the app fetches the same data files as it starts (the
 * offline worker keeps them), so no text is sent twice. A list also carries its plan and its own
 * script (list-before-app.ts). `status` is 404 for a not-found page.
 */
export async function prerenderPage(
  path: string,
  template: string,
  /** A list page's own script (features/finder/list-before-app.ts), bundled by the build. */
  listScript = '',
): Promise<PrerenderedPage> {
  await loadPageMessages(path)
  // On the server, TanStack Query keeps data without garbage-collection timers.
  const queryClient = createQueryClient()
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
  // On a list, the parameters that would make it another URL's view: those the URL contract reads.
  head.push({
    htmlAttrs: {
      [PRERENDERED_PATH_ATTRIBUTE]: path,
      ...(isListPath(path) && { [VIEW_PARAMETERS_ATTRIBUTE]: SEARCH_PARAM_ORDER.join(' ') }),
    },
  })
  const locale = localeFromPathname(path)
  const cards = queryClient.getQueryData(cardsQueryOptions(locale).queryKey)
  const listView =
    isListPath(path) && cards && listScript
      ? `${listViewPlanElement(listViewPlan(cards.waterfalls, locale, await loadMessages(locale)))}<script>${listScript}</script>`
      : ''
  // Through a function: a page's text may hold `$&`, which a replacement string would read.
  const body = template.replace('<div id="app"></div>', () => `<div id="app">${appHtml}</div>${listView}`)
  return { status: response.status, html: await transformHtmlTemplate(head, body) }
}
