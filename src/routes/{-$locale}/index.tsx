import { createFileRoute } from '@tanstack/react-router'
import { catalogueQueryOptions } from '../../catalogue/catalogue-query'
import { HomePage } from '../../features/finder/home-page'
import { validateFilterSearch } from '../../features/finder/url-contract'
import { localeFromPathname } from '../../i18n/locale'

export const Route = createFileRoute('/{-$locale}/')({
  validateSearch: validateFilterSearch,
  loader: async ({ context, location }) => {
    await context.queryClient.ensureQueryData(catalogueQueryOptions(localeFromPathname(location.pathname)))
  },
  component: HomeRoute,
})

function HomeRoute() {
  return <HomePage search={Route.useSearch()} />
}
