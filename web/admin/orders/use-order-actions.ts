import { useMutation } from '@tanstack/react-query'
import { useNotify, useRefresh } from 'react-admin'
import type { AdminOrderRefundCreate } from '../../../contract/schemas/admin-orders.ts'
import { ADMIN_LISTS } from '../../../contract/values/admin-lists.ts'
import { staffFetch } from '../api/staff-fetch.ts'
import { useNotifyFailure } from '../api/use-notify-failure.ts'

const orderPath = (orderUid: string) => `${ADMIN_LISTS.orders}${encodeURIComponent(orderUid)}/`

/** Refunds the order (POST …/refunds/), in full without an amount; the page shows it at once. */
export function useRefund(orderUid: string, onDone: () => void) {
  const notify = useNotify()
  const notifyFailure = useNotifyFailure()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (refund: AdminOrderRefundCreate) =>
      staffFetch(`${orderPath(orderUid)}refunds/`, { method: 'POST', body: refund }),
    onSuccess: () => {
      onDone()
      notify('vitrine.order.refund.done', { type: 'success' })
      refresh()
    },
    onError: notifyFailure,
  })
}

/** Mails the buyer the receipt of a paid order again (POST …/receipt/). */
export function useResendReceipt(orderUid: string, email: string) {
  const notify = useNotify()
  const notifyFailure = useNotifyFailure()
  return useMutation({
    mutationFn: () => staffFetch(`${orderPath(orderUid)}receipt/`, { method: 'POST' }),
    onSuccess: () =>
      notify('vitrine.order.receipt.sent', { type: 'success', messageArgs: { email } }),
    onError: notifyFailure,
  })
}
