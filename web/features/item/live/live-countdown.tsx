import { dateLocale } from '../../../../contract/values/date-locale.ts'
import EventIcon from '@mui/icons-material/Event'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { liveStartState } from '../../../../contract/values/live.ts'
import { webConfig } from '../../../config.ts'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import { formatDuration } from '../../../ui/format-duration.ts'
import { secondsUntil } from '../time-left.tsx'

const TICK_MS = 1000
const DAY = 86_400
const noChange = () => () => {}
const isBrowser = () => true
const isServer = () => false

/**
 * Before the start: when it is, the time left counting down each second, and "Ajouter au
 * calendrier" (the server's .ics of the event). Past the start, until the stream comes, that it
 * is about to begin; long past it (LIVE_LATE_START_SECONDS), that it did not start as planned.
 */
export function LiveCountdown({ itemUid, startsAt }: { itemUid: string; startsAt: string }) {
  const { t, i18n } = useTranslation()
  // Unknown while the server renders and React hydrates: the clock and the time zone are the
  // browser's, and a text rendered with the server's would not match.
  const hydrated = useSyncExternalStore(noChange, isBrowser, isServer)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  if (!hydrated) return null
  const seconds = secondsUntil(startsAt, now)
  const days = Math.floor(seconds / DAY)
  const date = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(startsAt))
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      <Typography>{t('live.startsOn', { date })}</Typography>
      {seconds > 0 ? (
        <Box role="timer" aria-live="off" sx={{ textAlign: 'center' }}>
          <Typography variant="overline" component="p">
            {t('live.startsIn')}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {days > 0 && `${t('live.days', { count: days })} `}
            {formatDuration(seconds % DAY)}
          </Typography>
        </Box>
      ) : (
        <Typography variant="h6" component="p" role="status">
          {liveStartState(startsAt, now) === 'overdue' ? t('live.overdue') : t('live.startingSoon')}
        </Typography>
      )}
      <Button
        variant="outlined"
        startIcon={<EventIcon />}
        href={`${webConfig.apiBaseUrl}/live/${encodeURIComponent(itemUid)}/calendar.ics`}
        download
        sx={{ color: 'inherit', borderColor: 'currentColor' }}
      >
        {t('live.calendar')}
      </Button>
    </Box>
  )
}
