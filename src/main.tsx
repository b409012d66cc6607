import { createHead } from '@unhead/react/client'
import { flushSync } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app'
import { catalogueQueryOptions } from './catalogue/catalogue-query'
import { CATALOGUE_STATE_ID } from './catalogue/catalogue-state'
import { catalogueDocumentSchema } from './catalogue/schema'
import { localeFromPathname } from './i18n/locale'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import './styles.css'

if (import.meta.env.DEV && import.meta.env.VITE_XSTATE_INSPECT === 'true') {
  const { startInspector } = await import('./filters/inspector')
  startInspector()
}

const container = document.getElementById('app')
if (!container) throw new Error('The #app element is missing from index.html')

const queryClient = createQueryClient()
const locale = localeFromPathname(window.location.pathname)
const prerenderedState = document.getElementById(CATALOGUE_STATE_ID)?.textContent
if (prerenderedState) {
  const parsed = catalogueDocumentSchema.safeParse(JSON.parse(prerenderedState))
  if (parsed.success) queryClient.setQueryData(catalogueQueryOptions(locale).queryKey, parsed.data)
}

const router = createAppRouter(queryClient)
const head = createHead()
const app = <App head={head} queryClient={queryClient} router={router} />

// Hydrate only markup prerendered for exactly this URL. A filtered list (a query) or a 404
// page shown for another path renders afresh instead of hydrating something else.
if (container.dataset.path === window.location.pathname && window.location.search === '') {
  await router.load()
  // Marks the router as hydrating server markup, so it renders the same tree as the server did
  // (without the client-only Suspense wrapper around the matches).
  router.ssr = { manifest: undefined }
  hydrateRoot(container, app)
} else {
  await router.load()
  const root = createRoot(container)
  flushSync(() => root.render(app))
  // The markup on screen is now the app's own: whatever styles hid the prerendered page stop applying.
  delete container.dataset.path
}
