import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ANALYTICS_PATH } from '../../../contract/values/admin-analytics.ts'
import type { AdminAnalytics } from '../../../contract/schemas/admin-analytics.ts'
import { staffFetch } from '../api/staff-fetch.ts'
import { periodQuery, type Period } from './period.ts'

/** GET /analytics/ for the period; the previous figures stay shown while new ones load. */
export function useAnalytics(period: Period) {
  return useQuery({
    queryKey: ['vitrine', 'analytics', period.from, period.to],
    queryFn: async () =>
      (await (
        await staffFetch(`${ANALYTICS_PATH}${periodQuery(period)}`)
      ).json()) as AdminAnalytics,
    placeholderData: keepPreviousData,
    retry: false,
  })
}
