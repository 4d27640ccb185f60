import {
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import Alert from '@mui/material/Alert'
import type { AdminCoupon, AdminCouponChange } from '../../../contract/schemas/admin-coupons.ts'
import type { AdminRecord } from '../record.ts'
import { CouponInputs } from './coupon-inputs.tsx'

/** The coupon's fields without what the server answers but never takes. */
function couponChange({
  code,
  kind,
  percent_off,
  amount_off,
  applies_to,
  starts_at,
  ends_at,
  max_redemptions,
  once_per_customer,
}: AdminRecord<AdminCoupon>): AdminCouponChange {
  return {
    code,
    kind,
    ...(kind === 'percent' ? { percent_off } : { amount_off }),
    applies_to,
    starts_at,
    ends_at,
    max_redemptions,
    once_per_customer,
  }
}

/** Saves, or deletes once the owner confirms; the server archives a coupon orders used. */
function CouponToolbar() {
  const coupon = useRecordContext<AdminRecord<AdminCoupon>>()
  const archived = Boolean(coupon?.archived_at)
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton disabled={archived} />
      {!archived && (
        <DeleteButton
          mutationMode="pessimistic"
          confirmTitle="vitrine.coupon.deleteTitle"
          confirmContent="vitrine.coupon.deleteContent"
        />
      )}
    </Toolbar>
  )
}

/** Says why an archived coupon cannot change; otherwise, how often it was redeemed. */
function CouponState() {
  const translate = useTranslate()
  const coupon = useRecordContext<AdminRecord<AdminCoupon>>()
  if (!coupon) return null
  if (coupon.archived_at) {
    return <Alert severity="info">{translate('vitrine.coupon.archivedHelp')}</Alert>
  }
  return (
    <Alert severity="info">
      {translate('vitrine.coupon.redeemed', { smart_count: coupon.redemptions })}
    </Alert>
  )
}

/** One coupon: its code, discount, target, dates and limits. */
export function CouponEdit() {
  return (
    <Edit<AdminRecord<AdminCoupon>>
      mutationMode="pessimistic"
      redirect="list"
      transform={couponChange}
    >
      <SimpleForm toolbar={<CouponToolbar />}>
        <CouponState />
        <CouponInputs />
      </SimpleForm>
    </Edit>
  )
}
