import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { changeLanguage, LANGUAGES } from '../../i18n/i18n.ts'

/** The open language menu; its own chunk, loaded on the first click. */
export function LanguageMenu({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null
  onClose: () => void
}) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={i18n.language === language}
          onClick={() => {
            changeLanguage(language)
            // Names and descriptions come from the server in the chosen language: ask again.
            void queryClient.invalidateQueries()
            onClose()
          }}
        >
          {t(`languages.${language}`)}
        </MenuItem>
      ))}
    </Menu>
  )
}
