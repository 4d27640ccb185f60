import { useTranslate } from 'react-admin'
import type { AdminOrder } from '../../../contract/schemas/admin-orders.ts'
import { useMoney } from '../ui/use-money.ts'
import { listLink } from './list-link.ts'
import { RecentTable } from './recent-table.tsx'

/** The latest orders: buyer and date, amount, status; each opens its order. */
export function RecentOrders(props: { orders: AdminOrder[]; date: (iso: string) => string }) {
  const translate = useTranslate()
  const money = useMoney()
  return (
    <RecentTable
      title="vitrine.home.lastOrders"
      headings={['vitrine.home.customer', 'vitrine.home.amount', 'vitrine.home.status']}
      empty="vitrine.home.noOrders"
      all={{ label: 'vitrine.home.allOrders', to: listLink('orders') }}
      rows={props.orders.map((order) => ({
        key: order.uid,
        to: `/orders/${order.uid}/show`,
        name: order.customer_email || translate('vitrine.noValue'),
        date: props.date(order.created_at),
        cells: [
          money(order.total, order.currency),
          translate(`vitrine.order.status.${order.status}`),
        ],
      }))}
    />
  )
}
