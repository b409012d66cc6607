import { useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef } from 'react'
import { useMessages } from '../../i18n/locale'
import { OfflineNotice } from './offline-notice'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

export function SiteLayout({ children }: { children: ReactNode }) {
  const messages = useMessages()
  useFocusMainOnPageChange()
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        {messages.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter />
      <OfflineNotice />
    </div>
  )
}

/**
 * After a client-side move to another page, focus goes to <main>, as a full page load would
 * reset it: screen readers start reading the new page and Tab starts from its content.
 * Filter changes keep the path, so typing and choosing filters never lose focus.
 */
function useFocusMainOnPageChange() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    document.getElementById('main')?.focus({ preventScroll: true })
  }, [pathname])
}
