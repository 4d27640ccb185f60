import Box from '@mui/material/Box'
import { useEffect } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { TvButton } from './focusable.tsx'

/** The keyboard's lines of letters and digits, French accents included. */
const LINES = ['abcdefghij', 'klmnopqrst', 'uvwxyzéèàç', '1234567890'] as const

/** The focus key of a letter's key: the search screen's first focus is `a`. */
export const letterKey = (letter: string) => `tv-key:${letter}`

/** A letter a real keyboard typed: one letter or digit, no shortcut. */
const isTyped = (event: KeyboardEvent) =>
  event.key.length === 1 &&
  /^[\p{L}\p{N} ]$/u.test(event.key) &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey

interface OnScreenKeyboardProps {
  text: string
  onChange: (text: string) => void
}

/**
 * The remote's keyboard: letter keys in a grid the arrows move through and Enter types, then
 * space, delete and clear. A real keyboard (a TV's, a computer's) types into the same text.
 */
export function OnScreenKeyboard({ text, onChange }: OnScreenKeyboardProps) {
  const { t } = useTranslation()
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isTyped(event) || event.defaultPrevented) return
      event.preventDefault()
      onChange(text + event.key.toLowerCase())
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [text, onChange])

  const key = { fontSize: '1.1em', px: 0, width: '100%' } as const
  return (
    <Box role="group" aria-label={t('tv.keyboard')} sx={{ display: 'grid', gap: '0.4em' }}>
      {LINES.map((line) => (
        <Box
          key={line}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(10, 2.4em)', gap: '0.4em' }}
        >
          {[...line].map((letter) => (
            <Box key={letter} sx={{ display: 'flex', '& > button': key }}>
              <TvButton focusKey={letterKey(letter)} onEnter={() => onChange(text + letter)}>
                {letter}
              </TvButton>
            </Box>
          ))}
        </Box>
      ))}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gap: '0.4em',
          '& > button': { px: '0.4em' },
        }}
      >
        <TvButton focusKey="tv-key:space" onEnter={() => onChange(text + ' ')}>
          {t('tv.space')}
        </TvButton>
        <TvButton focusKey="tv-key:delete" onEnter={() => onChange(text.slice(0, -1))}>
          {t('tv.delete')}
        </TvButton>
        <TvButton focusKey="tv-key:clear" onEnter={() => onChange('')}>
          {t('tv.clear')}
        </TvButton>
      </Box>
    </Box>
  )
}
