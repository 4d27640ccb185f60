import type { Kysely } from 'kysely'
import { isUniqueViolation } from '../../db/unique-violation.ts'
import { recordEvent } from '../events/service.ts'
import {
  AuthMessage,
  type CustomField,
  type RegisterBody,
  type User,
} from '../../../contract/schemas/index.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import { conflict, forbidden, invalidField } from '../../errors.ts'
import type { Website } from '../websites/service.ts'
import type { Passwords } from './password-pool.ts'
import {
  acceptInvitation,
  findOpenInvitation,
  findUserByEmail,
  insertUser,
  type InvitationRow,
  type UserRow,
} from './repo.ts'
import { normalizeEmail, requireAuthEnabled, toUser } from './service.ts'

const INVALID_INVITATION = 'This invitation does not exist or can no longer be used.'

/**
 * The values of the website's registration fields: unknown keys dropped, values trimmed, and a
 * 400 naming `custom_fields` when a required one is missing.
 */
export function pickCustomFields(
  fields: CustomField[],
  given: Record<string, string>,
): Record<string, string> {
  const picked: Record<string, string> = {}
  for (const field of fields) {
    const value = given[field.name]?.trim() ?? ''
    if (value) picked[field.name] = value
    else if (field.required) throw invalidField('custom_fields', `${field.label} is required.`)
  }
  return picked
}

function requiredName(field: 'first_name' | 'last_name', value: string): string {
  const trimmed = value.trim()
  if (!trimmed) throw invalidField(field, 'This field may not be blank.')
  return trimmed
}

function registrationAllowed(website: Website, invited: boolean): void {
  requireAuthEnabled(website)
  const { auth_method, auth_users_registration_enabled } = website.settings
  // An invitation is how a site with closed registration lets chosen people in.
  if (auth_method !== 'users' || !(auth_users_registration_enabled || invited)) {
    throw forbidden('Registration is not open on this website.')
  }
}

/** The account row the form describes; an invitation's e-mail and custom fields come first. */
function newUserRow(
  website: Website,
  body: RegisterBody,
  invitation: InvitationRow | undefined,
  now: Date,
): UserRow {
  const invited = invitation ? (JSON.parse(invitation.custom_fields) as Record<string, string>) : {}
  const customFields = pickCustomFields(website.settings.auth_registration_custom_fields, {
    ...invited,
    ...body.custom_fields,
  })
  return {
    uid: newUid(),
    website_uid: website.uid,
    email: invitation?.email ?? normalizeEmail(body.email),
    first_name: requiredName('first_name', body.first_name),
    last_name: requiredName('last_name', body.last_name),
    password_hash: '',
    custom_fields: JSON.stringify(customFields),
    show_billing_settings: website.settings.monetization_enabled ? 1 : 0,
    // Staff invited from the back office join with the role they were invited to.
    staff_role: invitation?.staff_role ?? null,
    created_at: now.toISOString(),
    blocked_at: null,
    marketing_consent_at: body.marketing_consent === true ? now.toISOString() : null,
  }
}

/**
 * Creates a customer account, from the open form or from an invitation (whose e-mail wins and
 * which is accepted in the same transaction).
 */
export async function register(
  db: Kysely<Database>,
  website: Website,
  body: RegisterBody,
  options: { passwords: Passwords },
  now = new Date(),
): Promise<User> {
  registrationAllowed(website, body.invitation !== undefined)
  if (body.password2 !== body.password1) {
    throw invalidField('password2', AuthMessage.PasswordsDiffer)
  }
  const invitation = body.invitation
    ? await findOpenInvitation(db, website.uid, body.invitation, now)
    : undefined
  if (body.invitation && !invitation) throw invalidField('invitation', INVALID_INVITATION)

  const row = newUserRow(website, body, invitation, now)
  if (await findUserByEmail(db, website.uid, row.email)) {
    throw conflict(AuthMessage.DuplicateEmail, 'email')
  }
  row.password_hash = await options.passwords.hash(body.password1)

  try {
    await db.transaction().execute(async (trx) => {
      if (invitation && !(await acceptInvitation(trx, website.uid, invitation.uid, now))) {
        throw invalidField('invitation', INVALID_INVITATION)
      }
      await insertUser(trx, row)
      if (row.staff_role === null) {
        const { uid, email, first_name, last_name, created_at } = row
        const customer = { customer_uid: uid, email, first_name, last_name, created_at }
        await recordEvent(trx, website.uid, 'customer.created', customer, now)
      }
    })
  } catch (error) {
    // Two registrations with one address can pass the check above together; the key decides.
    if (isUniqueViolation(error)) throw conflict(AuthMessage.DuplicateEmail, 'email')
    throw error
  }
  return toUser(row)
}
