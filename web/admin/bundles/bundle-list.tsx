import { DataTable, List, NullableBooleanInput, useTranslate } from 'react-admin'
import type { AdminBundle } from '../../../contract/schemas/admin-bundles.ts'
import { useMoney } from '../ui/use-money.ts'
import type { AdminRecord } from '../record.ts'
import { EmptyList } from '../ui/empty-list.tsx'
import { useWebsiteSettings } from '../website-context.ts'
import { TableOrCards } from '../ui/table-or-cards.tsx'

const BUNDLE_FILTERS = [
  <NullableBooleanInput
    key="on_sale"
    source="on_sale"
    trueLabel="vitrine.bundle.onSaleFilter.yes"
    falseLabel="vitrine.bundle.onSaleFilter.no"
    nullLabel="vitrine.bundle.onSaleFilter.any"
    alwaysOn
  />,
]

/**
 * The website's bundles in the storefront's order: price, access period, items, on sale or
 * withdrawn, purchases.
 */
export function BundleList() {
  const formatMoney = useMoney()
  const { monetization_currency: currency } = useWebsiteSettings()
  const translate = useTranslate()
  return (
    <List
      empty={<EmptyList />}
      exporter={false}
      filters={BUNDLE_FILTERS}
      sort={{ field: 'position', order: 'ASC' }}
      perPage={25}
    >
      <TableOrCards<AdminRecord<AdminBundle>>
        card={{
          title: (bundle) => bundle.name,
          aside: (bundle) => formatMoney(bundle.amount, currency),
          details: (bundle) => [
            bundle.period === 0
              ? translate('vitrine.bundle.unlimited')
              : translate('vitrine.period.hours', { smart_count: bundle.period }),
            translate('vitrine.bundle.itemsCount', { smart_count: bundle.item_uids.length }),
            translate(`vitrine.bundle.onSaleFilter.${bundle.on_sale ? 'yes' : 'no'}`),
            translate('vitrine.bundle.purchasesCount', { smart_count: bundle.purchases_count }),
          ],
          opens: 'edit',
        }}
      >
        <DataTable<AdminRecord<AdminBundle>> bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="name" />
          <DataTable.Col
            source="amount"
            render={(bundle) => formatMoney(bundle.amount, currency)}
          />
          <DataTable.Col
            source="period"
            label="vitrine.bundle.access"
            disableSort
            render={(bundle) =>
              bundle.period === 0
                ? translate('vitrine.bundle.unlimited')
                : translate('vitrine.period.hours', { smart_count: bundle.period })
            }
          />
          <DataTable.Col
            source="item_uids"
            disableSort
            render={(bundle) =>
              translate('vitrine.bundle.itemsCount', { smart_count: bundle.item_uids.length })
            }
          />
          <DataTable.Col
            source="on_sale"
            disableSort
            render={(bundle) => translate(`ra.boolean.${bundle.on_sale ? 'true' : 'false'}`)}
          />
          <DataTable.NumberCol source="purchases_count" disableSort />
        </DataTable>
      </TableOrCards>
    </List>
  )
}
