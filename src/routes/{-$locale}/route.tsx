import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'

/** Italian pages have no prefix; English ones live under /en. Any other first segment is a 404. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params }) => {
    if (params.locale !== undefined && params.locale !== 'en') throw notFound()
  },
  component: Outlet,
})
