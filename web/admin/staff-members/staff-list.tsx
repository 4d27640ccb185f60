import { DataTable, List, SearchInput, SelectField, SelectInput } from 'react-admin'
import type { AdminStaffMember } from '../../../contract/schemas/admin-staff.ts'
import type { AdminRecord } from '../record.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { EmptyList } from '../ui/empty-list.tsx'
import { ROLE_CHOICES } from '../ui/role-choices.ts'
import { TableOrCards } from '../ui/table-or-cards.tsx'

const STAFF_FILTERS = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} />,
]

/** Who is on the website's staff, with which role; a row opens the member's role. */
export function StaffList() {
  return (
    <List
      empty={<EmptyList />}
      exporter={false}
      filters={STAFF_FILTERS}
      sort={{ field: 'email', order: 'ASC' }}
      perPage={25}
    >
      <TableOrCards<AdminRecord<AdminStaffMember>>
        card={{
          title: (member) => member.email,
          aside: () => <SelectField source="role" choices={ROLE_CHOICES} />,
          details: (member) => [[member.first_name, member.last_name].filter(Boolean).join(' ')],
          opens: 'edit',
        }}
      >
        <DataTable<AdminRecord<AdminStaffMember>> bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="email" />
          <DataTable.Col source="first_name" disableSort />
          <DataTable.Col source="last_name" />
          <DataTable.Col source="role" disableSort>
            <SelectField source="role" choices={ROLE_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="created_at">
            <DateTimeField source="created_at" />
          </DataTable.Col>
        </DataTable>
      </TableOrCards>
    </List>
  )
}
