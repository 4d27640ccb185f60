import Dialog from '@mui/material/Dialog'
import DialogTitle from '@mui/material/DialogTitle'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { postContact } from '../../api/post-contact.ts'
import { useContactDialog } from '../../lib/contact-dialog.ts'
import { ContactForm } from './contact-form.tsx'
import { ContactSent } from './contact-sent.tsx'
import '../../i18n/contact/texts.ts'

/** Spec §9: the contact dialog is 600 px wide (less on a phone). */
const CONTACT_DIALOG_WIDTH = 600
const TITLE_ID = 'contact-dialog-title'

/** One opening of the dialog: the form, then the confirmation once sent. */
function ContactSession({ onClose }: { onClose: () => void }) {
  const sending = useMutation({ mutationFn: postContact })
  if (sending.isSuccess) return <ContactSent onClose={onClose} />
  return (
    <ContactForm
      sending={sending.isPending}
      failed={sending.isError}
      onSend={(message) => sending.mutate(message)}
      onCancel={onClose}
    />
  )
}

/** The contact dialog, opened through web/lib/contact-dialog.ts from anywhere in the shell. */
export function ContactDialog() {
  const { t } = useTranslation()
  const open = useContactDialog((state) => state.open)
  const openings = useContactDialog((state) => state.openings)
  const hide = useContactDialog((state) => state.hide)
  return (
    <Dialog
      open={open}
      onClose={hide}
      aria-labelledby={TITLE_ID}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: CONTACT_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={TITLE_ID}>{t('contact.title')}</DialogTitle>
      {/* Keyed by opening: closing and opening again starts from an empty form (spec §4). */}
      <ContactSession key={openings} onClose={hide} />
    </Dialog>
  )
}
