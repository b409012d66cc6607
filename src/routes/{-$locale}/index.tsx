import { createFileRoute, redirect } from '@tanstack/react-router'
import { catalogueQueryOptions } from '../../catalogue/catalogue-query'
import { HomePage } from '../../components/home-page'
import { stringifySearchObject, validateFilterSearch } from '../../filters/search-params'
import { localeFromPathname } from '../../i18n/locale'

export const Route = createFileRoute('/{-$locale}/')({
  validateSearch: validateFilterSearch,
  // A URL with unknown, malformed or default values is rewritten to its clean form.
  beforeLoad: ({ location, search }) => {
    if (location.searchStr !== stringifySearchObject(search)) {
      throw redirect({ href: `${location.pathname}${stringifySearchObject(search)}`, replace: true })
    }
  },
  loader: ({ context, location }) => {
    void context.queryClient.prefetchQuery(catalogueQueryOptions(localeFromPathname(location.pathname)))
  },
  component: HomeRoute,
})

function HomeRoute() {
  return <HomePage search={Route.useSearch()} />
}
