import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '../api/api-error.ts'

const MAX_RETRIES = 2

/** Retries only what may pass next time: transport and server failures, never a 4xx. */
function shouldRetry(failures: number, error: unknown): boolean {
  if (failures >= MAX_RETRIES) return false
  const status = isApiError(error) ? error.status : undefined
  return status === undefined || status >= 500
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  })
}
