import {
  AutocompleteArrayInput,
  BooleanInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  ReferenceArrayInput,
  required,
  TextInput,
  useTranslate,
} from 'react-admin'
import {
  BUNDLE_DESCRIPTION_MAX_LENGTH,
  BUNDLE_NAME_MAX_LENGTH,
  MAX_BUNDLE_PERIOD,
  MIN_BUNDLE_ITEMS,
} from '../../../contract/values/admin-bundles.ts'
import { AmountInput } from '../ui/amount-input.tsx'

/** Items are found by their words, as the items list's search does. */
const byWords = (words: string) => ({ q: words })

/** A bundle sells at least MIN_BUNDLE_ITEMS items together. */
const enoughItems = (uids: unknown) =>
  Array.isArray(uids) && uids.length >= MIN_BUNDLE_ITEMS
    ? undefined
    : { message: 'vitrine.bundle.itemsMin', args: { min: MIN_BUNDLE_ITEMS } }

const PERIOD_RULES = [required(), minValue(0), maxValue(MAX_BUNDLE_PERIOD)]

/** A bundle's fields, for its creation and its edit screen alike. */
export function BundleInputs() {
  const translate = useTranslate()
  return (
    <>
      <TextInput
        source="name"
        validate={[required(), maxLength(BUNDLE_NAME_MAX_LENGTH)]}
        fullWidth
      />
      <AmountInput minimum={1} />
      <NumberInput
        source="period"
        step={1}
        min={0}
        max={MAX_BUNDLE_PERIOD}
        validate={PERIOD_RULES}
        helperText="vitrine.period.help"
      />
      <TextInput
        source="description"
        validate={maxLength(BUNDLE_DESCRIPTION_MAX_LENGTH)}
        multiline
        minRows={3}
        fullWidth
      />
      <BooleanInput source="on_sale" helperText="vitrine.bundle.onSaleHelp" />
      {/* The items in the order chosen: the storefront shows them in that order. */}
      <ReferenceArrayInput
        source="item_uids"
        reference="items"
        perPage={25}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteArrayInput
          optionText="name"
          filterToQuery={byWords}
          validate={enoughItems}
          noOptionsText={translate('ra.navigation.no_results')}
          helperText="vitrine.bundle.itemsHelp"
          fullWidth
        />
      </ReferenceArrayInput>
    </>
  )
}
