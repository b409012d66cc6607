import { useQuery } from '@tanstack/react-query'
import { catalogueQueryOptions } from '../../catalogue/catalogue-query'
import { useLocale, useMessages } from '../../i18n/locale'
import { WaterfallDetail } from './waterfall-detail'
import { WaterfallNotFound } from './waterfall-not-found'

/** The detail page for one id: the waterfall, or why it cannot be shown. */
export function WaterfallPage({ id }: { id: string }) {
  const locale = useLocale()
  const messages = useMessages()
  const catalogue = useQuery(catalogueQueryOptions(locale))
  if (catalogue.status === 'pending') {
    return <p className="mx-auto max-w-4xl px-4 py-16 text-slate-700">{messages.loadingCatalogue}</p>
  }
  if (catalogue.status === 'error') {
    return (
      <div role="alert" className="mx-auto max-w-4xl px-4 py-16">
        <h1 className="text-2xl font-bold">{messages.catalogueErrorTitle}</h1>
        <p className="mt-2">{messages.catalogueErrorText}</p>
        <button
          type="button"
          onClick={() => void catalogue.refetch()}
          className="mt-4 rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white"
        >
          {messages.retry}
        </button>
      </div>
    )
  }
  const waterfall = catalogue.data.find((entry) => entry.id === id)
  if (!waterfall) return <WaterfallNotFound />
  return <WaterfallDetail waterfall={waterfall} />
}
