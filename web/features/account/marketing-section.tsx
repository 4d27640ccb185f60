import Alert from '@mui/material/Alert'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Account } from '../../../contract/schemas/account.ts'
import { useWebsite } from '../../api/get-website.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { LabelledSection } from '../../ui/labelled-section.tsx'
import { ACCOUNT_KEY } from './get-account.ts'
import { patchAccount } from './patch-account.ts'

/** Whether the customer accepts offers and news by e-mail: saved as soon as it is switched. */
export function MarketingSection({ account }: { account: Account }) {
  const { t } = useTranslation()
  const website = useWebsite()
  const queryClient = useQueryClient()
  const [consent, setConsent] = useState(account.marketing_consent)
  const [failed, setFailed] = useState(false)
  const [saving, setSaving] = useState(false)

  const change = async (wanted: boolean) => {
    setFailed(false)
    setSaving(true)
    setConsent(wanted)
    try {
      const updated = await patchAccount({ marketing_consent: wanted })
      setConsent(updated.marketing_consent)
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY })
    } catch {
      setConsent(!wanted)
      setFailed(true)
    } finally {
      setSaving(false)
    }
  }

  return (
    <LabelledSection title={t('account.marketing.title')} sx={{ mb: 4 }}>
      {failed && <Alert severity="error">{t('account.marketing.failed')}</Alert>}
      <FormControlLabel
        control={
          <Switch
            checked={consent}
            disabled={saving}
            onChange={(event) => void change(event.target.checked)}
          />
        }
        label={t('account.marketing.consent', { name: website.name })}
      />
    </LabelledSection>
  )
}
