import { useSuspenseQuery } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { catalogueQueryOptions } from '../../catalogue/catalogue-query'
import { useLocale } from '../../i18n/locale'
import { WaterfallDetail } from './waterfall-detail'

/** The detail page for one id. The route's loader has the catalogue and has checked the id. */
export function WaterfallPage({ id }: { id: string }) {
  const { data: waterfalls } = useSuspenseQuery(catalogueQueryOptions(useLocale()))
  const waterfall = waterfalls.find((entry) => entry.id === id)
  if (!waterfall) throw notFound()
  return <WaterfallDetail waterfall={waterfall} />
}
