import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { Item } from '../../../../contract/schemas/catalogue.ts'
import type { LivePlayback } from '../../../../contract/schemas/live.ts'
import { embedMediaPath } from '../../../../contract/values/embed.ts'
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
 * After the end: the replay in the normal video player for a viewer with access, "Replay en
 * préparation" while the recording becomes a video, or the end when no replay is kept. Without
 * access, the offers (buyers of the live keep the replay).
 */
function AfterTheEnd({ item, playback }: { item: Item; playback: LivePlayback }) {
  const { t } = useTranslation()
  const name = item.content_object.name
  if (playback.replay === 'ready' && playback.replay_media_uid) {
    return (
      <iframe
        src={embedMediaPath(playback.replay_media_uid)}
        title={t('live.replayPlayer', { name })}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
      />
    )
  }
  const offers = !playback.has_access && playback.replay !== 'none' && (
    <>
      <Typography variant="body2">{t('live.replayAccessNeeded')}</Typography>
      <AccessButtons item={item} />
    </>
  )
  if (playback.replay === 'preparing') {
    return (
      <Panel>
        <Typography variant="h5" component="p" role="status">
          {t('live.replayPreparing')}
        </Typography>
        <Typography variant="body2">{t('live.replayPreparingHelp')}</Typography>
        {offers}
      </Panel>
    )
  }
  return (
    <Panel>
      <Typography variant="h5" component="p" role="status">
        {t('live.ended')}
      </Typography>
      {offers || <Typography variant="body2">{t('live.endedHelp')}</Typography>}
    </Panel>
  )
}

/**
 * The top of a live item's page, 16:9 (issue 45): the countdown before the start, the live
 * player while on air for a viewer with access, "Reprise imminente" while the publisher comes
 * back, and after the end its replay. A visitor without access gets the offers, never the stream.
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
        overflow: watching || playback?.replay === 'ready' ? 'hidden' : 'visible',
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
      {playback?.status === 'ended' && <AfterTheEnd item={item} playback={playback} />}
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
