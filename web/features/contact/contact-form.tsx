import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { ContactBody } from '../../../contract/schemas/contact.ts'
import { CONTACT_MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../contract/values/limits.ts'
import { contactSchema, EMPTY_CONTACT, type ContactFields } from './contact-schema.ts'
import '../../i18n/contact/texts.ts'
import { messageKey } from '../../lib/validation.ts'

const CONSENT_HELP_ID = 'contact-consent-helper-text'

interface ContactFormProps {
  sending: boolean
  failed: boolean
  onSend: (message: ContactBody) => void
  onCancel: () => void
}

/** The contact dialog's form view: who writes, the message and the consent (spec §2, §5). */
export function ContactForm({ sending, failed, onSend, onCancel }: ContactFormProps) {
  const { t } = useTranslation()
  const form = useForm<ContactFields>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY_CONTACT,
  })
  const { errors } = form.formState
  const field = (name: 'email' | 'first_name' | 'last_name' | 'message') => ({
    ...form.register(name),
    id: `contact-${name}`,
    required: true,
    fullWidth: true,
    error: Boolean(errors[name]),
    helperText: errors[name]?.message ? t(messageKey(errors[name].message)) : undefined,
  })

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ email, first_name, last_name, message }) =>
        onSend({ email, first_name, last_name, message }),
      )}
    >
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('contact.intro')}</DialogContentText>
        <Stack spacing={2}>
          {failed && <Alert severity="error">{t('contact.failed')}</Alert>}
          <TextField
            {...field('email')}
            type="email"
            autoComplete="email"
            label={t('contact.email')}
            autoFocus
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...field('first_name')}
              autoComplete="given-name"
              label={t('contact.firstName')}
              slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
            />
            <TextField
              {...field('last_name')}
              autoComplete="family-name"
              label={t('contact.lastName')}
              slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
            />
          </Stack>
          <TextField
            {...field('message')}
            label={t('contact.message')}
            multiline
            minRows={4}
            slotProps={{ htmlInput: { maxLength: CONTACT_MESSAGE_MAX_LENGTH } }}
          />
          <Controller
            control={form.control}
            name="consent"
            render={({ field: consent }) => (
              <FormControl error={Boolean(errors.consent)} required>
                <FormControlLabel
                  label={t('contact.consent')}
                  control={
                    <Checkbox
                      name={consent.name}
                      checked={consent.value}
                      onChange={(event) => consent.onChange(event.target.checked)}
                      onBlur={consent.onBlur}
                      inputRef={consent.ref}
                      slotProps={{
                        input: {
                          'aria-invalid': Boolean(errors.consent),
                          'aria-describedby': errors.consent ? CONSENT_HELP_ID : undefined,
                          'aria-required': true,
                        },
                      }}
                    />
                  }
                />
                {errors.consent?.message && (
                  <FormHelperText id={CONSENT_HELP_ID}>
                    {t(messageKey(errors.consent.message))}
                  </FormHelperText>
                )}
              </FormControl>
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{t('contact.cancel')}</Button>
        <Button type="submit" variant="contained" loading={sending}>
          {t('contact.send')}
        </Button>
      </DialogActions>
    </form>
  )
}
