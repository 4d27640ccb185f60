import { DataTable, List, SearchInput, SelectField, SelectInput } from 'react-admin'
import type { AdminOrder } from '../../../contract/schemas/admin-orders.ts'
import { useMoney } from '../ui/use-money.ts'
import type { AdminRecord } from '../record.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { EmptyList } from '../ui/empty-list.tsx'
import { ORDER_STATUS_CHOICES, ORDER_TYPE_CHOICES } from '../ui/order-choices.ts'
import { TableOrCards } from '../ui/table-or-cards.tsx'

type Row = AdminRecord<AdminOrder>

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={ORDER_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="type" source="type" choices={ORDER_TYPE_CHOICES} alwaysOn />,
]

/** Every order of the website, newest first: found by buyer, narrowed by status and type. */
export function OrderList() {
  const formatMoney = useMoney()
  return (
    <List
      empty={<EmptyList />}
      exporter={false}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
    >
      <TableOrCards<Row>
        card={{
          title: (order) => order.customer_email,
          aside: (order) => formatMoney(order.total, order.currency),
          details: () => [
            <DateTimeField key="created" source="created_at" />,
            <SelectField key="type" source="type" choices={ORDER_TYPE_CHOICES} />,
            <SelectField key="status" source="status" choices={ORDER_STATUS_CHOICES} />,
          ],
          opens: 'show',
        }}
      >
        <DataTable<Row> bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="created_at">
            <DateTimeField source="created_at" />
          </DataTable.Col>
          <DataTable.Col source="customer_email" disableSort />
          <DataTable.Col source="type" disableSort>
            <SelectField source="type" choices={ORDER_TYPE_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <SelectField source="status" choices={ORDER_STATUS_CHOICES} />
          </DataTable.Col>
          <DataTable.Col
            source="total"
            render={(order) => formatMoney(order.total, order.currency)}
          />
          <DataTable.Col
            source="refunded_amount"
            disableSort
            render={(order) =>
              order.refunded_amount > 0 ? formatMoney(order.refunded_amount, order.currency) : '—'
            }
          />
        </DataTable>
      </TableOrCards>
    </List>
  )
}
