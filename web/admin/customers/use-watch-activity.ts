import { useInfiniteQuery } from '@tanstack/react-query'
import type { AdminWatchActivity } from '../../../contract/schemas/admin-customers.ts'
import { ADMIN_LISTS, TOTAL_COUNT_HEADER } from '../../../contract/values/admin-lists.ts'
import { staffFetch } from '../api/staff-fetch.ts'

/** How many watched medias a page of the customer's activity holds. */
export const WATCH_ACTIVITY_PAGE = 10

interface WatchActivityPage {
  rows: AdminWatchActivity[]
  total: number
}

const activityPath = (customerUid: string, start: number) =>
  `${ADMIN_LISTS.customers}${encodeURIComponent(customerUid)}/watch-activity/` +
  `?_start=${start}&_end=${start + WATCH_ACTIVITY_PAGE}`

/** What the customer watched, most recent first, a page at a time ("show more" asks the next). */
export function useWatchActivity(customerUid: string) {
  return useInfiniteQuery({
    queryKey: ['vitrine', 'customer', customerUid, 'watch-activity'],
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<WatchActivityPage> => {
      const response = await staffFetch(activityPath(customerUid, pageParam))
      return {
        rows: (await response.json()) as AdminWatchActivity[],
        total: Number(response.headers.get(TOTAL_COUNT_HEADER) ?? 0),
      }
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0)
      return loaded < last.total ? loaded : undefined
    },
  })
}
