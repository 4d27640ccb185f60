import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import { useTranslate } from 'react-admin'
import type { BroadcastSegment } from '../../../contract/values/admin-broadcasts.ts'
import { staffFetch } from '../api/staff-fetch.ts'

interface Target {
  segment?: BroadcastSegment
  item_uid?: string | null
  category_uid?: string | null
}

/** How many customers of the chosen segment accept marketing mail now (GET /broadcasts/audience/). */
export function BroadcastAudience() {
  const translate = useTranslate()
  const { segment, item_uid, category_uid } = useWatch<Target>()
  const query = new URLSearchParams()
  if (segment) query.set('segment', segment)
  if (segment === 'bought_item' && item_uid) query.set('item_uid', item_uid)
  if (segment === 'watched_category' && category_uid) query.set('category_uid', category_uid)
  const ready =
    Boolean(segment) &&
    (segment !== 'bought_item' || Boolean(item_uid)) &&
    (segment !== 'watched_category' || Boolean(category_uid))
  const audience = useQuery({
    queryKey: ['broadcast-audience', query.toString()],
    enabled: ready,
    queryFn: async () => {
      const answer = await staffFetch(`/broadcasts/audience/?${query.toString()}`)
      return ((await answer.json()) as { recipients: number }).recipients
    },
  })
  if (!ready || audience.data === undefined) return null
  return (
    <Typography variant="body2" role="status" sx={{ mb: 2 }}>
      {translate('vitrine.broadcast.audience', { smart_count: audience.data })}
    </Typography>
  )
}
