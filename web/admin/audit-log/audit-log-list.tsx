import { DataTable, List, SelectField, SelectInput } from 'react-admin'
import type { AuditEntry } from '../../../contract/schemas/admin-audit-log.ts'
import { AUDIT_ACTIONS, AUDIT_RESOURCES } from '../../../contract/values/admin-audit-log.ts'
import type { AdminRecord } from '../record.ts'
import { AuditChange } from './audit-change.tsx'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { EmptyList } from '../ui/empty-list.tsx'

const ACTION_CHOICES = AUDIT_ACTIONS.map((id) => ({ id, name: `vitrine.action.${id}` }))
const RESOURCE_CHOICES = AUDIT_RESOURCES.map((id) => ({ id, name: `vitrine.resource.${id}` }))

const filters = [
  <SelectInput key="action" source="action" choices={ACTION_CHOICES} />,
  <SelectInput key="resource" source="resource" choices={RESOURCE_CHOICES} />,
]

/** What the staff changed, newest first; a row opens to show the record before and after. */
export function AuditLogList() {
  return (
    <List
      empty={<EmptyList />}
      exporter={false}
      filters={filters}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
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
        <DataTable.Col source="record_uid" disableSort />
      </DataTable>
    </List>
  )
}
