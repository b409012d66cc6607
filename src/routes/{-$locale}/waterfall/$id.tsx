import { createFileRoute, notFound } from '@tanstack/react-router'
import { catalogueQueryOptions } from '../../../catalogue/catalogue-query'
import { localeFromPathname } from '../../../catalogue/vocabulary'
import { WaterfallNotFound } from '../../../features/waterfall/waterfall-not-found'
import { WaterfallPage } from '../../../features/waterfall/waterfall-page'
import { loadDetailMessages } from '../../../i18n/messages-loader'

export const Route = createFileRoute('/{-$locale}/waterfall/$id')({
  loader: async ({ context, location, params }) => {
    const locale = localeFromPathname(location.pathname)
    const [catalogue] = await Promise.all([
      context.queryClient.ensureQueryData(catalogueQueryOptions(locale)),
      loadDetailMessages(locale),
    ])
    if (!catalogue.waterfalls.some((waterfall) => waterfall.id === params.id)) throw notFound()
  },
  component: WaterfallRoute,
  notFoundComponent: WaterfallNotFound,
  // One chunk for the page and its not-found state: they share the breadcrumb, which would
  // otherwise be a third file of its own.
  codeSplitGroupings: [['component', 'notFoundComponent']],
})

function WaterfallRoute() {
  return <WaterfallPage id={Route.useParams().id} />
}
