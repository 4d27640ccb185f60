import {
  AutocompleteArrayInput,
  BooleanInput,
  maxLength,
  NumberInput,
  ReferenceArrayInput,
  required,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin'
import {
  MAX_TRIAL_DAYS,
  PLAN_DESCRIPTION_MAX_LENGTH,
  PLAN_NAME_MAX_LENGTH,
} from '../../../contract/values/admin-plans.ts'
import { AmountInput } from '../ui/amount-input.tsx'
import { INTERVAL_CHOICES } from './interval-choices.ts'

/** Items are found by their words, as the items list's search does. */
const byWords = (words: string) => ({ q: words })

/** A plan's fields, for its creation and its edit screen alike. */
export function PlanInputs() {
  const translate = useTranslate()
  return (
    <>
      <TextInput source="name" validate={[required(), maxLength(PLAN_NAME_MAX_LENGTH)]} fullWidth />
      <AmountInput minimum={1} />
      <SelectInput source="interval" choices={INTERVAL_CHOICES} validate={required()} />
      <TextInput
        source="description"
        validate={maxLength(PLAN_DESCRIPTION_MAX_LENGTH)}
        multiline
        minRows={3}
        fullWidth
      />
      <NumberInput
        source="trial_days"
        step={1}
        min={0}
        max={MAX_TRIAL_DAYS}
        helperText="vitrine.plan.trialHelp"
      />
      <BooleanInput source="is_private" helperText="vitrine.plan.privateHelp" />
      <ReferenceArrayInput
        source="item_uids"
        reference="items"
        perPage={25}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteArrayInput
          optionText="name"
          filterToQuery={byWords}
          noOptionsText={translate('ra.navigation.no_results')}
          helperText="vitrine.plan.itemsHelp"
          fullWidth
        />
      </ReferenceArrayInput>
    </>
  )
}
