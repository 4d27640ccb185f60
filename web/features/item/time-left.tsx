import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { formatDuration } from '../../ui/format-duration.ts'

const TICK_MS = 1000

/** Seconds from now until `instant`, never below zero. */
export function secondsUntil(instant: string, now: number): number {
  return Math.max(0, Math.floor((Date.parse(instant) - now) / 1000))
}

/** Spec §4: a rented item shows how long access lasts, counting down each second. */
export function TimeLeft({ expiredAt }: { expiredAt: string }) {
  const { t } = useTranslation()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  const seconds = secondsUntil(expiredAt, now)
  return (
    <Typography color={seconds > 0 ? 'text.secondary' : 'error'}>
      {seconds > 0
        ? t('itemPage.timeLeft', { value: formatDuration(seconds) })
        : t('itemPage.accessEnded')}
    </Typography>
  )
}
