import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { SECRET_FORM } from '../../lib/secret-form.ts'
import { deleteSchema, type DeleteFields } from './account-schemas.ts'
import { fieldHelp } from './field-help.ts'
import { postAccountDelete } from './post-account-delete.ts'
import { useServerErrors } from './use-server-errors.ts'

/** Asks for the password before erasing the account; `onDeleted` once the server has. */
export function DeleteDialog(props: { open: boolean; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const form = useForm<DeleteFields>({
    resolver: zodResolver(deleteSchema),
    defaultValues: { password: '' },
  })
  const failures = useServerErrors(form, ['password'])
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    failures.clear()
    try {
      await postAccountDelete(values)
    } catch (error) {
      failures.fail(error)
      return
    }
    props.onDeleted()
  })

  const close = () => {
    form.reset()
    failures.clear()
    props.onClose()
  }

  return (
    <Dialog
      open={props.open}
      onClose={close}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <form {...SECRET_FORM} noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{t('account.delete.dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
            {t('account.delete.dialogText')}
          </DialogContentText>
          {failures.alert && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failures.alert}
            </Alert>
          )}
          <TextField
            {...form.register('password')}
            {...fieldHelp(t, errors.password)}
            id={`${id}-password`}
            type="password"
            label={t('account.delete.password')}
            autoComplete="current-password"
            required
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('account.delete.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={isSubmitting}>
            {t('account.delete.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
