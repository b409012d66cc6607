import { QueryClient } from '@tanstack/react-query'
import { QUERY_GC_TIME_MS, QUERY_RETRY_BASE_DELAY_MS, QUERY_RETRY_COUNT, QUERY_RETRY_MAX_DELAY_MS } from '../constants'

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 30 s (spec §9). */
export function retryDelay(failureCount: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** failureCount, QUERY_RETRY_MAX_DELAY_MS)
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, retry: QUERY_RETRY_COUNT, retryDelay },
    },
  })
}
