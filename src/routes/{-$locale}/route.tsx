import { createFileRoute, notFound } from '@tanstack/react-router'

/**
 * Italian pages have no prefix; English ones live under /en. Any other first segment is a 404.
 * No component: the router renders the child route in its place.
 */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params }) => {
    if (params.locale !== undefined && params.locale !== 'en') throw notFound()
  },
})
