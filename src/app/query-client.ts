import { QueryClient } from '@tanstack/react-query'
import { OtherReleaseError } from '../catalogue/catalogue-query'
import { REQUEST_RETRIES } from '../constants'

/**
 * The app's TanStack Query client, in the browser, on the server and in tests. The cache
 * constants (docs/product-rules.md#data-requests-and-retries) are the library's defaults (unused
 * data kept 5 minutes; retries 1 s apart, doubling, capped at 30 s), so they are not declared. The
 * number of retries is: the route loaders fetch with `ensureQueryData`, which the library does not
 * retry unless told, as it does a component's query. app/query-defaults.test.ts holds all of them
 * to the rules. A data file from a newer release is not asked for again: it would be the same file (catalogue-query.ts, OtherReleaseError).
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < REQUEST_RETRIES && !(error instanceof OtherReleaseError),
      },
    },
  })
