import Alert from '@mui/material/Alert'
import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin'
import type { AdminBundle, AdminBundleChange } from '../../../contract/schemas/admin-bundles.ts'
import type { AdminRecord } from '../record.ts'
import { BundleDeleteButton } from './bundle-delete-button.tsx'
import { BundleInputs } from './bundle-inputs.tsx'

/** The bundle's fields without what the server answers but never takes. */
function bundleChange({
  name,
  description,
  amount,
  period,
  on_sale,
  item_uids,
}: AdminRecord<AdminBundle>): AdminBundleChange {
  return { name, description, amount, period, on_sale, item_uids }
}

const BundleToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <BundleDeleteButton />
  </Toolbar>
)

/** How often the bundle sold: once bought, it is withdrawn from sale rather than deleted. */
function BundlePurchases() {
  const translate = useTranslate()
  const bundle = useRecordContext<AdminRecord<AdminBundle>>()
  if (!bundle || bundle.purchases_count === 0) return null
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate('vitrine.bundle.bought', { smart_count: bundle.purchases_count })}
    </Alert>
  )
}

/** One bundle: its name, price, access period, whether it is on sale and the items it grants. */
export function BundleEdit() {
  return (
    <Edit<AdminRecord<AdminBundle>>
      mutationMode="pessimistic"
      redirect="list"
      transform={bundleChange}
    >
      <SimpleForm toolbar={<BundleToolbar />}>
        <BundlePurchases />
        <BundleInputs />
      </SimpleForm>
    </Edit>
  )
}
