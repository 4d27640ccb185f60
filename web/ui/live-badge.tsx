import Box from '@mui/material/Box'
import { useSyncExternalStore } from 'react'
import type { LiveSummary } from '../../contract/schemas/catalogue.ts'
import { LIVE_ON_AIR_STATUSES, liveStartState } from '../../contract/values/live.ts'
import { useTranslation } from '../i18n/use-translation.tsx'
import { formatLiveStart } from './format-live-start.ts'

const noChange = () => () => {}
/** The time in the browser, to the minute: the same value for every render within a minute. */
const browserMinute = () => Math.floor(Date.now() / 60_000) * 60_000
const onServer = () => null

const CHIP = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.75,
  height: 24,
  px: 1,
  borderRadius: 1,
  fontSize: 12,
  fontWeight: 700,
  lineHeight: 1,
  whiteSpace: 'nowrap',
} as const

const DARK = { bgcolor: 'rgba(0,0,0,0.72)', color: '#fff' } as const

/**
 * On a live item's card: "En direct" while its event is on air (or its publisher is coming back),
 * its start ("Sam. 12 déc. · 20:30") while it is still to come, "Va commencer" once its start has
 * passed and the publisher is still awaited, nothing once it has ended or is long overdue.
 */
export function LiveBadge({ live }: { live: LiveSummary | null }) {
  const { t, i18n } = useTranslation()
  // The start is in the browser's time zone, unknown while the server renders and React
  // hydrates: it shows once the page runs, so the two renders match.
  const now = useSyncExternalStore(noChange, browserMinute, onServer)
  if (!live || live.status === 'ended') return null
  if (LIVE_ON_AIR_STATUSES.includes(live.status)) {
    return (
      <Box component="span" data-live="on-air" sx={{ ...CHIP, bgcolor: '#c62828', color: '#fff' }}>
        <Box
          component="span"
          aria-hidden
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'currentColor' }}
        />
        {t('item.live.onAir')}
      </Box>
    )
  }
  if (now === null) return null
  const start = liveStartState(live.starts_at, now)
  if (start === 'overdue') return null
  if (start === 'starting_soon') {
    return (
      <Box component="span" data-live="starting-soon" sx={{ ...CHIP, ...DARK }}>
        {t('item.live.startingSoon')}
      </Box>
    )
  }
  const date = formatLiveStart(live.starts_at, i18n.language)
  return (
    <Box
      component="span"
      data-live="upcoming"
      aria-label={t('item.live.startsAt', { date })}
      sx={{ ...CHIP, ...DARK }}
    >
      {date}
    </Box>
  )
}
