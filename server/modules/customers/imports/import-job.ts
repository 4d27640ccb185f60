import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { newUid } from '../../../db/uid.ts'
import { errorMessage, type JobType } from '../../../jobs/job-queue.ts'
import type { Language } from '../../../lib/chosen-language.ts'
import type { Mail, Mailer } from '../../../mail/mailer.ts'
import { recordChanges, type AuditedChange, type StaffActor } from '../../audit-log/service.ts'
import { grantInImport, type GrantTarget, type ImportedGrant } from '../../access/grants-service.ts'
import { INVITATION_LIFETIME_DAYS } from '../../auth/invitation.ts'
import { issuePasswordLinks } from '../../auth/password-reset.ts'
import { recordEvents } from '../../events/service.ts'
import { websiteOfUid, type Website } from '../../websites/service.ts'
import type { ReadyLine } from './check-lines.ts'
import { IMPORTED_CUSTOMER_MAIL } from './mail.ts'
import {
  findAccountsByEmail,
  findCustomerImportForJob,
  findItemKeys,
  findPlanKeys,
  insertCustomers,
  setMarketingConsent,
  updateCustomerImport,
  type NewImportedCustomer,
} from './repo.ts'

/** The job that writes one import's customers. */
export const CUSTOMER_IMPORT_JOB = 'customer-import'

/** Lines written in one transaction, with the import's progress. */
export const IMPORT_BATCH = 500

type Db = Kysely<Database>

interface Counts {
  created: number
  updated: number
  skipped: number
}

interface Batch {
  website: Website
  actor: StaffActor
  lines: ReadyLine[]
  items: Set<string>
  plans: Set<string>
  invite: boolean
  language: Language
  now: Date
}

const INVITE_MINUTES = INVITATION_LIFETIME_DAYS * 24 * 60

/** The grants a line asks for. */
function targetsOf(line: ReadyLine): { target: GrantTarget; expireAt: string | null }[] {
  return [
    ...line.item_uids.map((uid) => ({ target: { item_uid: uid }, expireAt: null })),
    ...(line.plan_uid
      ? [{ target: { plan_uid: line.plan_uid }, expireAt: line.plan_expire_at }]
      : []),
  ]
}

/**
 * Writes one batch of lines in `trx`: new customers created (audited, and told to webhooks as a
 * registration is), the website's customers given their grants and consent; a line that no
 * longer fits (its item deleted, its address now staff's) is skipped whole. A few statements a
 * batch, not a few a line: PostgreSQL's round trips would add up. Answers the mails to send
 * once the transaction is committed.
 */
async function writeBatch(trx: Db, batch: Batch, counts: Counts): Promise<Mail[]> {
  const { website, actor, now } = batch
  const at = now.toISOString()
  const emails = batch.lines.map((line) => line.email)
  const known = new Map(
    (await findAccountsByEmail(trx, website.uid, emails)).map((account) => [
      account.email,
      account,
    ]),
  )
  const fresh: NewImportedCustomer[] = []
  const changes: AuditedChange[] = []
  const consented: string[] = []
  const withdrawn: string[] = []
  const grants: ImportedGrant[] = []
  for (const line of batch.lines) {
    const account = known.get(line.email)
    const fits =
      line.item_uids.every((uid) => batch.items.has(uid)) &&
      (line.plan_uid === null || batch.plans.has(line.plan_uid)) &&
      !account?.staff_role
    if (!fits) {
      counts.skipped++
      continue
    }
    if (account) {
      const consentAt = line.marketing_consent ? (account.marketing_consent_at ?? at) : null
      if (line.marketing_consent !== null && consentAt !== account.marketing_consent_at) {
        ;(consentAt ? consented : withdrawn).push(account.uid)
        changes.push({
          action: 'update',
          resource: 'customer',
          recordUid: account.uid,
          before: { email: account.email, marketing_consent_at: account.marketing_consent_at },
          after: { email: account.email, marketing_consent_at: consentAt },
        })
        account.marketing_consent_at = consentAt
      }
      for (const grant of targetsOf(line))
        grants.push({ userUid: account.uid, ...grant, checkHeld: true })
      counts.updated++
      continue
    }
    const row: NewImportedCustomer = {
      uid: newUid(),
      website_uid: website.uid,
      email: line.email,
      first_name: line.first_name,
      last_name: line.last_name,
      show_billing_settings: website.settings.monetization_enabled ? 1 : 0,
      created_at: at,
      marketing_consent_at: line.marketing_consent ? at : null,
    }
    fresh.push(row)
    // The preview refuses an address twice; should one pass, its second line updates the first.
    known.set(line.email, { ...row, staff_role: null })
    for (const grant of targetsOf(line))
      grants.push({ userUid: row.uid, ...grant, checkHeld: false })
    changes.push({
      action: 'create',
      resource: 'customer',
      recordUid: row.uid,
      before: null,
      after: {
        email: row.email,
        first_name: row.first_name,
        last_name: row.last_name,
        marketing_consent_at: row.marketing_consent_at,
      },
    })
    counts.created++
  }
  await insertCustomers(trx, fresh)
  await setMarketingConsent(trx, website.uid, consented, at)
  await setMarketingConsent(trx, website.uid, withdrawn, null)
  await recordChanges(trx, actor, changes)
  const created = fresh.map(({ uid, email, first_name, last_name, created_at }) => ({
    customer_uid: uid,
    email,
    first_name,
    last_name,
    created_at,
  }))
  await recordEvents(trx, website.uid, 'customer.created', created, now)
  await grantInImport(trx, actor, grants, now)
  if (!batch.invite || fresh.length === 0) return []
  const links = await issuePasswordLinks(
    trx,
    website,
    fresh.map((row) => row.uid),
    INVITE_MINUTES,
    now,
  )
  return fresh.map((row) => {
    const mail = IMPORTED_CUSTOMER_MAIL[batch.language]({
      site: website.settings.name,
      firstName: row.first_name,
      link: links.get(row.uid) ?? '',
      days: INVITATION_LIFETIME_DAYS,
    })
    return { websiteUid: website.uid, to: row.email, language: batch.language, ...mail }
  })
}

/**
 * Writes an import's lines, a batch per transaction that also moves `done_lines`: a job run
 * again after a crash starts after the last batch written, and a line written twice (its batch
 * rolled back, or the same file imported again) updates the customer, never duplicates them.
 * Invitations go once their batch is committed. The last failed try marks the import failed.
 */
export function customerImportJob(options: { db: Db; mailer: () => Mailer }): JobType {
  const { db } = options
  return {
    attempts: 3,
    async run(data, run) {
      const uid = String(data.uid)
      const row = await findCustomerImportForJob(db, uid)
      if (!row || row.status === 'done' || row.status === 'failed') return
      try {
        const website = await websiteOfUid(db, row.website_uid)
        if (!website) return
        await updateCustomerImport(db, uid, { status: 'running', error: null })
        const lines = JSON.parse(row.lines) as ReadyLine[]
        const [items, plans] = await Promise.all([
          findItemKeys(db, website.uid),
          findPlanKeys(db, website.uid),
        ])
        const base = {
          website,
          actor: { websiteUid: website.uid, staffUserUid: row.staff_user_uid },
          items: new Set(items.map((item) => item.uid)),
          plans: new Set(plans.map((plan) => plan.uid)),
          invite: row.invite === 1,
          language: (row.language === 'en' ? 'en' : 'fr') as Language,
        }
        const counts: Counts = {
          created: Number(row.created_count),
          updated: Number(row.updated_count),
          skipped: Number(row.skipped_count),
        }
        for (let done = Number(row.done_lines); done < lines.length;) {
          const part = lines.slice(done, done + IMPORT_BATCH)
          const next = done + part.length
          const before = { ...counts }
          let mails: Mail[] = []
          try {
            mails = await db.transaction().execute(async (trx) => {
              const written = await writeBatch(
                trx,
                { ...base, lines: part, now: new Date() },
                counts,
              )
              await updateCustomerImport(trx, uid, {
                done_lines: next,
                created_count: counts.created,
                updated_count: counts.updated,
                skipped_count: counts.skipped,
              })
              return written
            })
          } catch (error) {
            Object.assign(counts, before)
            throw error
          }
          for (const mail of mails) await options.mailer().send(mail)
          await run.reportProgress(lines.length === 0 ? 1 : next / lines.length)
          done = next
        }
        await updateCustomerImport(db, uid, {
          status: 'done',
          finished_at: new Date().toISOString(),
        })
      } catch (error) {
        await updateCustomerImport(
          db,
          uid,
          run.lastAttempt
            ? {
                status: 'failed',
                error: errorMessage(error),
                finished_at: new Date().toISOString(),
              }
            : { status: 'queued' },
        )
        throw error
      }
    },
  }
}
