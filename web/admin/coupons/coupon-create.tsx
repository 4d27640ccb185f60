import { Create, SimpleForm } from 'react-admin'
import { CouponInputs } from './coupon-inputs.tsx'

/** A new coupon: a percentage off prices and plans, once per customer, unless chosen otherwise. */
export function CouponCreate() {
  return (
    <Create redirect="list">
      <SimpleForm
        defaultValues={{
          kind: 'percent',
          applies_to: 'both',
          once_per_customer: true,
          starts_at: null,
          ends_at: null,
          max_redemptions: null,
        }}
      >
        <CouponInputs />
      </SimpleForm>
    </Create>
  )
}
