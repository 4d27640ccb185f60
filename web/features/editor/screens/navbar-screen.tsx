import Stack from '@mui/material/Stack'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import type { Appearance } from '../../../../contract/schemas/admin.ts'
import { useDraft } from '../draft-store.ts'
import { AvatarField } from '../fields/avatar-field.tsx'
import { ColourInput } from '../fields/colour-input.tsx'
import { ChoiceInput } from '../fields/inputs.tsx'
import { HEX_COLOUR } from '../use-live-preview.ts'

/** The app bar's logo and the site's colours (the theme every screen is drawn with). */
export function NavbarScreen() {
  const { t } = useTranslation()
  const appearance = useDraft((state) => state.draft?.appearance)
  const update = useDraft((state) => state.updateAppearance)
  if (!appearance) return null
  const colour = (name: 'colors_primary' | 'colors_secondary') => (
    <ColourInput
      label={t(`editor.navbar.${name}`)}
      value={appearance[name]}
      onChange={(value) => update({ [name]: value })}
      path={`appearance.${name}`}
      problem={HEX_COLOUR.test(appearance[name]) ? undefined : t('editor.colour.invalid')}
    />
  )
  return (
    <Stack spacing={2}>
      <AvatarField
        legend={t('editor.navbar.logo')}
        value={appearance.logo}
        onChange={(logo) => update({ logo })}
        path="appearance.logo"
      />
      <ChoiceInput
        label={t('editor.navbar.theme')}
        value={appearance.colors_theme}
        onChange={(theme) => update({ colors_theme: theme as Appearance['colors_theme'] })}
        path="appearance.colors_theme"
        choices={[
          { value: 'light', label: t('editor.navbar.light') },
          { value: 'dark', label: t('editor.navbar.dark') },
        ]}
      />
      {colour('colors_primary')}
      {colour('colors_secondary')}
    </Stack>
  )
}
