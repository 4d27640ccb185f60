import { parseArgs } from 'node:util'
import { MIN_PASSWORD_LENGTH } from '../../contract/auth.ts'
import { newUid } from '../db/uid.ts'
import { createInvitation } from '../modules/auth/invitation.ts'
import { hashPassword } from '../modules/auth/password.ts'
import { findUserByEmail, insertUser } from '../modules/auth/repo.ts'
import { normalizeEmail } from '../modules/auth/service.ts'
import { pickWebsite, required, UsageError, type CliContext } from './context.ts'

export const USER_HELP = `vitrine user create --email E --password P [--first-name F] [--last-name L]
                   [--staff owner|editor] [--website UID|HOST]
    Creates an account; --staff makes it a site owner or editor.
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
  const staff = values.staff
  if (staff !== undefined && staff !== 'owner' && staff !== 'editor') {
    throw new UsageError('--staff must be owner or editor')
  }
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
  console.log(`${website.publicUrl}/auth/register/${invitation.uid}`)
}
