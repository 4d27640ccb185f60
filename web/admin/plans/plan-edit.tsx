import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin'
import type { AdminPlan, AdminPlanChange } from '../../../contract/schemas/admin-plans.ts'
import type { AdminRecord } from '../record.ts'
import { PlanInputs } from './plan-inputs.tsx'
import { PlanLink } from './plan-link.tsx'
import { PlanThumbnail } from './plan-thumbnail.tsx'

/** Saves the plan, or deletes it once the owner confirms; the server keeps one with subscribers. */
const PlanToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
)

/** The plan's fields without what the server answers but never takes. */
function planChange({
  name,
  amount,
  interval,
  description,
  trial_days,
  is_private,
  item_uids,
}: AdminRecord<AdminPlan>): AdminPlanChange {
  return { name, amount, interval, description, trial_days, is_private, item_uids }
}

/**
 * One plan: its name, price, billing, trial, whether it is private and the items it opens (saved
 * with the form); its link to share; its picture (sent as soon as chosen).
 */
export function PlanEdit() {
  return (
    <Edit<AdminRecord<AdminPlan>> mutationMode="pessimistic" redirect="list" transform={planChange}>
      <SimpleForm toolbar={<PlanToolbar />}>
        <PlanInputs />
        <PlanLink />
        <PlanThumbnail />
      </SimpleForm>
    </Edit>
  )
}
