import type { Kysely } from 'kysely'
import type { Invitation } from '../../../contract/schemas/auth.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import { notFound } from '../../errors.ts'
import { findOpenInvitation, insertInvitation, type InvitationRow } from './repo.ts'
import { normalizeEmail } from './service.ts'
import type { StaffRoleName } from '../../../contract/values/staff-roles.ts'
import { DAY_MS } from '../../lib/time-units.ts'

/** How long an invitation link stays valid; long enough for a slow inbox and a weekend. */
export const INVITATION_LIFETIME_DAYS = 14

export interface NewInvitation {
  email: string
  first_name: string
  last_name: string
  custom_fields?: Record<string, string>
  /** Makes the guest staff with this role when they register. */
  staff_role?: StaffRoleName
}

export function toInvitation(row: InvitationRow): Invitation {
  return {
    uid: row.uid,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    custom_fields: JSON.parse(row.custom_fields) as Record<string, string>,
  }
}

/** Where the guest registers: the website's register screen for this invitation. */
export function invitationLink(website: { publicUrl: string }, invitationUid: string): string {
  return `${website.publicUrl.replace(/\/$/, '')}/auth/register/${invitationUid}`
}

/** The row of a new invitation, open for INVITATION_LIFETIME_DAYS from `now`. */
export function newInvitationRow(
  websiteUid: string,
  input: NewInvitation,
  now = new Date(),
): InvitationRow {
  return {
    uid: newUid(),
    website_uid: websiteUid,
    email: normalizeEmail(input.email),
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
    custom_fields: JSON.stringify(input.custom_fields ?? {}),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS).toISOString(),
    accepted_at: null,
    staff_role: input.staff_role ?? null,
  }
}

/** Invites someone to register on a website (command line, tests). */
export async function createInvitation(
  db: Kysely<Database>,
  websiteUid: string,
  input: NewInvitation,
  now = new Date(),
): Promise<Invitation> {
  const row = newInvitationRow(websiteUid, input, now)
  await insertInvitation(db, row)
  return toInvitation(row)
}

/** An invitation that can still be accepted, or 404 (unknown, expired and accepted alike). */
export async function getOpenInvitation(
  db: Kysely<Database>,
  websiteUid: string,
  uid: string,
  now = new Date(),
): Promise<Invitation> {
  const row = await findOpenInvitation(db, websiteUid, uid, now)
  if (!row) throw notFound('This invitation does not exist or can no longer be used.')
  return toInvitation(row)
}
