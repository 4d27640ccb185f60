import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { showToast } from '../../lib/toasts.ts'
import { LabelledSection } from '../../ui/labelled-section.tsx'
import { DeleteDialog } from './delete-dialog.tsx'

/**
 * "Delete my account": what it means, and the dialog that asks for the password. `onDeleted`
 * once the account is gone and the session forgotten.
 */
export function DeleteSection({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)

  const deleted = () => {
    onDeleted()
    // The server revoked the token already: forget it here without asking to sign out.
    useSession.getState().signOut()
    showToast(t('account.delete.done'), 'success')
  }

  return (
    <LabelledSection title={t('account.delete.title')} sx={{ mb: 4 }}>
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{t('account.delete.text')}</Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('account.delete.open')}
      </Button>
      <DeleteDialog open={open} onClose={() => setOpen(false)} onDeleted={deleted} />
    </LabelledSection>
  )
}
