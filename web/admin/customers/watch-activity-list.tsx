import { dateLocale } from '../../../contract/values/date-locale.ts'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import Box from '@mui/material/Box'
import { useId } from 'react'
import { useLocaleState, useTranslate } from 'react-admin'
import type { AdminWatchActivity } from '../../../contract/schemas/admin-customers.ts'
import { formatDuration } from '../../ui/format-duration.ts'
import { useWatchActivity } from './use-watch-activity.ts'

function WatchRow({ row }: { row: AdminWatchActivity }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const watchedAt = new Date(row.watched_at).toLocaleString(dateLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  return (
    <TableRow>
      <TableCell>{row.item_name || '—'}</TableCell>
      <TableCell>{row.media_name || '—'}</TableCell>
      <TableCell>
        {row.finished
          ? translate('vitrine.customer.watch.finished')
          : translate('vitrine.customer.watch.progressOf', {
              position: formatDuration(row.position),
              duration: formatDuration(row.duration),
            })}
      </TableCell>
      <TableCell>{formatDuration(row.watch_time)}</TableCell>
      <TableCell>{watchedAt}</TableCell>
    </TableRow>
  )
}

/** The medias the customer watched lately, where they stopped and when, a page at a time. */
export function WatchActivityList({ customerUid }: { customerUid: string }) {
  const translate = useTranslate()
  const headingId = useId()
  const activity = useWatchActivity(customerUid)
  const rows = activity.data?.pages.flatMap((page) => page.rows) ?? []
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%' }}>
      <Typography id={headingId} variant="subtitle1" component="h2">
        {translate('vitrine.customer.watch.title')}
      </Typography>
      {activity.isSuccess && rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('vitrine.customer.watch.empty')}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('vitrine.customer.watch.item')}</TableCell>
              <TableCell>{translate('vitrine.customer.watch.media')}</TableCell>
              <TableCell>{translate('vitrine.customer.watch.progress')}</TableCell>
              <TableCell>{translate('vitrine.customer.watch.watchTime')}</TableCell>
              <TableCell>{translate('vitrine.customer.watch.watchedAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <WatchRow key={row.media_uid} row={row} />
            ))}
          </TableBody>
        </Table>
      )}
      {activity.hasNextPage && (
        <Button
          size="small"
          disabled={activity.isFetchingNextPage}
          onClick={() => void activity.fetchNextPage()}
        >
          {translate('vitrine.customer.watch.more')}
        </Button>
      )}
    </Box>
  )
}
