import {
  ArrayInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  minValue,
  required,
  useTranslate,
} from 'react-admin'
import { MAX_PRICE_PERIOD_HOURS } from '../../../contract/admin-item-values.ts'
import { useWebsiteSettings } from '../website-context.ts'

/** 1 = HD download, 2 = source download, 3 = both (spec §3); empty = no download. */
const DOWNLOAD_CHOICES = [
  { id: 1, name: 'vitrine.download.hd' },
  { id: 2, name: 'vitrine.download.source' },
  { id: 3, name: 'vitrine.download.both' },
]

/** Amounts are minor units on the wire and major units on screen (4,99 € is 499). */
const toMajor = (minor: number | null | undefined) =>
  minor === null || minor === undefined ? '' : minor / 100
const toMinor = (major: number | string | null) =>
  major === null || major === '' ? null : Math.round(Number(major) * 100)

// Inputs inside the list name their own label: react-admin would look for `fields.prices.amount`.

/** The prices an item is sold at: amount, hours of access (0 = unlimited) and downloads. */
export function PriceInputs({ disabled }: { disabled: boolean }) {
  const { monetization_currency: currency } = useWebsiteSettings()
  const translate = useTranslate()
  return (
    <ArrayInput source="prices">
      <SimpleFormIterator inline disableReordering disableClear disabled={disabled}>
        <NumberInput
          disabled={disabled}
          source="amount"
          label={translate('vitrine.amountIn', { currency: currency.toUpperCase() })}
          format={toMajor}
          parse={toMinor}
          step={0.01}
          min={0}
          validate={[required(), minValue(0)]}
        />
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
