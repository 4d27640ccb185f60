import { BooleanField, DataTable, List, useTranslate } from 'react-admin'
import type { AdminWebhook } from '../../../contract/schemas/admin-integrations.ts'
import type { AdminRecord } from '../record.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { EmptyList } from '../ui/empty-list.tsx'
import { eventTextKey } from './integration-choices.ts'
import { TableOrCards } from '../ui/table-or-cards.tsx'

/** The website's webhooks: where each sends, which events, whether it is on. */
export function WebhookList() {
  const translate = useTranslate()
  return (
    <List
      empty={<EmptyList />}
      exporter={false}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
    >
      <TableOrCards<AdminRecord<AdminWebhook>>
        card={{
          title: (hook) => hook.description || hook.url,
          aside: () => <BooleanField source="enabled" />,
          details: (hook) => [
            (hook.events as string[]).map((event) => translate(eventTextKey(event))).join(', '),
          ],
          opens: 'edit',
        }}
      >
        <DataTable<AdminRecord<AdminWebhook>> bulkActionButtons={false} rowClick="edit">
          <DataTable.Col
            source="url"
            disableSort
            render={(hook) => (
              <span style={{ wordBreak: 'break-all' }}>{hook.description || hook.url}</span>
            )}
          />
          <DataTable.Col
            source="events"
            disableSort
            render={(hook) =>
              (hook.events as string[]).map((event) => translate(eventTextKey(event))).join(', ')
            }
          />
          <DataTable.Col source="enabled" disableSort>
            <BooleanField source="enabled" />
          </DataTable.Col>
          <DataTable.Col source="created_at" disableSort>
            <DateTimeField source="created_at" />
          </DataTable.Col>
        </DataTable>
      </TableOrCards>
    </List>
  )
}
