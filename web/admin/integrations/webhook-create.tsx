import { Create, SimpleForm } from 'react-admin'
import { WebhookInputs } from './webhook-inputs.tsx'

/** A new webhook, on once saved; its secret is on its page. */
export function WebhookCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={{ url: 'https://', description: '', events: [], enabled: true }}>
        <WebhookInputs />
      </SimpleForm>
    </Create>
  )
}
