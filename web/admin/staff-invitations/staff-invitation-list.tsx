import { CreateButton, DataTable, List, SelectField, TopToolbar } from 'react-admin'
import type { AdminStaffInvitation } from '../../../contract/schemas/admin-staff.ts'
import type { AdminRecord } from '../record.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { EmptyList } from '../ui/empty-list.tsx'
import { InvitationStatus } from './invitation-status.tsx'
import { ROLE_CHOICES } from '../ui/role-choices.ts'
import { TableOrCards } from '../ui/table-or-cards.tsx'

/** Who was invited to join the staff, with which role, and whether they registered. */
export function StaffInvitationList() {
  return (
    <List
      empty={<EmptyList />}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
    >
      <TableOrCards<AdminRecord<AdminStaffInvitation>>
        card={{
          title: (invitation) => invitation.email,
          aside: () => <InvitationStatus />,
          details: (invitation) => [
            [invitation.first_name, invitation.last_name].filter(Boolean).join(' '),
            <SelectField key="role" source="role" choices={ROLE_CHOICES} />,
            <DateTimeField key="created" source="created_at" />,
          ],
        }}
      >
        <DataTable<AdminRecord<AdminStaffInvitation>> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="email" />
          <DataTable.Col source="first_name" disableSort />
          <DataTable.Col source="last_name" disableSort />
          <DataTable.Col source="role" disableSort>
            <SelectField source="role" choices={ROLE_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="created_at">
            <DateTimeField source="created_at" />
          </DataTable.Col>
          <DataTable.Col source="accepted_at" disableSort>
            <InvitationStatus />
          </DataTable.Col>
        </DataTable>
      </TableOrCards>
    </List>
  )
}
