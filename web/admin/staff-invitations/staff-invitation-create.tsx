import {
  Create,
  email,
  maxLength,
  required,
  SimpleForm,
  TextInput,
  useLocaleState,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin'
import type { AdminStaffInvitationInput } from '../../../contract/schemas/admin-staff.ts'
import { isLanguage } from '../../i18n/languages.ts'
import { RoleInput } from '../ui/role-input.tsx'

const NAME_MAX_LENGTH = 150

/**
 * Invites someone to join the staff: they get a mail, in the back office's language, with a link
 * to register, and their account has the role chosen here.
 */
export function StaffInvitationCreate() {
  const [locale] = useLocaleState()
  const translate = useTranslate()
  const notify = useNotify()
  const redirect = useRedirect()
  return (
    <Create<AdminStaffInvitationInput & { id?: string }>
      transform={(values) => ({ ...values, language: isLanguage(locale) ? locale : 'fr' })}
      mutationOptions={{
        // Said with the guest's address; then back to the list, where the invitation waits.
        onSuccess: (invitation) => {
          notify(translate('vitrine.invitation.sent', { email: invitation.email }), {
            type: 'success',
          })
          redirect('list', 'staff_invitations')
        },
      }}
    >
      <SimpleForm defaultValues={{ role: 'editor' }}>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="first_name" validate={[required(), maxLength(NAME_MAX_LENGTH)]} />
        <TextInput source="last_name" validate={[required(), maxLength(NAME_MAX_LENGTH)]} />
        <RoleInput />
      </SimpleForm>
    </Create>
  )
}
