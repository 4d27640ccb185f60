import Box from '@mui/material/Box'
import { pause, resume } from '@noriginmedia/norigin-spatial-navigation'
import { useEffect, useRef } from 'react'
import { embedItemPath, type EmbedStart } from '../../../contract/values/embed.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { useBackKey } from './back-key.ts'

interface TvPlayerProps {
  itemUid: string
  name: string
  start: EmbedStart
  onClose: () => void
}

/**
 * The full-screen player: the storefront's embed player (its own access checks), playing from
 * `start`. The focus stays on this page, not in the player's frame, so Back reaches the TV app
 * and closes it; the arrows move nothing behind it meanwhile.
 */
export function TvPlayer({ itemUid, name, start, onClose }: TvPlayerProps) {
  const { t } = useTranslation()
  const overlay = useRef<HTMLDivElement>(null)
  useBackKey(onClose)
  useEffect(() => {
    pause()
    overlay.current?.focus()
    return () => resume()
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
        src={embedItemPath(itemUid, { start })}
        title={t('tv.player', { name })}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        tabIndex={-1}
        style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
      />
    </Box>
  )
}
