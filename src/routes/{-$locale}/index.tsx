import { createFileRoute, redirect } from '@tanstack/react-router'
import { catalogueQueryOptions } from '../../catalogue/catalogue-query'
import { HomePage } from '../../features/finder/home-page'
import { isCleanSearch, stringifySearchObject, validateFilterSearch } from '../../features/finder/url-contract'
import { localeFromPathname } from '../../i18n/locale'

export const Route = createFileRoute('/{-$locale}/')({
  validateSearch: validateFilterSearch,
  // A URL with unknown, malformed or default values is rewritten to its clean form.
  // Checked against the URL as parsed (unknown keys and repeated ones included), since the
  // router's own search string has already dropped what it cannot write back.
  beforeLoad: ({ location }) => {
    const clean = validateFilterSearch(location.search)
    if (!isCleanSearch(location.search, clean)) {
      throw redirect({ href: `${location.pathname}${stringifySearchObject(clean)}`, replace: true })
    }
  },
  loader: ({ context, location }) => {
    void context.queryClient.prefetchQuery(catalogueQueryOptions(localeFromPathname(location.pathname)))
  },
  component: HomeRoute,
})

function HomeRoute() {
  return <HomePage search={validateFilterSearch(Route.useSearch())} />
}
