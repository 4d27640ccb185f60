import type { Kysely } from 'kysely'
import type {
  AdminStaffInvitation,
  AdminStaffInvitationInput,
  AdminStaffInvitationsQuery,
} from '../../../../contract/admin-staff.ts'
import type { StaffRoleName } from '../../../../contract/staff-roles.ts'
import type { Database } from '../../../db/schema.ts'
import { conflict } from '../../../errors.ts'
import type { Mailer } from '../../../mail/mailer.ts'
import {
  INVITATION_LIFETIME_DAYS,
  invitationLink,
  newInvitationRow,
} from '../../auth/invitation.ts'
import { findUserByEmail, insertInvitation } from '../../auth/repo.ts'
import { normalizeEmail } from '../../auth/service.ts'
import type { Viewer } from '../../auth/viewer.ts'
import type { Website } from '../../websites/service.ts'
import { recordChange } from '../audit-log/service.ts'
import { listPage, type ListAnswer } from '../list-page.ts'
import { STAFF_INVITATION_MAIL } from './mail.ts'
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
    uid: row.uid,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.staff_role as StaffRoleName,
    created_at: row.created_at,
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

/**
 * POST /staff-invitations/: invites someone to join the staff with a role. They get a mail with
 * a link to register; their account then has that role. The invitation, its audit entry and the
 * mail go together: if the mail cannot be sent, nothing is kept. An address that already has an
 * account here answers 409.
 */
export async function inviteStaff(
  scope: StaffInvitationScope,
  input: AdminStaffInvitationInput,
  now = new Date(),
): Promise<AdminStaffInvitation> {
  const { db, website, staff } = scope
  const email = normalizeEmail(input.email)
  if (await findUserByEmail(db, website.uid, email)) {
    throw conflict('This address already has an account on this website.', 'email')
  }
  return db.transaction().execute(async (trx) => {
    const row = newInvitationRow(website.uid, { ...input, email, staff_role: input.role }, now)
    await insertInvitation(trx, row)
    const answer = toAdminInvitation(row)
    await recordChange(
      trx,
      { websiteUid: website.uid, staffUserUid: staff.uid },
      {
        action: 'create',
        resource: 'staff_invitation',
        recordUid: answer.uid,
        before: null,
        after: answer,
      },
    )
    const mail = STAFF_INVITATION_MAIL[input.language ?? 'fr']({
      site: website.settings.name,
      firstName: answer.first_name,
      inviter: `${staff.first_name} ${staff.last_name}`.trim() || staff.email,
      role: input.role,
      link: invitationLink(website, answer.uid),
      days: INVITATION_LIFETIME_DAYS,
    })
    await scope.mailer.send({ to: email, ...mail })
    return answer
  })
}
