import Typography from '@mui/material/Typography'
import Box from '@mui/material/Box'
import { useId, useState } from 'react'
import {
  AutocompleteInput,
  Form,
  NumberInput,
  ReferenceInput,
  SaveButton,
  TextInput,
  maxValue,
  minValue,
  required,
  useTranslate,
} from 'react-admin'
import { GRANT_MAX_DAYS, GRANT_NOTE_MAX_LENGTH } from '../../../contract/admin-customer-values.ts'
import { useGiveAccess } from './use-grants.ts'

interface GiveAccessValues {
  item_uid?: string
  days?: number | null
  note?: string
}

const byWords = (q: string) => ({ q })

/** Free access to one item, for some days or for good: it opens the item as a purchase does. */
export function GiveAccessForm({ customerUid }: { customerUid: string }) {
  const translate = useTranslate()
  const headingId = useId()
  // A new form once the access is given: empty again, ready for the next.
  const [round, setRound] = useState(0)
  const give = useGiveAccess(customerUid, () => setRound((current) => current + 1))
  const submit = (values: GiveAccessValues) =>
    give.mutate({
      item_uid: values.item_uid ?? '',
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
      <Form key={round} record={{}} onSubmit={submit}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <ReferenceInput
            source="item_uid"
            reference="items"
            sort={{ field: 'name', order: 'ASC' }}
          >
            <AutocompleteInput
              optionText="name"
              filterToQuery={byWords}
              label="vitrine.customer.grant.item"
              validate={required()}
              sx={{ minWidth: 320 }}
            />
          </ReferenceInput>
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
