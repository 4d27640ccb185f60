import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import { useLiveVideo } from '../../ui/live-video.ts'
import { useLivePreview } from './use-live-event.ts'

/** The stream as viewers get it, muted, while the event is on air. */
export function LivePreview({ itemUid, onAir }: { itemUid: string; onAir: boolean }) {
  const translate = useTranslate()
  const playback = useLivePreview(itemUid, onAir)
  const source = onAir ? (playback.data?.hls ?? null) : null
  const { video } = useLiveVideo(source)
  if (!onAir) {
    return <Typography variant="body2">{translate('vitrine.live.previewOff')}</Typography>
  }
  return (
    <video
      ref={video}
      aria-label={translate('vitrine.live.previewLabel')}
      muted
      autoPlay
      playsInline
      controls
      style={{ width: '100%', maxWidth: 480, aspectRatio: '16 / 9', background: '#000' }}
    />
  )
}
