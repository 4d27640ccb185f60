import {
  DataTable,
  FunctionField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin'
import type { AdminOnDemandRequest } from '../../../contract/schemas/admin-ondemand.ts'
import { ONDEMAND_STATUSES } from '../../../contract/values/admin-ondemand.ts'
import type { AdminRecord } from '../record.ts'
import { choicesOf } from '../ui/choices.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { EmptyList } from '../ui/empty-list.tsx'
import { DecisionButtons } from './decision-buttons.tsx'
import { TableOrCards } from '../ui/table-or-cards.tsx'

type Row = AdminRecord<AdminOnDemandRequest>

const STATUS_CHOICES = choicesOf(ONDEMAND_STATUSES, 'vitrine.ondemand.status')

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
]

/**
 * The customers' requests to watch on-demand items, those waiting first: each answered on its
 * own, the requester mailed the decision (and any message) in their language.
 */
export function OnDemandRequestList() {
  return (
    <List
      empty={<EmptyList />}
      exporter={false}
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
    >
      <TableOrCards<Row>
        card={{
          title: (request) => request.item_name,
          aside: () => <SelectField source="status" choices={STATUS_CHOICES} />,
          details: ({ requester, message }) => [
            [requester.first_name, requester.last_name, `<${requester.email}>`]
              .filter(Boolean)
              .join(' '),
            <DateTimeField key="created" source="created_at" />,
            message,
          ],
          actions: () => <DecisionButtons />,
        }}
      >
        <DataTable<Row> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="created_at">
            <DateTimeField source="created_at" />
          </DataTable.Col>
          <DataTable.Col source="requester" disableSort>
            <FunctionField<Row>
              render={({ requester }) =>
                [requester.first_name, requester.last_name, `<${requester.email}>`]
                  .filter(Boolean)
                  .join(' ')
              }
            />
          </DataTable.Col>
          <DataTable.Col source="item_name">
            <TextField source="item_name" />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <SelectField source="status" choices={STATUS_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="decided_at">
            <DateTimeField source="decided_at" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="message" disableSort>
            <TextField source="message" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="actions" disableSort>
            <DecisionButtons />
          </DataTable.Col>
        </DataTable>
      </TableOrCards>
    </List>
  )
}
