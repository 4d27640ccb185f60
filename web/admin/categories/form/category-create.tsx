import { Create, SimpleForm } from 'react-admin'
import { CategoryInputs } from './category-inputs.tsx'
import { categoryInput, NEW_CATEGORY } from './category-values.ts'

/** A new category, placed last under its parent; its pictures are added from its edit screen. */
export function CategoryCreate() {
  return (
    <Create redirect="list" transform={categoryInput}>
      <SimpleForm defaultValues={NEW_CATEGORY}>
        <CategoryInputs />
      </SimpleForm>
    </Create>
  )
}
