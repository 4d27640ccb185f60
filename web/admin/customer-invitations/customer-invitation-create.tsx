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
import type { AdminCustomerInvitationInput } from '../../../contract/schemas/admin-customer-invitations.ts'
import {
  INVITATION_FIELD_MAX_LENGTH,
  INVITATION_NAME_MAX_LENGTH,
} from '../../../contract/values/admin-customer-invitations.ts'
import { isLanguage } from '../../i18n/languages.ts'
import { useWebsiteSettings } from '../website-context.ts'

type Values = AdminCustomerInvitationInput & { id?: string }

/** Only the registration fields filled in: an empty one is left to the guest. */
function filledFields(fields: Record<string, string | null | undefined> = {}) {
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  )
}

/**
 * Invites someone to register as a customer: they get a mail, in the back office's language,
 * with a link to a registration form holding what was typed here, the website's registration
 * fields included.
 */
export function CustomerInvitationCreate() {
  const [locale] = useLocaleState()
  const translate = useTranslate()
  const notify = useNotify()
  const redirect = useRedirect()
  const { auth_registration_custom_fields: fields } = useWebsiteSettings()
  return (
    <Create<Values>
      transform={(values) => ({
        ...values,
        custom_fields: filledFields(values.custom_fields),
        language: isLanguage(locale) ? locale : 'fr',
      })}
      mutationOptions={{
        onSuccess: (invitation) => {
          notify(translate('vitrine.customerInvitation.sent', { email: invitation.email }), {
            type: 'success',
          })
          redirect('list', 'customer_invitations')
        },
      }}
    >
      <SimpleForm>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput
          source="first_name"
          validate={[required(), maxLength(INVITATION_NAME_MAX_LENGTH)]}
        />
        <TextInput
          source="last_name"
          validate={[required(), maxLength(INVITATION_NAME_MAX_LENGTH)]}
        />
        {fields.map((field) => (
          <TextInput
            key={field.name}
            source={`custom_fields.${field.name}`}
            label={field.label}
            helperText={field.required ? 'vitrine.customerInvitation.requiredLater' : false}
            validate={maxLength(INVITATION_FIELD_MAX_LENGTH)}
          />
        ))}
      </SimpleForm>
    </Create>
  )
}
