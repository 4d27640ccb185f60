import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin'
import type { AdminPlan, AdminPlanChange } from '../../../contract/admin-plans.ts'
import type { AdminRecord } from '../record.ts'
import { PlanInputs } from './plan-inputs.tsx'

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
  item_uids,
}: AdminRecord<AdminPlan>): AdminPlanChange {
  return { name, amount, interval, description, trial_days, item_uids }
}

/** One plan: its name, price, billing, trial and the items it opens. */
export function PlanEdit() {
  return (
    <Edit<AdminRecord<AdminPlan>> mutationMode="pessimistic" redirect="list" transform={planChange}>
      <SimpleForm toolbar={<PlanToolbar />}>
        <PlanInputs />
      </SimpleForm>
    </Edit>
  )
}
