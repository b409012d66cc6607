import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { useHead } from '@unhead/react'
import { TrackerProvider } from '../analytics/tracker-context'
import type { RouterContext } from '../app/router'
import { ErrorScreen } from '../components/layout/error-screen'
import { NotFoundPage } from '../components/layout/not-found-page'
import { SiteLayout } from '../components/layout/site-layout'
import { THEME_COLOR } from '../constants'
import { useLocale, useMessages } from '../i18n/locale'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  // The root's own boundary sits outside its layout, so it brings the layout along.
  errorComponent: (props) => (
    <SiteLayout>
      <ErrorScreen {...props} />
    </SiteLayout>
  ),
})

function RootComponent() {
  const locale = useLocale()
  const messages = useMessages()
  useHead({
    htmlAttrs: { lang: locale },
    meta: [
      { name: 'theme-color', content: THEME_COLOR },
      { name: 'author', content: messages.siteTitle },
    ],
  })
  return (
    <TrackerProvider>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </TrackerProvider>
  )
}
