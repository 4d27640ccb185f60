import { required, SelectInput } from 'react-admin'
import { ROLE_CHOICES } from './role-choices.ts'

/** The staff role to give, with what each role may do told under it. */
export function RoleInput() {
  return (
    <SelectInput
      source="role"
      choices={ROLE_CHOICES}
      validate={required()}
      helperText="vitrine.invitation.roleHelp"
    />
  )
}
