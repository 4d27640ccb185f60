import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useEffect, useRef } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { useDraft } from './draft-store.ts'
import type { Screen } from './screen-stack.ts'

interface DrawerHeaderProps {
  headingId: string
  screen: Screen
  canGoBack: boolean
  onBack: () => void
  onClose: () => void
}

/** The name of a screen: the block's own title for a block editor (spec §2). */
function useScreenTitle(screen: Screen): string {
  const { t } = useTranslation()
  const block = useDraft((state) =>
    'uid' in screen ? state.draft?.page.content.find((one) => one.uid === screen.uid) : undefined,
  )
  switch (screen.kind) {
    case 'index':
      return t('editor.index.title')
    case 'navbar':
      return t('editor.index.navbar')
    case 'footer':
      return t('editor.index.footer')
    case 'add-block':
      return t('editor.add.title')
    case 'block':
      return block ? block.title || t(`editor.components.${block.component}`) : ''
    case 'entry':
      return t(`editor.entry.${screen.list}`, { number: screen.index + 1 })
  }
}

/**
 * Back (while more than one screen is stacked), the screen's name, and close. The name takes
 * the focus when the screen changes, so keyboard and screen reader users follow along.
 */
export function DrawerHeader({ headingId, screen, canGoBack, onBack, onClose }: DrawerHeaderProps) {
  const { t } = useTranslation()
  const title = useScreenTitle(screen)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [screen])
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {canGoBack && (
        <IconButton onClick={onBack} aria-label={t('editor.drawer.back')}>
          <ArrowBackIcon />
        </IconButton>
      )}
      <Typography
        ref={heading}
        id={headingId}
        component="h2"
        variant="h6"
        tabIndex={-1}
        noWrap
        sx={{ flex: 1, pl: canGoBack ? 0 : 1, outline: 'none' }}
      >
        {title}
      </Typography>
      <IconButton onClick={onClose} aria-label={t('editor.drawer.close')}>
        <CloseIcon />
      </IconButton>
    </Box>
  )
}
