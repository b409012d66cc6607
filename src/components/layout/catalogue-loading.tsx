import { useMessages } from '../../i18n/locale'
import { usePageHead } from '../../seo/use-page-head'

const SKELETON_CARDS = 6

/** Shown when the catalogue of the other language takes a while to arrive. */
export function CatalogueLoading() {
  const messages = useMessages()
  // The tab's title is in the language being loaded, as the rest of the page is.
  usePageHead({ title: messages.loadingCatalogue, description: messages.loadingCatalogue, noindex: true })
  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-8">
      <p role="status" className="text-sm font-medium text-slate-700">
        {messages.loadingCatalogue}
      </p>
      <ul
        className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
        aria-hidden="true"
        data-testid="results-skeleton"
      >
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className="h-[30rem] animate-pulse rounded-xl bg-slate-200" />
        ))}
      </ul>
    </div>
  )
}
