import Box from '@mui/material/Box'
import { pause, resume } from '@noriginmedia/norigin-spatial-navigation'
import { useEffect, useRef } from 'react'
import {
  EMBED_COMMAND_SOURCE,
  embedItemPath,
  type EmbedCommand,
  type EmbedStart,
} from '../../../contract/values/embed.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { useBackKey } from './back-key.ts'

/** How far the remote's left and right move the video. */
export const SEEK_SECONDS = 10

/** What the remote's keys ask of the player while it is open. */
function commandOf(key: string): EmbedCommand | null {
  const source = EMBED_COMMAND_SOURCE
  if (key === 'Enter' || key === ' ' || key === 'MediaPlayPause')
    return { source, type: 'toggle-play' }
  if (key === 'ArrowRight') return { source, type: 'seek-by', seconds: SEEK_SECONDS }
  if (key === 'ArrowLeft') return { source, type: 'seek-by', seconds: -SEEK_SECONDS }
  return null
}

interface TvPlayerProps {
  itemUid: string
  name: string
  start: EmbedStart
  onClose: () => void
}

/**
 * The full-screen player: the storefront's embed player (its own access checks), playing from
 * `start`. The focus stays on this page, not in the player's frame, so Back reaches the TV app
 * and closes it; the arrows move nothing behind it meanwhile: OK plays or pauses, left and
 * right move 10 s, told to the player as its parent's commands (contract/values/embed.ts).
 */
export function TvPlayer({ itemUid, name, start, onClose }: TvPlayerProps) {
  const { t } = useTranslation()
  const overlay = useRef<HTMLDivElement>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  useBackKey(onClose)
  useEffect(() => {
    pause()
    overlay.current?.focus()
    function onKeyDown(event: KeyboardEvent) {
      const command = commandOf(event.key)
      const player = frame.current
      if (!command || !player?.contentWindow) return
      event.preventDefault()
      player.contentWindow.postMessage(command, new URL(player.src, window.location.href).origin)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      resume()
    }
  }, [])
  return (
    <Box
      ref={overlay}
      tabIndex={-1}
      role="dialog"
      aria-modal="true"
      aria-label={t('tv.player', { name })}
      sx={{ position: 'fixed', inset: 0, zIndex: 1300, bgcolor: '#000', outline: 'none' }}
    >
      <iframe
        ref={frame}
        src={embedItemPath(itemUid, { start })}
        title={t('tv.player', { name })}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        tabIndex={-1}
        style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
      />
    </Box>
  )
}
