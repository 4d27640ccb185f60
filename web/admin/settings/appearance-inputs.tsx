import Box from '@mui/material/Box'
import { RadioButtonGroupInput, required, SelectInput } from 'react-admin'
import type { Appearance } from '../../../contract/schemas/admin.ts'
import { FONTS } from '../../../contract/values/website.ts'
import { choicesOf } from '../ui/choices.ts'
import { ColourInput } from './colour-input.tsx'
import { SettingsPreview } from './settings-preview.tsx'

const THEME_CHOICES = choicesOf(['light', 'dark'] as const, 'vitrine.settings.theme')
const FONT_CHOICES = choicesOf(FONTS, 'vitrine.settings.font')

/**
 * Light or dark, the primary and secondary colours, the font, and the storefront they make, side
 * by side.
 */
export function AppearanceInputs({ saved }: { saved: Appearance }) {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <RadioButtonGroupInput
          source="appearance.colors_theme"
          label="vitrine.settings.theme.label"
          choices={THEME_CHOICES}
          row
        />
        <ColourInput source="appearance.colors_primary" label="vitrine.settings.colors_primary" />
        <ColourInput
          source="appearance.colors_secondary"
          label="vitrine.settings.colors_secondary"
        />
        <SelectInput
          source="font"
          label="vitrine.settings.font.label"
          helperText="vitrine.settings.font.help"
          choices={FONT_CHOICES}
          validate={required()}
          sx={{ width: 240 }}
        />
      </Box>
      <SettingsPreview saved={saved} />
    </Box>
  )
}
