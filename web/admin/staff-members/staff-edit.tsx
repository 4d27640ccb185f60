import {
  DeleteButton,
  Edit,
  Labeled,
  SaveButton,
  SimpleForm,
  TextField,
  Toolbar,
  useRecordContext,
} from 'react-admin'
import type { AdminStaffChange, AdminStaffMember } from '../../../contract/schemas/admin-staff.ts'
import type { AdminRecord } from '../record.ts'
import { RoleInput } from '../ui/role-input.tsx'

/** Saves the role, or takes the member off the staff once the owner confirms it. */
function StaffToolbar() {
  const member = useRecordContext<AdminRecord<AdminStaffMember>>()
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton
        mutationMode="pessimistic"
        label="vitrine.staff.remove"
        confirmTitle="vitrine.staff.removeTitle"
        confirmContent="vitrine.staff.removeContent"
        contentTranslateOptions={{ email: member?.email ?? '' }}
      />
    </Toolbar>
  )
}

/**
 * One staff member: who they are, and their role, which the owner changes or takes away. The
 * server keeps the last owner an owner and says so (409), which shows as the save's error.
 */
export function StaffEdit() {
  return (
    <Edit<AdminRecord<AdminStaffMember>>
      mutationMode="pessimistic"
      redirect="list"
      transform={({ role }): AdminStaffChange => ({ role })}
    >
      <SimpleForm toolbar={<StaffToolbar />}>
        <Labeled>
          <TextField source="email" />
        </Labeled>
        <Labeled>
          <TextField source="first_name" />
        </Labeled>
        <Labeled>
          <TextField source="last_name" />
        </Labeled>
        <RoleInput />
      </SimpleForm>
    </Edit>
  )
}
