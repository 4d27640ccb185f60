import Button from '@mui/material/Button'
import { useTranslate } from 'react-admin'
import type { AdminOrder } from '../../../contract/schemas/admin-orders.ts'
import { useResendReceipt } from './use-order-actions.ts'

/** Mails the buyer the receipt of a paid order again. */
export function ResendReceiptButton({ order }: { order: AdminOrder }) {
  const translate = useTranslate()
  const resend = useResendReceipt(order.uid, order.customer_email)
  if (order.status !== 'paid') return null
  return (
    <Button variant="outlined" disabled={resend.isPending} onClick={() => resend.mutate()}>
      {translate('vitrine.order.receipt.send')}
    </Button>
  )
}
