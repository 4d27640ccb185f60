import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useLocaleState, useTranslate } from 'react-admin'
import type { AdminLiveIncoming } from '../../../contract/schemas/admin-live.ts'
import { useWatchTime } from '../ui/use-watch-time.ts'
import { useLiveFigures } from './use-live-figures.ts'

const T = 'vitrine.live.figures'

/** One figure: what it is, then its value; a term and its definition. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  )
}

function FigureGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gap: 1.5,
        m: 0,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))',
      }}
    >
      {children}
    </Box>
  )
}

/**
 * The incoming stream (bitrate, picture, frame rate) while it comes in, and the viewers now, at
 * peak, in all and their watch time, followed every few seconds until the event ends.
 */
export function LiveFigures({ eventUid }: { eventUid: string }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const watchTime = useWatchTime()
  const { data } = useLiveFigures(eventUid)
  if (!data) return null
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)
  const incoming = (figures: AdminLiveIncoming) => {
    const kbps = figures.bitrate / 1000
    return [
      {
        label: translate(`${T}.bitrate`),
        value:
          kbps >= 1000
            ? translate(`${T}.mbps`, { value: number(kbps / 1000, 1) })
            : translate(`${T}.kbps`, { value: number(kbps) }),
      },
      {
        label: translate(`${T}.resolution`),
        value: figures.width && figures.height ? `${figures.width} × ${figures.height}` : '—',
      },
      {
        label: translate(`${T}.frameRate`),
        value:
          figures.frame_rate === null
            ? '—'
            : translate(`${T}.fps`, { value: number(figures.frame_rate, 2) }),
      },
    ]
  }
  const { viewers } = data
  const audience = [
    ...(data.status === 'ended'
      ? []
      : [{ label: translate(`${T}.now`), value: number(viewers.now) }]),
    { label: translate(`${T}.peak`), value: number(viewers.peak) },
    { label: translate(`${T}.total`), value: number(viewers.total) },
    { label: translate(`${T}.watched`), value: watchTime(viewers.watched_seconds) },
  ]
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {data.incoming ? (
        <FigureGrid>
          {incoming(data.incoming).map((figure) => (
            <Figure key={figure.label} {...figure} />
          ))}
        </FigureGrid>
      ) : (
        data.status !== 'ended' && (
          <Typography variant="body2">{translate(`${T}.noIncoming`)}</Typography>
        )
      )}
      <FigureGrid>
        {audience.map((figure) => (
          <Figure key={figure.label} {...figure} />
        ))}
      </FigureGrid>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.help`)}
      </Typography>
    </Box>
  )
}
