import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { type ErrorComponentProps, type RouterState, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { CatalogueRequestError, OtherReleaseError } from '../../catalogue/catalogue-query'
import { useMessages } from '../../i18n/locale'
import { TextsRequestError } from '../../i18n/messages-loader'
import { usePageHead } from '../../seo/use-page-head'
import { ErrorScreen } from './error-screen'
import { type FailedPage, type FailureCause, loadFailureTexts } from './load-failure-texts'

/**
 * A route's error: what the page needed and could not load (the catalogue, the texts or the
 * code of a page) gets a plain message about that page and a way to try again (the URL, and
 * so every filter, stays as it is); anything else is an unexpected error.
 */
export function RouteError(props: ErrorComponentProps) {
  if (!isFailedLoad(props.error)) return <ErrorScreen {...props} />
  return <CatalogueError cause={props.error instanceof OtherReleaseError ? 'newer-release' : 'network'} />
}

/** How the browsers word a script of the app that could not be fetched (a page's code, offline). */
const MODULE_FETCH_FAILED =
  /^(?:Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/

/** Something the page needed did not arrive: the catalogue, its texts or its code. */
function isFailedLoad(error: unknown): boolean {
  if (error instanceof CatalogueRequestError || error instanceof TextsRequestError) return true
  return error instanceof TypeError && MODULE_FETCH_FAILED.test(error.message)
}

/**
 * When the data came from a newer release than this page's script, trying again loads the page
 * afresh (the same URL, every filter kept) rather than asking for the same file again.
 */
function CatalogueError({ cause }: { cause: FailureCause }) {
  const messages = useMessages()
  const router = useRouter()
  const queryErrors = useQueryErrorResetBoundary()
  // The failed query may be asked again as soon as this screen shows.
  useEffect(() => queryErrors.reset(), [queryErrors])
  const page = useRouterState({ select: failedPage })
  const { title, text, action } = loadFailureTexts(messages, page, cause)
  usePageHead({ title, description: text, noindex: true })
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <div role="alert" className="rounded-xl bg-red-50 p-6 text-red-900 ring-1 ring-red-200 forced-colors-edge">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="mt-1">{text}</p>
        <button
          type="button"
          onClick={() => (cause === 'newer-release' ? window.location.reload() : void router.invalidate())}
          className="mt-4 rounded-lg bg-red-800 px-4 py-2 font-semibold text-white forced-colors-edge hover:bg-red-900"
        >
          {action}
        </button>
      </div>
    </div>
  )
}

/** Which page the failed load was for, from the router's matches and the URL's query. */
function failedPage(state: RouterState): FailedPage {
  if (state.matches.some((match) => match.routeId === '/{-$locale}/waterfall/$id')) return { kind: 'waterfall' }
  return { kind: 'list', withChoices: state.location.searchStr !== '' }
}
