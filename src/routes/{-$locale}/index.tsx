import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { cardsQueryOptions } from '../../catalogue/catalogue-query'
import { HomePage } from '../../features/finder/home-page'
import { validateFilterSearch } from '../../features/finder/url-contract'
import { localeFromPathname } from '../../vocabulary/values'

export const Route = createFileRoute('/{-$locale}/')({
  validateSearch: validateFilterSearch,
  loader: async ({ context, location }) => {
    await context.queryClient.ensureQueryData(cardsQueryOptions(localeFromPathname(location.pathname)))
  },
  component: HomeRoute,
})

function HomeRoute() {
  const search = Route.useSearch()
  // The filter machine starts from the URL's filters and hears of every later URL change from
  // url-sync.ts, so the page is given the first search only: the URL write that follows each
  // keystroke does not render the whole page again.
  const [initialSearch] = useState(search)
  return <HomePage initialSearch={initialSearch} />
}
