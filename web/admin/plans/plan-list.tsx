import { DataTable, List, SelectField, SelectInput, useTranslate } from 'react-admin'
import type { AdminPlan } from '../../../contract/schemas/admin-plans.ts'
import { useMoney } from '../ui/use-money.ts'
import type { AdminRecord } from '../record.ts'
import { EmptyList } from '../ui/empty-list.tsx'
import { useWebsiteSettings } from '../website-context.ts'
import { INTERVAL_CHOICES } from './interval-choices.ts'
import { TableOrCards } from '../ui/table-or-cards.tsx'

const PLAN_FILTERS = [<SelectInput key="interval" source="interval" choices={INTERVAL_CHOICES} />]

/**
 * The website's plans in the storefront's order: price, billing, items opened, private or
 * public, subscribers.
 */
export function PlanList() {
  const formatMoney = useMoney()
  const { monetization_currency: currency } = useWebsiteSettings()
  const translate = useTranslate()
  return (
    <List
      empty={<EmptyList />}
      exporter={false}
      filters={PLAN_FILTERS}
      sort={{ field: 'position', order: 'ASC' }}
      perPage={25}
    >
      <TableOrCards<AdminRecord<AdminPlan>>
        card={{
          title: (plan) => plan.name,
          aside: (plan) => formatMoney(plan.amount, currency),
          details: (plan) => [
            <SelectField key="interval" source="interval" choices={INTERVAL_CHOICES} />,
            translate('vitrine.plan.itemsCount', { smart_count: plan.item_uids.length }),
            translate(`vitrine.plan.${plan.is_private ? 'private' : 'public'}`),
            translate('vitrine.plan.subscribersCount', { smart_count: plan.subscriptions_count }),
          ],
          opens: 'edit',
        }}
      >
        <DataTable<AdminRecord<AdminPlan>> bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="name" />
          <DataTable.Col source="amount" render={(plan) => formatMoney(plan.amount, currency)} />
          <DataTable.Col source="interval" disableSort>
            <SelectField source="interval" choices={INTERVAL_CHOICES} />
          </DataTable.Col>
          <DataTable.Col
            source="item_uids"
            disableSort
            render={(plan) =>
              translate('vitrine.plan.itemsCount', { smart_count: plan.item_uids.length })
            }
          />
          <DataTable.Col
            source="is_private"
            label="vitrine.plan.visibility"
            disableSort
            render={(plan) => translate(`vitrine.plan.${plan.is_private ? 'private' : 'public'}`)}
          />
          <DataTable.NumberCol source="subscriptions_count" disableSort />
        </DataTable>
      </TableOrCards>
    </List>
  )
}
