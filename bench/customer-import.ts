import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { connectDatabase, type DatabaseHandle, type Dialect } from '../server/db/connect.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import { insertPlan } from '../server/db/insert.ts'
import { newUid } from '../server/db/uid.ts'
import type { JobQueue } from '../server/jobs/job-queue.ts'
import type { Mailer } from '../server/mail/mailer.ts'
import { addMediaItem } from '../server/modules/catalogue/test-fixtures.ts'
import { customerImportJob } from '../server/modules/customers/imports/import-job.ts'
import {
  createCustomerImport,
  previewCustomerImport,
} from '../server/modules/customers/imports/service.ts'
import { createUser, createWebsite } from '../test/support/fixtures.ts'
import { scratchPostgres } from './scratch-database.ts'

/**
 * `npx tsx bench/customer-import.ts`: a CSV file of BENCH_LINES customers (10 000 by default,
 * semicolon separated as French spreadsheets write it; each line with an item, every other one
 * with a plan and an end date, every tenth a customer of the website already, one line in a
 * hundred with a bad address) previewed, then imported with invitations, on SQLite and on
 * PostgreSQL (DATABASE_URL's server, a scratch database). Prints the time of the preview, of the
 * import's request (the file checked again and stored) and of the job that writes it, with
 * invitation links written and mails handed to a mailer that keeps nothing. The issue asks
 * for 10 000 lines in under a minute. BENCH_DIALECTS=sqlite skips PostgreSQL.
 */
const LINES = Number(process.env.BENCH_LINES ?? 10_000)
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',') as Dialect[]

function fileOf(lines: number): string {
  const rows = ['\uFEFFcourriel;prénom;nom;formule;date de fin;contenus;consentement']
  for (let n = 0; n < lines; n++) {
    const email = n % 100 === 99 ? `bad-address-${n}` : `customer-${n}@bench.example`
    const plan = n % 2 === 0 ? 'Pass;31/12/2099' : ';'
    rows.push(`${email};Prénom${n};Nom${n};${plan};film-${n % 5};${n % 3 === 0 ? 'oui' : 'non'}`)
  }
  return rows.join('\r\n')
}

const ms = (since: number) => Math.round(performance.now() - since)

async function measure(dialect: Dialect, handle: DatabaseHandle): Promise<void> {
  await migrateToLatest(handle)
  const db = handle.db
  const site = await createWebsite(db, { name: 'Bench', hosts: ['bench.example'] })
  const owner = await createUser(db, site, { staffRole: 'owner' })
  for (let n = 0; n < 5; n++) await addMediaItem(db, site, `Film ${n}`)
  await insertPlan(db, site, { name: 'Pass', amount: 1500, interval: 'year' })
  // Every tenth line is a customer already: updated with their grants, not duplicated.
  const known = []
  for (let n = 0; n < LINES; n += 10) {
    known.push({
      uid: newUid(),
      website_uid: site,
      email: `customer-${n}@bench.example`,
      first_name: 'Known',
      last_name: `Customer ${n}`,
      password_hash: '',
      custom_fields: '{}',
      show_billing_settings: 1,
      staff_role: null,
      created_at: new Date().toISOString(),
    })
  }
  for (let at = 0; at < known.length; at += 500) {
    await db
      .insertInto('users')
      .values(known.slice(at, at + 500))
      .execute()
  }
  const csv = fileOf(LINES)

  let started = performance.now()
  const preview = await previewCustomerImport(db, site, csv, 'fr')
  const previewMs = ms(started)

  let queued: { uid: string } | undefined
  const queue = {
    add: async (_type: string, data: { uid: string }) => void (queued = data),
  } as unknown as JobQueue
  started = performance.now()
  const actor = { websiteUid: site, staffUserUid: owner.uid }
  await createCustomerImport(db, queue, actor, { csv, invite: true, language: 'fr' }, 'fr')
  const requestMs = ms(started)

  let mails = 0
  const mailer: Mailer = { send: async () => void mails++, close: () => {} }
  const job = customerImportJob({ db, mailer: () => mailer })
  started = performance.now()
  await job.run(
    { uid: queued!.uid },
    {
      id: 'bench',
      attempt: 1,
      lastAttempt: true,
      startedAt: new Date().toISOString(),
      previousRunAt: undefined,
      reportProgress: async () => {},
    },
  )
  const jobMs = ms(started)
  const done = await db
    .selectFrom('customer_imports')
    .select(['status', 'created_count', 'updated_count', 'skipped_count'])
    .executeTakeFirstOrThrow()
  console.log(
    `${dialect}: ${LINES} lines — preview ${previewMs} ms (${preview.to_create} new, ${preview.to_update} known, ${preview.to_skip} skipped); ` +
      `import request ${requestMs} ms; job ${jobMs} ms (${done.status}: ${done.created_count} created, ${done.updated_count} updated, ${done.skipped_count} skipped, ${mails} invitations); ` +
      `total ${previewMs + requestMs + jobMs} ms`,
  )
}

for (const dialect of DIALECTS) {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-import-'))
    const handle = connectDatabase({ sqliteFile: path.join(dir, 'bench.sqlite3') })
    try {
      await measure('sqlite', handle)
    } finally {
      await handle.db.destroy()
      rmSync(dir, { recursive: true, force: true })
    }
  } else {
    const scratch = await scratchPostgres('vitrine_bench_customer_import')
    try {
      await measure('postgres', scratch.handle)
    } finally {
      await scratch.close()
    }
  }
}
