import type { Kysely } from 'kysely'
import type {
  AdminStaffInvitation,
  AdminStaffInvitationInput,
  AdminStaffInvitationsQuery,
} from '../../../../contract/schemas/admin-staff.ts'
import type { StaffRoleName } from '../../../../contract/values/staff-roles.ts'
import type { Database } from '../../../db/schema.ts'
import { conflict } from '../../../errors.ts'
import type { Mailer } from '../../../mail/mailer.ts'
import {
  INVITATION_LIFETIME_DAYS,
  invitationLink,
  newInvitationRow,
} from '../../auth/invitation.ts'
import {
  findUserByEmail,
  insertInvitation,
  normalizeEmail,
  type UserRow,
} from '../../auth/service.ts'
import type { Viewer } from '../../auth/viewer.ts'
import type { Website } from '../../websites/service.ts'
import { recordChange, type StaffActor } from '../../audit-log/service.ts'
import { setStaffRole } from '../members/repo.ts'
import { getStaffMember, toAdminStaffMember } from '../members/service.ts'
import { listPage, type ListAnswer } from '../../../http/list-page.ts'
import { backOfficeLink, STAFF_ADDED_MAIL, STAFF_INVITATION_MAIL } from './mail.ts'
import { findStaffInvitationPage } from './repo.ts'

/** Where the staff invitation calls work: the database, the mailer, the website, who asks. */
export interface StaffInvitationScope {
  db: Kysely<Database>
  mailer: Mailer
  website: Website
  staff: Viewer
}

type Row = Awaited<ReturnType<typeof findStaffInvitationPage>>['rows'][number]

function toAdminInvitation(row: Row): AdminStaffInvitation {
  return {
    ...toAdminStaffMember(row),
    expires_at: row.expires_at,
    accepted_at: row.accepted_at,
  }
}

/** GET /staff-invitations/: newest first unless sorted otherwise. */
export async function listStaffInvitations(
  db: Kysely<Database>,
  websiteUid: string,
  query: AdminStaffInvitationsQuery,
): Promise<ListAnswer<AdminStaffInvitation>> {
  const page = listPage(query, query._sort ? 'ASC' : 'DESC')
  const { total, rows } = await findStaffInvitationPage(
    db,
    websiteUid,
    query._sort ?? 'created_at',
    page,
  )
  return { total, rows: rows.map(toAdminInvitation) }
}

const ALREADY_STAFF = 'This address is already on the staff of this website.'

/**
 * POST /staff-invitations/: invites someone to join the staff with a role. A newcomer gets a mail
 * with a link to register, and their account then has that role. Someone who already has an
 * account here (a customer) gets the role at once, the invitation marked accepted, and a mail
 * saying so. The invitation, the role, their audit entries and the mail go together: if the mail
 * cannot be sent, nothing is kept. An address already on the staff answers 409.
 */
export async function inviteStaff(
  scope: StaffInvitationScope,
  input: AdminStaffInvitationInput,
  now = new Date(),
): Promise<AdminStaffInvitation> {
  const { db, website, staff } = scope
  const email = normalizeEmail(input.email)
  const account = await findUserByEmail(db, website.uid, email)
  if (account?.staff_role) throw conflict(ALREADY_STAFF, 'email')
  return db.transaction().execute(async (trx) => {
    const row = newInvitationRow(website.uid, { ...input, email, staff_role: input.role }, now)
    if (account) row.accepted_at = now.toISOString()
    await insertInvitation(trx, row)
    const answer = toAdminInvitation(row)
    const actor = { websiteUid: website.uid, staffUserUid: staff.uid }
    await recordChange(trx, actor, {
      action: 'create',
      resource: 'staff_invitation',
      recordUid: answer.uid,
      before: null,
      after: answer,
    })
    if (account) await grantRole(trx, actor, account, input.role)
    const facts = {
      site: website.settings.name,
      firstName: account?.first_name || answer.first_name,
      inviter: `${staff.first_name} ${staff.last_name}`.trim() || staff.email,
      role: input.role,
      days: INVITATION_LIFETIME_DAYS,
    }
    const language = input.language ?? 'fr'
    const mail = account
      ? STAFF_ADDED_MAIL[language]({ ...facts, link: backOfficeLink(website) })
      : STAFF_INVITATION_MAIL[language]({ ...facts, link: invitationLink(website, answer.uid) })
    await scope.mailer.send({ websiteUid: website.uid, to: email, language, ...mail })
    return answer
  })
}

/** Makes an existing account staff with `role`, in the audit log as the staff member it adds. */
async function grantRole(
  trx: Kysely<Database>,
  actor: StaffActor,
  account: UserRow,
  role: StaffRoleName,
): Promise<void> {
  await setStaffRole(trx, actor.websiteUid, account.uid, role)
  await recordChange(trx, actor, {
    action: 'create',
    resource: 'staff_member',
    recordUid: account.uid,
    before: null,
    after: await getStaffMember(trx, actor.websiteUid, account.uid),
  })
}
