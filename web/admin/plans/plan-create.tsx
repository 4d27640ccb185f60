import { Create, SimpleForm } from 'react-admin'
import { PlanInputs } from './plan-inputs.tsx'

/** A new plan, listed after the others, public and billed monthly unless chosen otherwise. */
export function PlanCreate() {
  return (
    <Create redirect="list">
      <SimpleForm
        defaultValues={{
          interval: 'month',
          trial_days: 0,
          description: '',
          is_private: false,
          item_uids: [],
        }}
      >
        <PlanInputs />
      </SimpleForm>
    </Create>
  )
}
