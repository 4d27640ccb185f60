import Stack from '@mui/material/Stack'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import type { Appearance } from '../../../../contract/schemas/admin.ts'
import { SOCIAL_NETWORKS } from '../../../../contract/values/website.ts'
import { useDraft } from '../draft-store.ts'
import { FieldSet } from '../fields/field-set.tsx'
import { TextInput } from '../fields/inputs.tsx'

/** The brand name of each social network (not translated). */
const BRAND_NAMES: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  youtube: 'YouTube',
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  snapchat: 'Snapchat',
  twitch: 'Twitch',
  soundcloud: 'SoundCloud',
  discord: 'Discord',
}

/** The footer's text and the site's social links (an empty address hides the network). */
export function FooterScreen() {
  const { t } = useTranslation()
  const appearance = useDraft((state) => state.draft?.appearance)
  const update = useDraft((state) => state.updateAppearance)
  if (!appearance) return null
  const setSocial = (network: string, address: string) => {
    const socials = { ...appearance.socials } as Record<string, string>
    if (address.trim()) socials[network] = address
    else delete socials[network]
    update({ socials: socials as Appearance['socials'] })
  }
  return (
    <Stack spacing={2}>
      <TextInput
        label={t('editor.footer.text')}
        value={appearance.footer}
        onChange={(footer) => update({ footer })}
        path="appearance.footer"
        multiline
      />
      <FieldSet legend={t('editor.footer.socials')}>
        {SOCIAL_NETWORKS.map((network) => (
          <TextInput
            key={network}
            label={BRAND_NAMES[network]}
            type="url"
            value={appearance.socials[network] ?? ''}
            onChange={(address) => setSocial(network, address)}
            path={`appearance.socials.${network}`}
          />
        ))}
      </FieldSet>
    </Stack>
  )
}
