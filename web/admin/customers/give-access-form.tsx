import Typography from '@mui/material/Typography'
import Box from '@mui/material/Box'
import { useId, useState } from 'react'
import { useWatch } from 'react-hook-form'
import {
  AutocompleteInput,
  Form,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SaveButton,
  TextInput,
  maxValue,
  minValue,
  required,
  useTranslate,
} from 'react-admin'
import { GRANT_MAX_DAYS, GRANT_NOTE_MAX_LENGTH } from '../../../contract/values/admin-customers.ts'
import { choicesOf } from '../ui/choices.ts'
import { useGiveAccess } from './use-grants.ts'

/** What a grant opens: one item, or every item of a plan. */
const GRANT_TARGETS = ['item', 'plan'] as const
type GrantTarget = (typeof GRANT_TARGETS)[number]
const TARGET_CHOICES = choicesOf(GRANT_TARGETS, 'vitrine.customer.grant.target')

interface GiveAccessValues {
  target?: GrantTarget
  item_uid?: string
  plan_uid?: string
  days?: number | null
  note?: string
}

const byWords = (q: string) => ({ q })

/** The item or the plan to open, as the form's choice says. */
function TargetInput() {
  const target = useWatch<GiveAccessValues, 'target'>({ name: 'target' })
  if (target === 'plan') {
    return (
      <ReferenceInput
        source="plan_uid"
        reference="plans"
        sort={{ field: 'position', order: 'ASC' }}
      >
        <AutocompleteInput
          optionText="name"
          label="vitrine.customer.grant.plan"
          validate={required()}
          sx={{ minWidth: 320 }}
        />
      </ReferenceInput>
    )
  }
  return (
    <ReferenceInput source="item_uid" reference="items" sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput
        optionText="name"
        filterToQuery={byWords}
        label="vitrine.customer.grant.item"
        validate={required()}
        sx={{ minWidth: 320 }}
      />
    </ReferenceInput>
  )
}

/**
 * Free access to one item (as a purchase) or to a plan (every item of it, as a subscription),
 * for some days or for good.
 */
export function GiveAccessForm({ customerUid }: { customerUid: string }) {
  const translate = useTranslate()
  const headingId = useId()
  // A new form once the access is given: empty again, ready for the next.
  const [round, setRound] = useState(0)
  const give = useGiveAccess(customerUid, () => setRound((current) => current + 1))
  const submit = (values: GiveAccessValues) =>
    give.mutate({
      ...(values.target === 'plan'
        ? { plan_uid: values.plan_uid ?? '' }
        : { item_uid: values.item_uid ?? '' }),
      ...(values.days ? { days: values.days } : {}),
      ...(values.note?.trim() ? { note: values.note.trim() } : {}),
    })
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%' }}>
      <Typography id={headingId} variant="subtitle1" component="h2">
        {translate('vitrine.customer.grant.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('vitrine.customer.grant.help')}
      </Typography>
      <Form key={round} record={{ target: 'item' }} onSubmit={submit}>
        <RadioButtonGroupInput
          source="target"
          label="vitrine.customer.grant.targetLabel"
          choices={TARGET_CHOICES}
          row
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TargetInput />
          <NumberInput
            source="days"
            label="vitrine.customer.grant.days"
            helperText="vitrine.customer.grant.daysHelp"
            validate={[minValue(1), maxValue(GRANT_MAX_DAYS)]}
          />
          <TextInput
            source="note"
            label="vitrine.customer.grant.note"
            slotProps={{ htmlInput: { maxLength: GRANT_NOTE_MAX_LENGTH } }}
          />
        </Box>
        <SaveButton label="vitrine.customer.grant.give" disabled={give.isPending} alwaysEnable />
      </Form>
    </Box>
  )
}
