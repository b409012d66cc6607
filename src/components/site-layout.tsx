import type { ReactNode } from 'react'
import { useMessages } from '../i18n/locale'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

export function SiteLayout({ children }: { children: ReactNode }) {
  const messages = useMessages()
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow"
      >
        {messages.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
