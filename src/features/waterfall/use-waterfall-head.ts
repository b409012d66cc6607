import type { WaterfallEntry } from '../../catalogue/schema'
import { illustrationFor } from '../../components/ui/illustration-for'
import { useLocale } from '../../i18n/locale'
import { absoluteUrl } from '../../seo/site'
import { usePageHead } from '../../seo/use-page-head'
import type { Crumb } from './breadcrumb'
import { breadcrumbJsonLd, touristAttractionJsonLd } from './structured-data'

/** The detail page's title, description, alternates and structured data. */
export function useWaterfallHead(waterfall: WaterfallEntry, crumbs: readonly Crumb[]) {
  const locale = useLocale()
  usePageHead({
    title: waterfall.name,
    description: waterfall.description,
    italianPath: `/waterfall/${waterfall.id}`,
    ...(waterfall.imageUrl && { image: waterfall.imageUrl }),
    jsonLd: [
      touristAttractionJsonLd(waterfall, locale, illustrationFor(waterfall.type)),
      breadcrumbJsonLd(
        crumbs.map((crumb) => ({ name: crumb.label, ...(crumb.href && { url: absoluteUrl(crumb.href) }) })),
      ),
    ],
  })
}
