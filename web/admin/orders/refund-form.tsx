import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { Confirm, Form, SaveButton, TextInput, useTranslate } from 'react-admin'
import type { AdminOrderDetail } from '../../../contract/schemas/admin-orders.ts'
import { useMoney } from '../ui/use-money.ts'
import { REFUND_REASON_MAX_LENGTH } from '../../../contract/values/orders.ts'
import { AmountInput } from '../ui/amount-input.tsx'
import { useRefund } from './use-order-actions.ts'

interface RefundValues {
  amount?: number | null
  reason?: string
}

/**
 * Gives back part or all of a paid order, after a confirmation that says what the buyer loses:
 * the amount is what is left by default, and a refund of all of it ends what the order gave
 * (the access it bought, or the subscription it started).
 */
export function RefundForm({ order }: { order: AdminOrderDetail }) {
  const formatMoney = useMoney()
  const translate = useTranslate()
  const headingId = useId()
  const left = order.total - order.refunded_amount
  const [asked, setAsked] = useState<RefundValues | null>(null)
  const refund = useRefund(order.uid, () => setAsked(null))
  if (order.status !== 'paid' || left <= 0) return null
  const amount = asked?.amount ?? left
  const full = amount >= left
  const money = (value: number) => formatMoney(value, order.currency)
  // The input holds minor units: the most is what is left, said in money.
  const notMoreThanLeft = (value: number | null) =>
    value !== null && value > left
      ? { message: 'vitrine.order.refund.tooMuch', args: { left: money(left) } }
      : undefined
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%' }}>
      <Typography id={headingId} variant="subtitle1" component="h2">
        {translate('vitrine.order.refund.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('vitrine.order.refund.help', { left: money(left) })}
      </Typography>
      {/* A new form whenever what is left changes: it offers all of it again. */}
      <Form
        key={left}
        record={{ amount: left }}
        onSubmit={(values: RefundValues) => setAsked(values)}
      >
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <AmountInput minimum={1} validate={notMoreThanLeft} />
          <TextInput
            source="reason"
            label="vitrine.order.refund.reason"
            slotProps={{ htmlInput: { maxLength: REFUND_REASON_MAX_LENGTH } }}
          />
        </Box>
        <SaveButton label="vitrine.order.refund.submit" disabled={refund.isPending} alwaysEnable />
      </Form>
      <Confirm
        isOpen={asked !== null}
        loading={refund.isPending}
        title="vitrine.order.refund.confirmTitle"
        content={translate(
          // What a full refund ends: the access bought, the subscription, or nothing more.
          full
            ? `vitrine.order.refund.confirmFull.${order.type}`
            : 'vitrine.order.refund.confirmPart',
          { amount: money(amount), email: order.customer_email },
        )}
        confirm="vitrine.order.refund.submit"
        onConfirm={() =>
          refund.mutate({
            ...(full ? {} : { amount }),
            ...(asked?.reason?.trim() ? { reason: asked.reason.trim() } : {}),
          })
        }
        onClose={() => setAsked(null)}
      />
    </Box>
  )
}
