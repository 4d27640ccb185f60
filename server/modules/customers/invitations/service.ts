import type { Kysely } from 'kysely'
import type {
  AdminCustomerInvitation,
  AdminCustomerInvitationInput,
  AdminCustomerInvitationResendInput,
  AdminCustomerInvitationsQuery,
} from '../../../../contract/schemas/admin-customer-invitations.ts'
import type { CustomField } from '../../../../contract/schemas/website.ts'
import type { Database } from '../../../db/schema.ts'
import { conflict, invalidField, notFound } from '../../../errors.ts'
import type { Mailer } from '../../../mail/mailer.ts'
import {
  INVITATION_LIFETIME_DAYS,
  invitationLink,
  newInvitationRow,
} from '../../auth/invitation.ts'
import { findUserByEmail, insertInvitation, normalizeEmail } from '../../auth/service.ts'
import type { Viewer } from '../../auth/viewer.ts'
import type { Website } from '../../websites/service.ts'
import { recordChange, type StaffActor } from '../../audit-log/service.ts'
import { listPage, type ListAnswer } from '../../../http/list-page.ts'
import { CUSTOMER_INVITATION_MAIL } from './mail.ts'
import {
  deletePendingInvitation,
  extendInvitation,
  findCustomerInvitation,
  findCustomerInvitationPage,
  hasOpenInvitation,
  type CustomerInvitationRow,
} from './repo.ts'
import { DAY_MS } from '../../../lib/time-units.ts'

type Db = Kysely<Database>

/** Where the customer invitation calls work: the database, the mailer, the website, who asks. */
export interface CustomerInvitationScope {
  db: Db
  mailer: Mailer
  website: Website
  staff: Viewer
}

const NO_INVITATION = 'No customer invitation of this website has this uid.'
const HAS_ACCOUNT = 'This address already has an account on this website.'
const INVITED_ALREADY = 'This address has an invitation still waiting: resend it instead.'
const ACCEPTED = 'This invitation was accepted: it can no longer be changed.'

function toAdminInvitation(row: CustomerInvitationRow): AdminCustomerInvitation {
  return {
    uid: row.uid,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    custom_fields: JSON.parse(row.custom_fields || '{}') as Record<string, string>,
    created_at: row.created_at,
    expires_at: row.expires_at,
    accepted_at: row.accepted_at,
    account_uid: row.account_uid ?? null,
  }
}

/** GET /customer-invitations/: newest first unless sorted otherwise. */
export async function listCustomerInvitations(
  db: Db,
  websiteUid: string,
  query: AdminCustomerInvitationsQuery,
  now = new Date(),
): Promise<ListAnswer<AdminCustomerInvitation>> {
  const page = listPage(query, query._sort ? 'ASC' : 'DESC')
  const sort = query._sort ?? 'created_at'
  const found = await findCustomerInvitationPage(
    db,
    websiteUid,
    query,
    sort,
    page,
    now.toISOString(),
  )
  return { total: found.total, rows: found.rows.map(toAdminInvitation) }
}

/** GET /customer-invitations/{uid}/, or 404 (a staff invitation is not a customer's). */
export async function getCustomerInvitation(
  db: Db,
  websiteUid: string,
  uid: string,
): Promise<AdminCustomerInvitation> {
  const row = await findCustomerInvitation(db, websiteUid, uid)
  if (!row) throw notFound(NO_INVITATION)
  return toAdminInvitation(row)
}

/**
 * The values of the website's registration fields the invitation fills in, trimmed, empty ones
 * dropped; a field the website does not ask for answers 400 naming `custom_fields`. Required
 * fields may stay empty: the guest fills them in when registering.
 */
function registrationFields(
  fields: CustomField[],
  given: Record<string, string> = {},
): Record<string, string> {
  const known = new Set(fields.map((field) => field.name))
  const picked: Record<string, string> = {}
  for (const [name, value] of Object.entries(given)) {
    if (!known.has(name)) {
      throw invalidField('custom_fields', `The registration form has no field "${name}".`)
    }
    if (value.trim()) picked[name] = value.trim()
  }
  return picked
}

async function mailInvitation(
  scope: CustomerInvitationScope,
  invitation: AdminCustomerInvitation,
  language: 'fr' | 'en' = 'fr',
): Promise<void> {
  const mail = CUSTOMER_INVITATION_MAIL[language]({
    site: scope.website.settings.name,
    firstName: invitation.first_name,
    link: invitationLink(scope.website, invitation.uid),
    days: INVITATION_LIFETIME_DAYS,
  })
  await scope.mailer.send({
    websiteUid: scope.website.uid,
    to: invitation.email,
    language,
    ...mail,
  })
}

const actorOf = (scope: CustomerInvitationScope): StaffActor => ({
  websiteUid: scope.website.uid,
  staffUserUid: scope.staff.uid,
})

/**
 * POST /customer-invitations/: invites someone to register, with the registration fields filled
 * in, and mails them the link. The invitation, its audit entry and the mail go together: if the
 * mail cannot be sent, nothing is kept. An address with an account here, or with an invitation
 * still waiting, answers 409.
 */
export async function inviteCustomer(
  scope: CustomerInvitationScope,
  input: AdminCustomerInvitationInput,
  now = new Date(),
): Promise<AdminCustomerInvitation> {
  const { db, website } = scope
  const email = normalizeEmail(input.email)
  const fields = website.settings.auth_registration_custom_fields
  const customFields = registrationFields(fields, input.custom_fields)
  for (const field of ['first_name', 'last_name'] as const) {
    if (!input[field].trim()) throw invalidField(field, 'This field may not be blank.')
  }
  if (await findUserByEmail(db, website.uid, email)) throw conflict(HAS_ACCOUNT, 'email')
  if (await hasOpenInvitation(db, website.uid, email, now.toISOString())) {
    throw conflict(INVITED_ALREADY, 'email')
  }
  return db.transaction().execute(async (trx) => {
    const row = newInvitationRow(website.uid, { ...input, email, custom_fields: customFields }, now)
    await insertInvitation(trx, row)
    const answer = toAdminInvitation({ ...row, account_uid: null })
    await recordChange(trx, actorOf(scope), {
      action: 'create',
      resource: 'customer_invitation',
      recordUid: answer.uid,
      before: null,
      after: answer,
    })
    await mailInvitation(scope, answer, input.language)
    return answer
  })
}

/**
 * POST /customer-invitations/{uid}/resend/: mails the link again, open for another
 * INVITATION_LIFETIME_DAYS from now (an expired invitation opens again). An accepted one
 * answers 409.
 */
export async function resendCustomerInvitation(
  scope: CustomerInvitationScope,
  uid: string,
  input: AdminCustomerInvitationResendInput,
  now = new Date(),
): Promise<AdminCustomerInvitation> {
  const { db, website } = scope
  const before = await getCustomerInvitation(db, website.uid, uid)
  if (before.accepted_at) throw conflict(ACCEPTED)
  return db.transaction().execute(async (trx) => {
    const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS).toISOString()
    if (!(await extendInvitation(trx, website.uid, uid, expiresAt))) throw conflict(ACCEPTED)
    const after = { ...before, expires_at: expiresAt }
    await recordChange(trx, actorOf(scope), {
      action: 'update',
      resource: 'customer_invitation',
      recordUid: uid,
      before,
      after,
    })
    await mailInvitation(scope, after, input.language)
    return after
  })
}

/** DELETE /customer-invitations/{uid}/: its link stops working. An accepted one answers 409. */
export async function deleteCustomerInvitation(
  scope: CustomerInvitationScope,
  uid: string,
): Promise<void> {
  const { db, website } = scope
  const before = await getCustomerInvitation(db, website.uid, uid)
  if (before.accepted_at) throw conflict(ACCEPTED)
  await db.transaction().execute(async (trx) => {
    if (!(await deletePendingInvitation(trx, website.uid, uid))) throw conflict(ACCEPTED)
    await recordChange(trx, actorOf(scope), {
      action: 'delete',
      resource: 'customer_invitation',
      recordUid: uid,
      before,
      after: null,
    })
  })
}
