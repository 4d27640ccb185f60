import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import {
  DataTable,
  DeleteButton,
  Edit,
  Pagination,
  ReferenceManyField,
  SaveButton,
  SelectField,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import type {
  AdminWebhook,
  AdminWebhookChange,
  AdminWebhookDelivery,
} from '../../../contract/schemas/admin-integrations.ts'
import { WEBHOOK_DELIVERY_STATUSES } from '../../../contract/values/integrations.ts'
import { staffFetch } from '../api/staff-fetch.ts'
import type { AdminRecord } from '../record.ts'
import { CopyField } from '../ui/copy-field.tsx'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { WEBHOOK_EVENT_CHOICES } from './integration-choices.ts'
import { WebhookInputs } from './webhook-inputs.tsx'

type Delivery = AdminRecord<AdminWebhookDelivery>

const STATUS_CHOICES = WEBHOOK_DELIVERY_STATUSES.map((status) => ({
  id: status,
  name: `vitrine.webhook.status.${status}`,
}))

const webhookChange = ({
  url,
  description,
  events,
  enabled,
}: AdminWebhook): AdminWebhookChange => ({
  url,
  description,
  events,
  enabled,
})

/** The secret that signs the deliveries, and how a receiver checks it. */
function WebhookSecret() {
  const translate = useTranslate()
  const headingId = useId()
  const hook = useRecordContext<AdminRecord<AdminWebhook>>()
  if (!hook) return null
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', mb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2">
        {translate('vitrine.webhook.secretTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('vitrine.webhook.secretHelp')}
      </Typography>
      <CopyField value={hook.secret} label="vitrine.webhook.secret" copy="vitrine.copy.copy" />
    </Box>
  )
}

/** Sends the row's delivery again: the same event, as a new line of the log. */
function ResendButton() {
  const delivery = useRecordContext<Delivery>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  if (!delivery) return null
  const resend = () =>
    staffFetch(`/webhook-deliveries/${encodeURIComponent(delivery.uid)}/resend/`, {
      method: 'POST',
    }).then(
      () => {
        notify('vitrine.webhook.resent', { type: 'success' })
        refresh()
      },
      () => notify('vitrine.webhook.resendFailed', { type: 'error' }),
    )
  return (
    <Button
      size="small"
      onClick={() => void resend()}
      aria-label={translate('vitrine.webhook.resendNamed', { id: delivery.event_id })}
    >
      {translate('vitrine.webhook.resend')}
    </Button>
  )
}

/** The webhook's deliveries, newest first, with each one's outcome. */
function DeliveriesLog() {
  const translate = useTranslate()
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {translate('vitrine.webhook.deliveries')}
      </Typography>
      <ReferenceManyField<AdminRecord<AdminWebhook>, Delivery>
        reference="webhook_deliveries"
        target="endpoint_uid"
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10]} />}
        empty={
          <Typography variant="body2" color="text.secondary">
            {translate('vitrine.webhook.noDelivery')}
          </Typography>
        }
      >
        <DataTable<Delivery> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="created_at" disableSort>
            <DateTimeField source="created_at" />
          </DataTable.Col>
          <DataTable.Col source="event_type" disableSort>
            <SelectField source="event_type" choices={WEBHOOK_EVENT_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <SelectField source="status" choices={STATUS_CHOICES} />
          </DataTable.Col>
          <DataTable.Col
            source="response_code"
            disableSort
            render={(delivery) => delivery.response_code ?? delivery.error ?? '—'}
          />
          <DataTable.Col source="attempts" disableSort />
          <DataTable.Col label="vitrine.webhook.actions" disableSort>
            <ResendButton />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </Box>
  )
}

function WebhookToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle="vitrine.webhook.deleteTitle"
        confirmContent="vitrine.webhook.deleteContent"
      />
    </Toolbar>
  )
}

/** One webhook: its address and events, its signing secret, and its deliveries log. */
export function WebhookEdit() {
  return (
    <Edit<AdminRecord<AdminWebhook>>
      mutationMode="pessimistic"
      redirect={false}
      transform={webhookChange}
    >
      <SimpleForm toolbar={<WebhookToolbar />}>
        <WebhookSecret />
        <WebhookInputs />
      </SimpleForm>
      <Box sx={{ px: 2, pb: 2 }}>
        <DeliveriesLog />
      </Box>
    </Edit>
  )
}
