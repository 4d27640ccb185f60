import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from '../../i18n/use-translation.tsx'

/** Spec §2 onDemandSuccess view: the request went through. */
export function OnDemandSuccessView({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Alert severity="success">{t('cart.onDemandSuccess.text')}</Alert>
      <Button variant="outlined" onClick={onClose}>
        {t('cart.onDemandSuccess.close')}
      </Button>
    </Box>
  )
}
