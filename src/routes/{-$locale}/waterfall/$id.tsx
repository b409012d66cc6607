import { createFileRoute, notFound } from '@tanstack/react-router'
import { catalogueQueryOptions } from '../../../catalogue/catalogue-query'
import { localeFromPathname } from '../../../catalogue/vocabulary'
import { WaterfallNotFound } from '../../../features/waterfall/waterfall-not-found'
import { WaterfallPage } from '../../../features/waterfall/waterfall-page'

export const Route = createFileRoute('/{-$locale}/waterfall/$id')({
  loader: async ({ context, location, params }) => {
    const catalogue = await context.queryClient.ensureQueryData(
      catalogueQueryOptions(localeFromPathname(location.pathname)),
    )
    if (!catalogue.waterfalls.some((waterfall) => waterfall.id === params.id)) throw notFound()
  },
  component: WaterfallRoute,
  notFoundComponent: WaterfallNotFound,
})

function WaterfallRoute() {
  return <WaterfallPage id={Route.useParams().id} />
}
