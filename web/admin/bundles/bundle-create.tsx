import { Create, SimpleForm } from 'react-admin'
import { BundleInputs } from './bundle-inputs.tsx'

/** A new bundle: on sale, with unlimited access, unless chosen otherwise. */
export function BundleCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ description: '', period: 0, on_sale: true, item_uids: [] }}>
        <BundleInputs />
      </SimpleForm>
    </Create>
  )
}
