import { DataTable, List, SearchInput, SelectField, useTranslate } from 'react-admin'
import type { AdminCoupon } from '../../../contract/schemas/admin-coupons.ts'
import { useMoney } from '../ui/use-money.ts'
import type { AdminRecord } from '../record.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { EmptyList } from '../ui/empty-list.tsx'
import { useWebsiteSettings } from '../website-context.ts'
import { TARGET_CHOICES } from './coupon-choices.ts'
import { TableOrCards } from '../ui/table-or-cards.tsx'

const COUPON_FILTERS = [<SearchInput key="q" source="q" alwaysOn />]

/** The website's coupons, newest first: what each takes off, on what, when, and how often used. */
export function CouponList() {
  const formatMoney = useMoney()
  const { monetization_currency: currency } = useWebsiteSettings()
  const translate = useTranslate()
  return (
    <List
      empty={<EmptyList />}
      exporter={false}
      filters={COUPON_FILTERS}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
    >
      <TableOrCards<AdminRecord<AdminCoupon>>
        card={{
          title: (coupon) => coupon.code,
          aside: (coupon) =>
            coupon.percent_off === null
              ? formatMoney(coupon.amount_off ?? 0, currency)
              : `${coupon.percent_off} %`,
          details: (coupon) => [
            <SelectField key="target" source="applies_to" choices={TARGET_CHOICES} />,
            <DateTimeField key="ends" source="ends_at" emptyText="vitrine.coupon.noEnd" />,
            translate(`vitrine.coupon.${coupon.archived_at ? 'archived' : 'offered'}`),
          ],
          opens: 'edit',
        }}
      >
        <DataTable<AdminRecord<AdminCoupon>> bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="code" />
          <DataTable.Col
            source="kind"
            label="vitrine.coupon.discount"
            disableSort
            render={(coupon) =>
              coupon.percent_off === null
                ? formatMoney(coupon.amount_off ?? 0, currency)
                : `${coupon.percent_off} %`
            }
          />
          <DataTable.Col source="applies_to" disableSort>
            <SelectField source="applies_to" choices={TARGET_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="ends_at">
            <DateTimeField source="ends_at" emptyText="vitrine.coupon.noEnd" />
          </DataTable.Col>
          <DataTable.Col
            source="redemptions"
            render={(coupon) =>
              coupon.max_redemptions === null
                ? String(coupon.redemptions)
                : `${coupon.redemptions} / ${coupon.max_redemptions}`
            }
          />
          <DataTable.Col
            source="archived_at"
            label="vitrine.coupon.state"
            disableSort
            render={(coupon) =>
              translate(`vitrine.coupon.${coupon.archived_at ? 'archived' : 'offered'}`)
            }
          />
        </DataTable>
      </TableOrCards>
    </List>
  )
}
