import Box from '@mui/material/Box'
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  List,
  ReferenceInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin'
import type { AuditEntry } from '../../../contract/schemas/admin-audit-log.ts'
import { AUDIT_ACTIONS, AUDIT_RESOURCES } from '../../../contract/values/admin-audit-log.ts'
import type { AdminRecord } from '../record.ts'
import { AuditChange } from './audit-change.tsx'
import { dayOf, dayStart } from './day-bounds.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { EmptyList } from '../ui/empty-list.tsx'
import { TableOrCards } from '../ui/table-or-cards.tsx'

const ACTION_CHOICES = AUDIT_ACTIONS.map((id) => ({ id, name: `vitrine.action.${id}` }))
const RESOURCE_CHOICES = AUDIT_RESOURCES.map((id) => ({ id, name: `vitrine.resource.${id}` }))

const filters = [
  <SelectInput key="action" source="action" choices={ACTION_CHOICES} />,
  <SelectInput key="resource" source="resource" choices={RESOURCE_CHOICES} />,
  <ReferenceInput
    key="staff"
    source="staff_user_uid"
    reference="staff"
    sort={{ field: 'email', order: 'ASC' }}
  >
    <AutocompleteInput
      label="resources.audit_log.fields.staff_email"
      optionText="email"
      filterToQuery={(q: string) => ({ q })}
    />
  </ReferenceInput>,
  // The days picked are the staff member's own; the server filters by instants.
  <DateInput
    key="from"
    source="at_gte"
    label="vitrine.audit.from"
    parse={(day: string) => (day ? dayStart(day) : undefined)}
    format={(instant?: string) => (instant ? dayOf(instant) : '')}
  />,
  <DateInput
    key="until"
    source="at_lt"
    label="vitrine.audit.until"
    parse={(day: string) => (day ? dayStart(day, 1) : undefined)}
    format={(instant?: string) => (instant ? dayOf(instant, 1) : '')}
  />,
]

/** What the staff changed, newest first; a row opens to show the change field by field. */
export function AuditLogList() {
  return (
    <List
      empty={<EmptyList />}
      exporter={false}
      filters={filters}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
    >
      <TableOrCards<AdminRecord<AuditEntry>>
        card={{
          title: (entry) =>
            entry.record_name ?? <SelectField source="resource" choices={RESOURCE_CHOICES} />,
          aside: () => <DateTimeField source="at" />,
          details: (entry) => [
            entry.staff_email,
            <SelectField key="action" source="action" choices={ACTION_CHOICES} />,
            entry.record_name && (
              <SelectField key="resource" source="resource" choices={RESOURCE_CHOICES} />
            ),
          ],
          actions: () => (
            <Box sx={{ minWidth: 0, overflowX: 'auto', width: 1 }}>
              <AuditChange />
            </Box>
          ),
        }}
      >
        <DataTable<AdminRecord<AuditEntry>>
          bulkActionButtons={false}
          expand={<AuditChange />}
          rowClick="expand"
        >
          <DataTable.Col source="at">
            <DateTimeField source="at" />
          </DataTable.Col>
          <DataTable.Col source="staff_email" disableSort />
          <DataTable.Col source="action">
            <SelectField source="action" choices={ACTION_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="resource">
            <SelectField source="resource" choices={RESOURCE_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="record_name" disableSort>
            <TextField source="record_name" emptyText="—" />
          </DataTable.Col>
        </DataTable>
      </TableOrCards>
    </List>
  )
}
