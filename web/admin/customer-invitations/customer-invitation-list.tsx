import {
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin'
import type { AdminCustomerInvitation } from '../../../contract/schemas/admin-customer-invitations.ts'
import { CUSTOMER_INVITATION_STATUSES } from '../../../contract/values/admin-customer-invitations.ts'
import type { AdminRecord } from '../record.ts'
import { choicesOf } from '../ui/choices.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { EmptyList } from '../ui/empty-list.tsx'
import { InvitationActions } from './invitation-actions.tsx'
import { InvitationState } from './invitation-state.tsx'
import { TableOrCards } from '../ui/table-or-cards.tsx'

type Row = AdminRecord<AdminCustomerInvitation>

const STATUS_CHOICES = choicesOf(CUSTOMER_INVITATION_STATUSES, 'vitrine.customerInvitation.status')

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
]

/** The registration fields an invitation fills in, as "name : value" pairs. */
function CustomFields({ values }: { values: Record<string, string> | undefined }) {
  const translate = useTranslate()
  const pairs = Object.entries(values ?? {})
  if (pairs.length === 0) return <>{translate('vitrine.noValue')}</>
  return <>{pairs.map(([name, value]) => `${name} : ${value}`).join(' · ')}</>
}

/** Who was invited to register as a customer, whether they did, and by which account. */
export function CustomerInvitationList() {
  return (
    <List
      empty={<EmptyList />}
      exporter={false}
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
    >
      <TableOrCards<Row>
        card={{
          title: (invitation) => invitation.email,
          aside: () => <InvitationState />,
          details: (invitation) => [
            [invitation.first_name, invitation.last_name].filter(Boolean).join(' '),
            <DateTimeField key="expires" source="expires_at" />,
          ],
          actions: () => <InvitationActions />,
        }}
      >
        <DataTable<Row> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="email" />
          <DataTable.Col source="first_name" disableSort />
          <DataTable.Col source="last_name" disableSort />
          <DataTable.Col
            source="custom_fields"
            disableSort
            render={(invitation) => <CustomFields values={invitation.custom_fields} />}
          />
          <DataTable.Col source="created_at">
            <DateTimeField source="created_at" />
          </DataTable.Col>
          <DataTable.Col source="expires_at">
            <DateTimeField source="expires_at" />
          </DataTable.Col>
          <DataTable.Col source="accepted_at" disableSort>
            <InvitationState />
          </DataTable.Col>
          <DataTable.Col source="actions" disableSort>
            <InvitationActions />
          </DataTable.Col>
        </DataTable>
      </TableOrCards>
    </List>
  )
}
