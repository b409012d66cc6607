import { createFileRoute } from '@tanstack/react-router'
import { catalogueQueryOptions } from '../../../catalogue/catalogue-query'
import { WaterfallPage } from '../../../features/waterfall/waterfall-page'
import { localeFromPathname } from '../../../i18n/locale'

export const Route = createFileRoute('/{-$locale}/waterfall/$id')({
  loader: ({ context, location }) => {
    void context.queryClient.prefetchQuery(catalogueQueryOptions(localeFromPathname(location.pathname)))
  },
  component: WaterfallRoute,
})

function WaterfallRoute() {
  return <WaterfallPage id={Route.useParams().id} />
}
