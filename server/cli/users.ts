import { parseArgs } from 'node:util'
import { MIN_PASSWORD_LENGTH } from '../../contract/schemas/auth.ts'
import { STAFF_ROLES, type StaffRoleName } from '../../contract/values/staff-roles.ts'
import { newUid } from '../db/uid.ts'
import { createInvitation, invitationLink } from '../modules/auth/invitation.ts'
import { hashPassword } from '../modules/auth/password.ts'
import { findUserByEmail, insertUser } from '../modules/auth/repo.ts'
import { normalizeEmail } from '../modules/auth/service.ts'
import { setStaffRoleByEmail } from '../modules/staff/members/service.ts'
import { pickWebsite, required, UsageError, type CliContext } from './context.ts'

export const USER_HELP = `vitrine user create --email E --password P [--first-name F] [--last-name L]
                   [--staff owner|editor|contributor] [--website UID|HOST]
    Creates an account; --staff makes it site staff (see grant).
vitrine user grant --email E --staff owner|editor|contributor [--website UID|HOST]
    Makes an existing account site staff: an owner runs everything, an editor content and
    pages (the site editor), a contributor content only (no publishing, no deleting).
vitrine user revoke --email E [--website UID|HOST]
    Takes the staff role away; the account stays a customer account.
vitrine invitation create --email E --first-name F --last-name L [--website UID|HOST]
    Invites someone to register; prints the registration link.`

export async function createUserCommand(context: CliContext, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string', default: '' },
      'last-name': { type: 'string', default: '' },
      staff: { type: 'string' },
      website: { type: 'string' },
    },
  })
  const email = normalizeEmail(required(values, 'email'))
  const password = required(values, 'password')
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new UsageError(`--password must have at least ${MIN_PASSWORD_LENGTH} characters`)
  }
  const staff = values.staff === undefined ? undefined : staffRole(values.staff)
  const website = await pickWebsite(context, values.website)
  if (await findUserByEmail(context.db, website.uid, email)) {
    throw new UsageError(`${email} already has an account on ${website.settings.name}`)
  }
  const uid = newUid()
  await insertUser(context.db, {
    uid,
    website_uid: website.uid,
    email,
    first_name: values['first-name'],
    last_name: values['last-name'],
    password_hash: await hashPassword(password, context.config.passwordHashCost),
    custom_fields: '{}',
    show_billing_settings: website.settings.monetization_enabled ? 1 : 0,
    staff_role: staff ?? null,
    created_at: new Date().toISOString(),
  })
  console.log(`Created ${staff ? `${staff} ` : ''}${email} (${uid}) on ${website.settings.name}`)
}

function staffRole(value: string | undefined): StaffRoleName {
  const role = STAFF_ROLES.find((one) => one === value)
  if (!role) throw new UsageError('--staff must be owner, editor or contributor')
  return role
}

/** Gives an account the role, or takes its role away (null). */
async function changeStaffRole(
  context: CliContext,
  args: string[],
  role: (values: { staff?: string | undefined }) => StaffRoleName | null,
): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      staff: { type: 'string' },
      website: { type: 'string' },
    },
  })
  const email = normalizeEmail(required(values, 'email'))
  const newRole = role(values)
  const website = await pickWebsite(context, values.website)
  if (!(await setStaffRoleByEmail(context.db, website.uid, email, newRole))) {
    throw new UsageError(`${email} has no account on ${website.settings.name}`)
  }
  console.log(
    newRole
      ? `${email} is now ${newRole} of ${website.settings.name}`
      : `${email} is no longer staff of ${website.settings.name}`,
  )
}

export function grantStaffCommand(context: CliContext, args: string[]): Promise<void> {
  return changeStaffRole(context, args, (values) => staffRole(values.staff))
}

export function revokeStaffCommand(context: CliContext, args: string[]): Promise<void> {
  return changeStaffRole(context, args, () => null)
}

export async function createInvitationCommand(context: CliContext, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      website: { type: 'string' },
    },
  })
  const website = await pickWebsite(context, values.website)
  const invitation = await createInvitation(context.db, website.uid, {
    email: required(values, 'email'),
    first_name: required(values, 'first-name'),
    last_name: required(values, 'last-name'),
  })
  console.log(invitationLink(website, invitation.uid))
}
