import LanguageIcon from '@mui/icons-material/Language'
import IconButton from '@mui/material/IconButton'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'

const LanguageMenu = lazy(async () => ({
  default: (await import('./language-menu.tsx')).LanguageMenu,
}))

/** Lets the visitor pick French or English; the choice is remembered (spec §9). */
export function LanguageSwitch() {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [opened, setOpened] = useState(false)
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell.language')}
        aria-haspopup="menu"
        onClick={(event) => {
          setAnchor(event.currentTarget)
          setOpened(true)
        }}
      >
        <LanguageIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  )
}
