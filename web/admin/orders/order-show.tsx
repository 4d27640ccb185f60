import { Link } from 'react-router-dom'
import {
  DataTable,
  FunctionField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useCreatePath,
  useLocaleState,
  useTranslate,
} from 'react-admin'
import type { AdminOrderDetail } from '../../../contract/schemas/admin-orders.ts'
import { useMoney } from '../ui/use-money.ts'
import type { AdminRecord } from '../record.ts'
import { DateTimeField } from '../ui/date-time-field.tsx'
import { ORDER_STATUS_CHOICES, ORDER_TYPE_CHOICES } from '../ui/order-choices.ts'
import { RowsField } from '../ui/rows-field.tsx'
import { OrderLines } from './order-lines.tsx'
import { RefundForm } from './refund-form.tsx'
import { ResendReceiptButton } from './resend-receipt-button.tsx'

type Order = AdminRecord<AdminOrderDetail>

/** The buyer, linked to their page in the back office. */
function Buyer({ order }: { order: Order }) {
  const createPath = useCreatePath()
  if (!order.customer_email) return <>—</>
  const to = createPath({ resource: 'customers', type: 'show', id: order.user_uid })
  const name = order.customer_name ? `${order.customer_name} · ` : ''
  return <Link to={to}>{`${name}${order.customer_email}`}</Link>
}

/** A gift order's gift: for whom, when it is mailed, whether its recipient redeemed it. */
function GiftState({ gift }: { gift: NonNullable<AdminOrderDetail['gift']> }) {
  const translate = useTranslate()
  const locale = useLocaleState()[0]
  const format = (date: string, timeZone?: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(date))
  const state = gift.voided_at
    ? translate('vitrine.order.gift.voided')
    : gift.redeemed_at
      ? translate('vitrine.order.gift.redeemed', { date: format(gift.redeemed_at) })
      : translate('vitrine.order.gift.waiting')
  const day = format(`${gift.deliver_on}T00:00:00Z`, 'UTC')
  return (
    <>
      {translate('vitrine.order.gift.for', { email: gift.recipient_email, day })}
      {' · '}
      {state}
    </>
  )
}

/**
 * An order's page (shown first from the list's row, which lacks the lines and refunds: each part
 * reads them as empty until they come): what was bought, by whom, through which provider, what
 * refunds gave back; and the ways to refund it and to send its receipt again.
 */
export function OrderShow() {
  const formatMoney = useMoney()
  return (
    <Show<Order>>
      <SimpleShowLayout>
        <FunctionField<Order> source="customer_email" render={(order) => <Buyer order={order} />} />
        <SelectField source="type" choices={ORDER_TYPE_CHOICES} />
        <SelectField source="status" choices={ORDER_STATUS_CHOICES} />
        <DateTimeField source="created_at" />
        <DateTimeField source="paid_at" emptyText="—" />
        <FunctionField<Order>
          source="total"
          render={(order) => formatMoney(order.total, order.currency)}
        />
        <FunctionField<Order>
          source="tip"
          render={(order) => formatMoney(order.tip, order.currency)}
        />
        <FunctionField<Order>
          source="refunded_amount"
          render={(order) => formatMoney(order.refunded_amount, order.currency)}
        />
        <TextField source="message" emptyText="—" />
        <TextField source="provider" />
        <TextField source="provider_session_id" emptyText="—" />
        <FunctionField<Order> source="lines" render={(order) => <OrderLines order={order} />} />
        <FunctionField<Order>
          source="gift"
          render={(order) => (order.gift ? <GiftState gift={order.gift} /> : '—')}
        />
        <FunctionField<Order>
          source="refunds"
          render={(order) => (
            <RowsField source="refunds">
              <DataTable bulkActionButtons={false} rowClick={false}>
                <DataTable.Col source="created_at" label="vitrine.order.refundedOn" disableSort>
                  <DateTimeField source="created_at" />
                </DataTable.Col>
                <DataTable.Col
                  source="amount"
                  disableSort
                  render={(refund) => formatMoney(refund.amount, order.currency)}
                />
                <DataTable.Col source="reason" disableSort />
                <DataTable.Col source="refunded_by_email" disableSort />
              </DataTable>
            </RowsField>
          )}
        />
        <FunctionField<Order> render={(order) => <ResendReceiptButton order={order} />} />
        <FunctionField<Order> render={(order) => <RefundForm order={order} />} />
      </SimpleShowLayout>
    </Show>
  )
}
