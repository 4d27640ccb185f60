import Box from '@mui/material/Box'
import { pause, resume } from '@noriginmedia/norigin-spatial-navigation'
import { useEffect, useRef, useState } from 'react'
import {
  EMBED_COMMAND_SOURCE,
  EMBED_EVENT_SOURCE,
  embedItemPath,
  type EmbedCommand,
  type EmbedEvent,
  type EmbedStart,
} from '../../../contract/values/embed.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { useBackKey } from './back-key.ts'
import { NO_TRACKS, TvPlayerMenu, type PlayerTracks } from './tv-player-menu.tsx'

/** How far the remote's left and right move the video. */
export const SEEK_SECONDS = 10
/** How long the hint for the menu shows once the player opens. */
const HINT_MS = 6000

type Command = EmbedCommand extends infer C
  ? C extends unknown
    ? Omit<C, 'source'>
    : never
  : never

/** What the remote's keys ask of the player while it is open and its menu closed. */
function commandOf(key: string): Command | 'menu' | null {
  if (key === 'Enter' || key === ' ' || key === 'MediaPlayPause') return { type: 'toggle-play' }
  if (key === 'ArrowRight') return { type: 'seek-by', seconds: SEEK_SECONDS }
  if (key === 'ArrowLeft') return { type: 'seek-by', seconds: -SEEK_SECONDS }
  if (key === 'ArrowDown' || key === 'ArrowUp') return 'menu'
  return null
}

/** The player's `tracks` message, from its own frame only. */
function tracksOf(event: MessageEvent, frame: HTMLIFrameElement | null): PlayerTracks | null {
  const data = event.data as Partial<EmbedEvent> | null
  if (!frame?.contentWindow || event.source !== frame.contentWindow) return null
  if (data?.source !== EMBED_EVENT_SOURCE || data.type !== 'tracks') return null
  const { captions, captionsShowing, qualities, qualitySelected } = data
  if (!Array.isArray(captions) || !Array.isArray(qualities)) return null
  return {
    captions,
    captionsShowing: captionsShowing ?? null,
    qualities,
    qualitySelected: qualitySelected ?? -1,
  }
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
 * right move 10 s, down (or up) opens the captions and quality menu, told to the player as its
 * parent's commands (contract/values/embed.ts), which tells back what it offers.
 */
export function TvPlayer({ itemUid, name, start, onClose }: TvPlayerProps) {
  const { t } = useTranslation()
  const overlay = useRef<HTMLDivElement>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuShown = useRef(false)
  const [tracks, setTracks] = useState<PlayerTracks>(NO_TRACKS)
  const [hint, setHint] = useState(true)
  useBackKey(onClose)

  const send = (command: Command) => {
    const player = frame.current
    if (!player?.contentWindow) return
    const message = { source: EMBED_COMMAND_SOURCE, ...command } as EmbedCommand
    player.contentWindow.postMessage(message, new URL(player.src, window.location.href).origin)
  }
  const sendRef = useRef(send)
  useEffect(() => {
    sendRef.current = send
  })

  useEffect(() => {
    pause()
    function onKeyDown(event: KeyboardEvent) {
      const command = commandOf(event.key)
      if (!command || menuShown.current) return
      event.preventDefault()
      if (command === 'menu') {
        menuShown.current = true
        setMenuOpen(true)
      } else sendRef.current(command)
    }
    function onMessage(event: MessageEvent) {
      const told = tracksOf(event, frame.current)
      if (told) setTracks(told)
    }
    const hideHint = setTimeout(() => setHint(false), HINT_MS)
    window.addEventListener('keydown', onKeyDown)
    window.addEventListener('message', onMessage)
    return () => {
      clearTimeout(hideHint)
      window.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('message', onMessage)
      resume()
    }
  }, [])
  // Opened, and each time the menu closes: the keys are the player's again.
  useEffect(() => {
    if (!menuOpen) overlay.current?.focus()
  }, [menuOpen])

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
        style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
      />
      {hint && !menuOpen && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: '5vh',
            right: '5vw',
            p: '0.4em 0.8em',
            borderRadius: '0.4em',
            bgcolor: 'rgba(0, 0, 0, 0.7)',
            color: '#fff',
            fontSize: 'clamp(18px, 1.4vw, 32px)',
            pointerEvents: 'none',
          }}
        >
          {t('tv.playerMenuHint')}
        </Box>
      )}
      {menuOpen && (
        <TvPlayerMenu
          tracks={tracks}
          onCaptions={(language) => send({ type: 'select-captions', language })}
          onQuality={(index) => send({ type: 'select-quality', index })}
          onClose={() => {
            menuShown.current = false
            setMenuOpen(false)
          }}
        />
      )}
    </Box>
  )
}
