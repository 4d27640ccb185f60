import Box from '@mui/material/Box'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { VISUALLY_HIDDEN } from '../../ui/visually-hidden.ts'

/** The id of the page's main area, which the skip link and a new screen move the focus to. */
export const MAIN_ID = 'main'

/**
 * "Aller au contenu": the first stop of the keyboard, hidden until focused, so a keyboard or
 * screen-reader user skips the app bar and the category bar.
 */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      sx={{
        ...VISUALLY_HIDDEN,
        '&:focus': {
          position: 'fixed',
          top: 8,
          left: 8,
          width: 'auto',
          height: 'auto',
          margin: 0,
          clip: 'auto',
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          borderRadius: 1,
          boxShadow: 3,
          bgcolor: 'background.paper',
          color: 'text.primary',
        },
      }}
    >
      {t('shell.skipToContent')}
    </Box>
  )
}
