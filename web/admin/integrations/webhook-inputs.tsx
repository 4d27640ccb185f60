import { BooleanInput, CheckboxGroupInput, required, TextInput } from 'react-admin'
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_URL_MAX_LENGTH,
} from '../../../contract/values/integrations.ts'
import { WEBHOOK_EVENT_CHOICES } from './integration-choices.ts'

/** A webhook's address, what it is for, the events it wants, and whether it is on. */
export function WebhookInputs() {
  return (
    <>
      <TextInput
        source="url"
        type="url"
        validate={required()}
        helperText="vitrine.webhook.urlHelp"
        slotProps={{ htmlInput: { maxLength: WEBHOOK_URL_MAX_LENGTH } }}
      />
      <TextInput
        source="description"
        slotProps={{ htmlInput: { maxLength: WEBHOOK_DESCRIPTION_MAX_LENGTH } }}
      />
      <CheckboxGroupInput
        source="events"
        choices={WEBHOOK_EVENT_CHOICES}
        validate={required()}
        row={false}
      />
      <BooleanInput source="enabled" />
    </>
  )
}
