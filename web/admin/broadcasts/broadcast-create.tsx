import { Create, SimpleForm } from 'react-admin'
import { BroadcastInputs } from './broadcast-inputs.tsx'

/** A new broadcast, a draft to everyone who accepts marketing mail until a segment is chosen. */
export function BroadcastCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={{ segment: 'all', subject_en: '', body_en: '' }}>
        <BroadcastInputs />
      </SimpleForm>
    </Create>
  )
}
