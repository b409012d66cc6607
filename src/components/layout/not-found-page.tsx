import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useMessages } from '../../i18n/locale'
import { usePageHead } from '../../seo/use-page-head'
import { HomeLink } from './home-link'

/** Any path the site does not have. The attempted path goes to the console for whoever debugs it. */
export function NotFoundPage() {
  const messages = useMessages()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    console.error(`404: no page at ${pathname}`)
  }, [pathname])
  usePageHead({ title: messages.notFoundTitle, description: messages.notFoundText, noindex: true })
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{messages.notFoundTitle}</h1>
      <p className="mt-3 text-slate-700">{messages.notFoundText}</p>
      <HomeLink className="mt-6 inline-block rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white forced-colors-edge hover:bg-brand-900">
        {messages.returnHome}
      </HomeLink>
    </div>
  )
}
