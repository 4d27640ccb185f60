import {
  ArrayInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  minValue,
  required,
} from 'react-admin'
import { MAX_PRICE_PERIOD_HOURS } from '../../../contract/values/admin-items.ts'
import { AmountInput } from '../ui/amount-input.tsx'

/** 1 = HD download, 2 = source download, 3 = both (spec §3); empty = no download. */
const DOWNLOAD_CHOICES = [
  { id: 1, name: 'vitrine.download.hd' },
  { id: 2, name: 'vitrine.download.source' },
  { id: 3, name: 'vitrine.download.both' },
]

// Inputs inside the list name their own label: react-admin would look for `fields.prices.amount`.

/** The prices an item is sold at: amount, hours of access (0 = unlimited) and downloads. */
export function PriceInputs({ disabled }: { disabled: boolean }) {
  return (
    <ArrayInput source="prices">
      <SimpleFormIterator inline disableReordering disableClear disabled={disabled}>
        <AmountInput disabled={disabled} />
        <NumberInput
          disabled={disabled}
          source="period"
          label="resources.items.fields.period"
          helperText="vitrine.period.help"
          step={1}
          min={0}
          max={MAX_PRICE_PERIOD_HOURS}
          defaultValue={0}
          validate={[required(), minValue(0)]}
        />
        <SelectInput
          disabled={disabled}
          source="downloadable_choices"
          label="resources.items.fields.downloadable_choices"
          choices={DOWNLOAD_CHOICES}
          emptyText="vitrine.download.none"
          defaultValue={null}
        />
      </SimpleFormIterator>
    </ArrayInput>
  )
}
