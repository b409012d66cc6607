import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useMarkTakenOver } from '../../app/taken-over'
import { CatalogueRequestError } from '../../catalogue/catalogue-query'
import { useMessages } from '../../i18n/locale'
import { usePageHead } from '../../seo/use-page-head'
import { ErrorScreen } from './error-screen'

/**
 * A route's error: the catalogue that could not be loaded gets a plain message and a way to try
 * again (the URL, and so every filter, stays as it is); anything else is an unexpected error.
 */
export function RouteError(props: ErrorComponentProps) {
  return props.error instanceof CatalogueRequestError ? <CatalogueError /> : <ErrorScreen {...props} />
}

function CatalogueError() {
  const messages = useMessages()
  const router = useRouter()
  const queryErrors = useQueryErrorResetBoundary()
  // The failed query may be asked again as soon as this screen shows.
  useEffect(() => queryErrors.reset(), [queryErrors])
  useMarkTakenOver()
  usePageHead({ title: messages.catalogueErrorTitle, description: messages.catalogueErrorText, noindex: true })
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <div role="alert" className="rounded-xl bg-red-50 p-6 text-red-900 ring-1 ring-red-200">
        <h1 className="text-2xl font-semibold">{messages.catalogueErrorTitle}</h1>
        <p className="mt-1">{messages.catalogueErrorText}</p>
        <button
          type="button"
          onClick={() => void router.invalidate()}
          className="mt-4 rounded-lg bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900"
        >
          {messages.retry}
        </button>
      </div>
    </div>
  )
}
