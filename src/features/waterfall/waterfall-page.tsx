import { notFound } from '@tanstack/react-router'
import { useWaterfall } from '../../catalogue/use-catalogue'
import { useLocale } from '../../i18n/locale'
import { WaterfallDetail } from './waterfall-detail'

/** The detail page for one id. The route's loader has the entry and has checked the id. */
export function WaterfallPage({ id }: { id: string }) {
  const waterfall = useWaterfall(useLocale(), id)
  if (!waterfall) throw notFound()
  return <WaterfallDetail waterfall={waterfall} />
}
