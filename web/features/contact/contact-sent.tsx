import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import '../../i18n/contact/texts.ts'

/** The confirmation view, once the message has gone (spec §4). */
export function ContactSent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <>
      <DialogContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {t('contact.sentTitle')}
        </Typography>
        <Typography role="status">{t('contact.sent')}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {/* The send button is gone: focus lands here rather than on the page behind. */}
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('contact.close')}
        </Button>
      </DialogActions>
    </>
  )
}
