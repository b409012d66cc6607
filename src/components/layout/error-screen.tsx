import type { ErrorComponentProps } from '@tanstack/react-router'
import { useLocale, useMessages } from '../../i18n/locale'
import { localizedPath } from '../../i18n/locale-path'
import { usePageHead } from '../../seo/use-page-head'

/** An error thrown while rendering: say so plainly, keep the way home, hide the stack in details. */
export function ErrorScreen({ error }: ErrorComponentProps) {
  const locale = useLocale()
  const messages = useMessages()
  const message = error instanceof Error ? error.message : String(error)
  usePageHead({ title: messages.errorTitle, description: message, noindex: true })
  const stack = error instanceof Error ? error.stack : undefined
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-red-900">{messages.errorTitle}</h1>
      <p className="mt-3 font-mono text-slate-800">{message}</p>
      {stack && (
        <details className="mt-4 rounded bg-slate-100 p-3 forced-colors-edge">
          <summary className="cursor-pointer font-semibold">{messages.errorStack}</summary>
          <pre className="mt-2 overflow-x-auto text-xs">{stack}</pre>
        </details>
      )}
      {/* A full page load: the app's state may be what broke. */}
      <a
        href={localizedPath(locale, '/')}
        className="mt-6 inline-block rounded-lg bg-brand-800 px-5 py-2.5 font-semibold text-white forced-colors-edge hover:bg-brand-900"
      >
        {messages.errorHome}
      </a>
    </div>
  )
}
