import Box from '@mui/material/Box'
import {
  FocusContext,
  pause,
  resume,
  setFocus,
  useFocusable,
} from '@noriginmedia/norigin-spatial-navigation'
import { useEffect, useId, type ReactNode } from 'react'
import type { EmbedCaptions, EmbedQuality } from '../../../contract/values/embed.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { useBackKey } from './back-key.ts'
import { TvButton } from './focusable.tsx'

/** What the player said it offers, and what is chosen (its `tracks` message). */
export interface PlayerTracks {
  captions: EmbedCaptions[]
  captionsShowing: string | null
  qualities: EmbedQuality[]
  qualitySelected: number
}

export const NO_TRACKS: PlayerTracks = {
  captions: [],
  captionsShowing: null,
  qualities: [],
  qualitySelected: -1,
}

const MENU = 'tv-player-menu'
const captionsKey = (language: string | null) => `tv-captions:${language ?? 'off'}`

interface TvPlayerMenuProps {
  tracks: PlayerTracks
  onCaptions: (language: string | null) => void
  onQuality: (index: number) => void
  onClose: () => void
}

/** A column of choices under its heading, the chosen one pressed. */
function Choices({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ display: 'grid', gap: '0.5em' }}>
      <Box id={headingId} sx={{ fontWeight: 700, mb: '0.2em' }}>
        {title}
      </Box>
      {children}
    </Box>
  )
}

/**
 * The player's menu for the remote, over the video's lower part: captions (off or a language)
 * and quality (automatic or a rendition), moved through with the arrows, chosen with Enter; Back
 * closes it. The arrows stay inside it (a focus boundary), never on the screen behind.
 */
export function TvPlayerMenu({ tracks, onCaptions, onQuality, onClose }: TvPlayerMenuProps) {
  const { t } = useTranslation()
  const headingId = useId()
  const { ref, focusKey } = useFocusable({ focusKey: MENU, isFocusBoundary: true })
  useBackKey(onClose)
  useEffect(() => {
    resume()
    void setFocus(captionsKey(tracks.captions.length ? tracks.captionsShowing : null))
    return () => pause()
    // Focused once, as it opens; a choice keeps the focus where it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const hasQualities = tracks.qualities.length > 0
  return (
    <FocusContext.Provider value={focusKey}>
      <Box
        component="section"
        ref={ref}
        aria-labelledby={headingId}
        sx={{
          position: 'absolute',
          left: '5vw',
          right: '5vw',
          bottom: '5vh',
          p: '1em 1.4em',
          borderRadius: '0.5em',
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 8,
          fontSize: 'clamp(18px, 1.6vw, 36px)',
        }}
      >
        <Box component="h2" id={headingId} sx={{ fontSize: '1.2em', mt: 0, mb: '0.6em' }}>
          {t('tv.playerMenu')}
        </Box>
        <Box sx={{ display: 'flex', gap: '3em', alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Choices title={t('tv.captions')}>
            <TvButton
              focusKey={captionsKey(null)}
              pressed={tracks.captionsShowing === null}
              primary={tracks.captionsShowing === null}
              onEnter={() => onCaptions(null)}
            >
              {t('tv.captionsOff')}
            </TvButton>
            {tracks.captions.map((captions) => (
              <TvButton
                key={captions.language}
                focusKey={captionsKey(captions.language)}
                pressed={tracks.captionsShowing === captions.language}
                primary={tracks.captionsShowing === captions.language}
                onEnter={() => onCaptions(captions.language)}
              >
                {captions.label || captions.language}
              </TvButton>
            ))}
          </Choices>
          {hasQualities && (
            <Choices title={t('tv.quality')}>
              <TvButton
                pressed={tracks.qualitySelected === -1}
                primary={tracks.qualitySelected === -1}
                onEnter={() => onQuality(-1)}
              >
                {t('tv.qualityAuto')}
              </TvButton>
              {tracks.qualities.map((quality, at) => (
                <TvButton
                  key={at}
                  pressed={tracks.qualitySelected === at}
                  primary={tracks.qualitySelected === at}
                  onEnter={() => onQuality(at)}
                >
                  {t('tv.qualityHeight', { height: quality.height })}
                </TvButton>
              ))}
            </Choices>
          )}
        </Box>
        {tracks.captions.length === 0 && !hasQualities && (
          <Box component="p" sx={{ mb: 0 }}>
            {t('tv.noTracks')}
          </Box>
        )}
      </Box>
    </FocusContext.Provider>
  )
}
