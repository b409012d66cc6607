import { createFileRoute, notFound } from '@tanstack/react-router'
import { waterfallQueryOptions } from '../../../catalogue/catalogue-query'
import { WaterfallNotFound } from '../../../features/waterfall/waterfall-not-found'
import { WaterfallPage } from '../../../features/waterfall/waterfall-page'
import { loadDetailMessages } from '../../../i18n/messages-loader'
import { localeFromPathname } from '../../../vocabulary/values'

export const Route = createFileRoute('/{-$locale}/waterfall/$id')({
  loader: async ({ context, location, params }) => {
    const locale = localeFromPathname(location.pathname)
    const [waterfall] = await Promise.all([
      context.queryClient.ensureQueryData(waterfallQueryOptions(locale, params.id)),
      loadDetailMessages(locale),
    ])
    if (!waterfall) throw notFound()
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
