import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '../../../contract/schemas/admin-audit-log.ts'
import type { DataExport } from '../../../contract/schemas/admin-data-exports.ts'
import { dataExportFilePath } from '../../../contract/values/admin-data-exports.ts'
import { MAX_ADMIN_PAGE } from '../../../contract/values/admin-lists.ts'
import { newUid } from '../../db/uid.ts'
import { housekeepingOf, removeExpired } from '../../app/housekeeping-job.ts'
import { mediaStoreOf } from '../../storage/media-store.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'
import { createSession, createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { adminCall } from '../../../test/support/staff-api.ts'
import { EXPORT_SHAPES } from './export-rows.ts'

const HOST = 'exports.test'
const OTHER_HOST = 'other-exports.test'

describe.each(DIALECTS)('data exports on %s', (dialect) => {
  let t: TestApp
  const tokens = { owner: '', editor: '', otherOwner: '' }
  const ids = { site: '', owner: '' }
  const customers: { uid: string; email: string }[] = []

  const call = (
    method: 'GET' | 'POST',
    url: string,
    options: Parameters<typeof adminCall>[3] = {},
  ) => adminCall(t, method, url, { token: tokens.owner, host: HOST, ...options })
  const ask = (kind: unknown, token = tokens.owner) =>
    call('POST', '/data-exports/', { token, payload: { kind } })
  const exports = async () => (await call('GET', '/data-exports/')).json<DataExport[]>()

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db, { name: 'Exports', hosts: [HOST] })
    const other = await createWebsite(db, { name: 'Other', hosts: [OTHER_HOST] })
    const owner = await createUser(db, site, { staffRole: 'owner' })
    const editor = await createUser(db, site, { staffRole: 'editor' })
    const otherOwner = await createUser(db, other, { staffRole: 'owner' })
    tokens.owner = await createSession(db, site, owner.uid)
    Object.assign(ids, { site, owner: owner.uid })
    tokens.editor = await createSession(db, site, editor.uid)
    tokens.otherOwner = await createSession(db, other, otherOwner.uid)
    for (let n = 0; n < 3; n++) customers.push(await createUser(db, site))
    await createUser(db, other)
    // A name a spreadsheet would run as a formula, and one holding the separator.
    await db
      .updateTable('users')
      .set({ first_name: '=HYPERLINK("http://evil.example")', last_name: 'Dupont, Jr' })
      .where('uid', '=', customers[0]!.uid)
      .execute()
  })
  afterAll(() => t.close())

  it("writes the website's customers to a CSV file the owner downloads", async () => {
    const asked = await ask('customers')
    expect(asked.statusCode, asked.body).toBe(202)
    const queued = asked.json<DataExport>()
    expect(queued).toMatchObject({ kind: 'customers', rows: null, finished_at: null })
    await t.app.jobs.exports.idle()

    const [ready] = await exports()
    expect(ready).toMatchObject({ uid: queued.uid, status: 'done', progress: 1, rows: 3 })
    expect(ready!.finished_at).toEqual(expect.any(String))

    const file = await call('GET', dataExportFilePath(queued.uid))
    expect(file.statusCode, file.body).toBe(200)
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="customers-\d{4}-/)
    const lines = file.body.split('\r\n')
    expect(lines[0]).toBe(
      '\uFEFFuid,email,first_name,last_name,created_at,blocked_at,active_subscriptions,trialing_subscriptions,purchases_count,paid_total,last_order_at',
    )
    expect(lines).toHaveLength(5)
    for (const customer of customers) expect(file.body).toContain(customer.email)
    expect(file.body).toContain(`"'=HYPERLINK(""http://evil.example"")","Dupont, Jr"`)

    const audit = await call('GET', '/audit-log/?resource=data_export')
    expect(audit.json<AuditEntry[]>()).toEqual([
      expect.objectContaining({
        action: 'create',
        record_uid: queued.uid,
        after: { kind: 'customers' },
      }),
    ])
  })

  it('writes the orders, a header alone when there are none', async () => {
    const queued = (await ask('orders')).json<DataExport>()
    await t.app.jobs.exports.idle()
    const file = await call('GET', dataExportFilePath(queued.uid))
    expect(file.body).toMatch(
      /^\uFEFFuid,type,status,total,tip,coupon,discount,refunded_amount,currency,/,
    )
    expect(file.body.split('\r\n')).toEqual([expect.any(String), ''])
    expect((await call('GET', '/data-exports/?kind=orders')).json()).toEqual([
      expect.objectContaining({ uid: queued.uid, rows: 0 }),
    ])
  })

  it('keeps them from staff whose role does not see that data, and from other websites', async () => {
    expect((await ask('customers', tokens.editor)).statusCode).toBe(403)
    expect((await call('GET', '/data-exports/', { token: tokens.editor })).statusCode).toBe(403)
    const [mine] = await exports()
    const elsewhere = { token: tokens.otherOwner, host: OTHER_HOST }
    expect((await call('GET', '/data-exports/', elsewhere)).json()).toEqual([])
    const foreign = await call('GET', dataExportFilePath(mine!.uid), elsewhere)
    expect(foreign.statusCode).toBe(404)
  })

  it('reads a list whole after its last row: a customer removed meanwhile moves no other', async () => {
    const db = t.database.db
    const site = await createWebsite(db, { name: 'Many', hosts: ['many-exports.test'] })
    // All at the same instant: the pages part between rows the uid alone orders.
    const created_at = '2026-01-01T00:00:00.000Z'
    const uids = Array.from({ length: MAX_ADMIN_PAGE + 20 }, () => newUid())
    await db
      .insertInto('users')
      .values(
        uids.map((uid, n) => ({
          uid,
          website_uid: site,
          email: `customer-${n}@many.test`,
          first_name: 'Client',
          last_name: String(n),
          password_hash: '-',
          custom_fields: '{}',
          show_billing_settings: 1,
          staff_role: null,
          created_at,
        })),
      )
      .execute()

    const first = await EXPORT_SHAPES.customers.page(db, site)
    expect(first.total).toBe(uids.length)
    expect(first.rows).toHaveLength(MAX_ADMIN_PAGE)
    await db.deleteFrom('users').where('uid', '=', String(first.rows[0]![0])).execute()
    const second = await EXPORT_SHAPES.customers.page(db, site, first.next)
    expect(second.next).toBeUndefined()
    const read = [...first.rows, ...second.rows].map((row) => String(row[0]))
    // Each once, the one removed too: it was read before it left.
    expect(read.sort()).toEqual(uids.sort())
  })

  it('refuses what it cannot export, naming the field', async () => {
    expectFieldError(await ask('subscribers'), 'kind')
    expectFieldError(await call('POST', '/data-exports/', { payload: {} }), 'kind')
    expectFieldError(await call('GET', '/data-exports/?kind=subscribers'), 'kind')
  })

  it('removes an export and its file seven days after it was asked for', async () => {
    const listed = await exports()
    expect(listed).toHaveLength(2)
    const rows = await t.database.db.selectFrom('data_exports').select('file_key').execute()
    const store = mediaStoreOf(t.app.config)
    for (const { file_key } of rows) expect(await store.stat(file_key!)).not.toBeNull()
    const newest = Math.max(...listed.map((row) => Date.parse(row.created_at)))
    const daysOn = (days: number) => new Date(newest + days * 86_400_000 + 1000)
    const housekeeping = housekeepingOf(t.app.config, t.database.db)

    expect(await removeExpired(housekeeping, daysOn(6))).toEqual({
      failedImports: 0,
      abandonedUploads: 0,
      dataExports: 0,
      jobFailures: 0,
      checkoutKeys: 0,
      idempotentRequests: 0,
    })
    expect(await exports()).toHaveLength(2)
    expect(await removeExpired(housekeeping, daysOn(7))).toEqual({
      failedImports: 0,
      abandonedUploads: 0,
      dataExports: 2,
      jobFailures: 0,
      checkoutKeys: 0,
      idempotentRequests: 0,
    })
    expect(await exports()).toEqual([])
    for (const { file_key } of rows) expect(await store.stat(file_key!)).toBeNull()
    expect((await call('GET', dataExportFilePath(listed[0]!.uid))).statusCode).toBe(404)
  })

  it("says why an export failed in the staff's language", async () => {
    await t.database.db
      .insertInto('data_exports')
      .values({
        uid: newUid(),
        website_uid: ids.site,
        staff_user_uid: ids.owner,
        kind: 'orders',
        status: 'failed',
        progress: 0,
        rows: null,
        // What the export is marked with when the job queue could not take it.
        error: 'The job queue is unavailable.',
        file_key: null,
        created_at: new Date().toISOString(),
        finished_at: null,
      })
      .execute()
    expect((await exports()).map((row) => row.error)).toEqual([
      'La file des tâches est indisponible.',
    ])
    const english = await call('GET', '/data-exports/', { headers: { 'accept-language': 'en' } })
    expect(english.json<DataExport[]>().map((row) => row.error)).toEqual([
      'The job queue is unavailable.',
    ])
  })
})
