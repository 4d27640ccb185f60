import { useId, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'

/**
 * A record's texts in French (the default, shown to everyone) and their English versions, one tab
 * each. Both panels stay mounted, so the form keeps and validates what either holds.
 */
export function LanguageTabs({ french, english }: { french: ReactNode; english: ReactNode }) {
  const translate = useTranslate()
  const [shown, setShown] = useState<'fr' | 'en'>('fr')
  const id = useId()
  const panels = { fr: french, en: english }
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={shown}
        onChange={(_, value: 'fr' | 'en') => setShown(value)}
        aria-label={translate('vitrine.textLanguages.label')}
      >
        {(['fr', 'en'] as const).map((language) => (
          <Tab
            key={language}
            value={language}
            label={translate(`vitrine.textLanguages.${language}`)}
            id={`${id}-${language}-tab`}
            aria-controls={`${id}-${language}-panel`}
          />
        ))}
      </Tabs>
      {(['fr', 'en'] as const).map((language) => (
        <Box
          key={language}
          role="tabpanel"
          id={`${id}-${language}-panel`}
          aria-labelledby={`${id}-${language}-tab`}
          hidden={shown !== language}
          sx={{ pt: 2 }}
        >
          {language === 'en' && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('vitrine.textLanguages.help')}
            </Typography>
          )}
          {panels[language]}
        </Box>
      ))}
    </Box>
  )
}
