import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { Item } from '../../../../contract/schemas/catalogue.ts'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import { AccessButtons } from '../access-overlay.tsx'
import { LiveCountdown } from './live-countdown.tsx'
import { useLivePlayback } from './get-live-playback.ts'

const LivePlayer = lazy(async () => ({
  default: (await import('./live-player.tsx')).LivePlayer,
}))

/**
 * A message on the black stage: what the viewer waits for, or why there is no stream. Over the
 * video (`over`) it fills the stage; alone it is the stage's content, which grows past 16:9 when
 * the message needs it (a phone's countdown with its offers).
 */
function Panel({ children, over = false }: { children: ReactNode; over?: boolean }) {
  return (
    <Box
      sx={{
        ...(over ? { position: 'absolute', inset: 0 } : { flexGrow: 1 }),
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 2,
        color: '#fff',
        textAlign: 'center',
      }}
    >
      {children}
    </Box>
  )
}

/**
 * The top of a live item's page, 16:9 (issue 45): the countdown before the start, the live
 * player while on air for a viewer with access, "Reprise imminente" while the publisher comes
 * back, and the end. A visitor without access gets the offers, never the stream.
 */
export function LiveStage({ item }: { item: Item }) {
  const { t } = useTranslation()
  const playback = useLivePlayback(item.uid).data
  // The first signed address is kept: a new one every poll would restart the player.
  const [source, setSource] = useState<string | null>(null)
  if (playback?.hls && source === null) setSource(playback.hls)
  if (playback?.status === 'ended' && source !== null) setSource(null)
  const name = item.content_object.name
  const status = playback?.status
  const watching = source !== null && (status === 'on_air' || status === 'reconnecting')
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        bgcolor: '#000',
        display: 'flex',
        flexDirection: 'column',
        overflow: watching ? 'hidden' : 'visible',
      }}
    >
      {watching && (
        <Suspense fallback={null}>
          <LivePlayer source={source} name={name} reconnecting={status === 'reconnecting'} />
        </Suspense>
      )}
      {status === 'reconnecting' && watching && (
        <Panel over>
          <Box role="status" sx={{ bgcolor: 'rgba(0,0,0,0.7)', p: 2, borderRadius: 1 }}>
            <Typography variant="h6" component="p">
              {t('live.reconnecting')}
            </Typography>
            <Typography variant="body2">{t('live.reconnectingHelp')}</Typography>
          </Box>
        </Panel>
      )}
      {status === 'ended' && (
        <Panel>
          <Typography variant="h5" component="p" role="status">
            {t('live.ended')}
          </Typography>
          <Typography variant="body2">{t('live.endedHelp')}</Typography>
        </Panel>
      )}
      {playback && !watching && status !== 'ended' && (
        <Panel>
          {status === 'waiting' ? (
            <LiveCountdown itemUid={item.uid} startsAt={playback.starts_at} />
          ) : (
            <Chip label={t('live.badge')} color="error" />
          )}
          {!playback.has_access && (
            <>
              <Typography variant="body2">{t('live.accessNeeded')}</Typography>
              <AccessButtons item={item} />
            </>
          )}
        </Panel>
      )}
    </Box>
  )
}
