import { DataTable, List, NullableBooleanInput, SearchInput, SelectInput } from 'react-admin'
import type { AdminCustomer } from '../../../contract/schemas/admin-customers.ts'
import type { Currency } from '../../../contract/schemas/website.ts'
import { CUSTOMER_SEGMENTS } from '../../../contract/values/admin-customers.ts'
import { useMoney } from '../ui/use-money.ts'
import type { AdminRecord } from '../record.ts'
import { choicesOf } from '../ui/choices.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { EmptyList } from '../ui/empty-list.tsx'
import { TableOrCards, type PhoneCard } from '../ui/table-or-cards.tsx'
import { useWebsiteSettings } from '../website-context.ts'
import { BlockedChip } from './blocked-chip.tsx'

type Row = AdminRecord<AdminCustomer>

const SEGMENT_CHOICES = choicesOf(CUSTOMER_SEGMENTS, 'vitrine.customer.segment')

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="segment" source="segment" choices={SEGMENT_CHOICES} alwaysOn />,
  <NullableBooleanInput
    key="blocked"
    source="blocked"
    trueLabel="vitrine.customer.blockedFilter.yes"
    falseLabel="vitrine.customer.blockedFilter.no"
    nullLabel="vitrine.customer.blockedFilter.any"
    alwaysOn
  />,
]

/** A customer on a phone: address, name, what they paid, when they signed up. */
function customerCard(
  formatMoney: ReturnType<typeof useMoney>,
  currency: Currency,
): PhoneCard<Row> {
  return {
    title: (customer) => customer.email,
    aside: (customer) => formatMoney(customer.paid_total, currency),
    details: (customer) => [
      [customer.first_name, customer.last_name].filter(Boolean).join(' '),
      <DateTimeField key="created" source="created_at" />,
      customer.blocked_at && <BlockedChip key="blocked" blockedAt={customer.blocked_at} />,
    ],
    opens: 'show',
  }
}

/**
 * The website's customers, newest first: found by name or address, grouped by what they pay,
 * and by whether their account is blocked.
 */
export function CustomerList() {
  const formatMoney = useMoney()
  const { monetization_currency: currency } = useWebsiteSettings()
  return (
    <List
      empty={<EmptyList />}
      exporter={false}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
    >
      <TableOrCards<Row> card={customerCard(formatMoney, currency)}>
        <DataTable<Row> bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="email" />
          <DataTable.Col source="first_name" disableSort />
          <DataTable.Col source="last_name" />
          <DataTable.Col source="created_at">
            <DateTimeField source="created_at" />
          </DataTable.Col>
          <DataTable.NumberCol source="active_subscriptions" disableSort />
          <DataTable.NumberCol source="purchases_count" disableSort />
          <DataTable.Col
            source="paid_total"
            disableSort
            render={(customer) => formatMoney(customer.paid_total, currency)}
          />
          <DataTable.Col source="last_order_at" disableSort>
            <DateTimeField source="last_order_at" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col
            source="blocked_at"
            disableSort
            render={(customer) => <BlockedChip blockedAt={customer.blocked_at} />}
          />
        </DataTable>
      </TableOrCards>
    </List>
  )
}
