import { createFileRoute, redirect } from '@tanstack/react-router'
import { catalogueQueryOptions } from '../../catalogue/catalogue-query'
import { HomePage } from '../../components/home-page'
import { stringifySearchObject, validateFilterSearch } from '../../filters/search-params'
import { localeFromPathname } from '../../i18n/locale'

export const Route = createFileRoute('/{-$locale}/')({
  validateSearch: validateFilterSearch,
  // A URL with unknown, malformed or default values is rewritten to its clean form.
  // The router merges unknown params back into `search`, so the check starts from the raw URL.
  beforeLoad: ({ location }) => {
    const clean = stringifySearchObject(validateFilterSearch(location.search))
    if (location.searchStr !== clean) throw redirect({ href: `${location.pathname}${clean}`, replace: true })
  },
  loader: ({ context, location }) => {
    void context.queryClient.prefetchQuery(catalogueQueryOptions(localeFromPathname(location.pathname)))
  },
  component: HomeRoute,
})

function HomeRoute() {
  return <HomePage search={validateFilterSearch(Route.useSearch())} />
}
