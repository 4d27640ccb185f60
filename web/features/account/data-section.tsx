import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { LabelledSection } from '../../ui/labelled-section.tsx'
import { downloadDataExport } from './get-data-export.ts'

/** "Download my data": one JSON file of everything the website holds about the visitor. */
export function DataSection() {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  async function download() {
    setBusy(true)
    setFailed(false)
    try {
      await downloadDataExport()
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <LabelledSection title={t('account.data.title')} sx={{ mb: 4 }}>
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{t('account.data.text')}</Typography>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('account.data.failed')}
        </Alert>
      )}
      <Button variant="outlined" onClick={() => void download()} disabled={busy}>
        {t('account.data.download')}
      </Button>
    </LabelledSection>
  )
}
