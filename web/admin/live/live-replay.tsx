import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { Link, useTranslate } from 'react-admin'
import type { AdminLiveEvent } from '../../../contract/schemas/admin-live.ts'
import type { ReplayStatus } from '../../../contract/values/live.ts'

const COLOURS = {
  preparing: 'primary',
  ready: 'success',
  failed: 'error',
  not_kept: 'default',
} as const satisfies Record<ReplayStatus, string>

/**
 * Where the replay of an ended event stands (issue 45 part 5): being prepared, ready (its media,
 * found in the library by its name), failed (retried from the uploads screen), or not kept.
 */
export function LiveReplay({ event }: { event: AdminLiveEvent }) {
  const translate = useTranslate()
  const status = event.replay_status
  if (!status) {
    return <Typography variant="body2">{translate('vitrine.live.replay.none')}</Typography>
  }
  const library = `/medias?filter=${encodeURIComponent(JSON.stringify({ q: event.name }))}`
  return (
    <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip
        label={translate(`vitrine.live.replay.${status}`)}
        color={COLOURS[status]}
        variant="outlined"
      />
      <Typography variant="body2">{translate(`vitrine.live.replay.${status}Help`)}</Typography>
      {status === 'ready' && event.replay_media_uid && (
        <Link to={library}>{translate('vitrine.live.replay.openMedia')}</Link>
      )}
      {status === 'failed' && (
        <Link to="/media_imports">{translate('vitrine.live.replay.openImports')}</Link>
      )}
    </Box>
  )
}
