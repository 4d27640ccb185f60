import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import {
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaLoadingIndicator,
  MediaMuteButton,
  MediaPlayButton,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import { useLiveVideo } from '../../../ui/live-video.ts'

/**
 * The live player: hls.js under media-chrome's controls, as the video-on-demand player. The
 * seek bar spans the DVR window; "En direct" shows at the live edge and "Retour au direct"
 * once the viewer went back in time. Loaded only once a stream is there (its own chunk).
 */
export function LivePlayer({
  source,
  name,
  reconnecting,
}: {
  source: string
  name: string
  /** The publisher is coming back: the stage says so, and there is no live edge to go to. */
  reconnecting: boolean
}) {
  const { t } = useTranslation()
  const { video, behind, goLive } = useLiveVideo(source)
  return (
    <Box sx={{ position: 'absolute', inset: 0 }}>
      <MediaController
        defaultStreamType="live"
        style={{ width: '100%', height: '100%', display: 'block' }}
      >
        <video
          slot="media"
          ref={video}
          autoPlay
          muted
          playsInline
          aria-label={t('live.player', { name })}
          style={{ width: '100%', height: '100%' }}
        />
        <MediaLoadingIndicator slot="centered-chrome" noAutohide />
        <MediaControlBar>
          <MediaPlayButton />
          <MediaMuteButton />
          <MediaVolumeRange />
          <MediaTimeRange />
          <MediaFullscreenButton />
        </MediaControlBar>
      </MediaController>
      <Box sx={{ position: 'absolute', top: 12, left: 12, display: 'flex', gap: 1 }}>
        {reconnecting ? null : behind ? (
          <Button variant="contained" size="small" color="error" onClick={goLive}>
            {t('live.backToLive')}
          </Button>
        ) : (
          <Chip label={t('live.badge')} color="error" size="small" />
        )}
      </Box>
    </Box>
  )
}
