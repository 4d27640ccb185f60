import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '../../../contract/schemas/admin-audit-log.ts'
import type { DataExport } from '../../../contract/schemas/admin-data-exports.ts'
import { dataExportFilePath } from '../../../contract/values/admin-data-exports.ts'
import { insertItem, insertMedia } from '../../db/insert.ts'
import { newUid } from '../../db/uid.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { adminCall } from '../../../test/support/staff-api.ts'
import { caller, signInAs } from './account-test-support.ts'

const HOST = 'traces.test'
const FIRST_NAME = 'Zéphyrine'
const LAST_NAME = 'Quatremare'

describe.each(DIALECTS)('what an erased account leaves behind on %s', (dialect) => {
  let t: TestApp
  let site: string
  let ownerUid: string
  let ownerToken: string
  let itemUid: string
  let call: ReturnType<typeof caller>

  const staff = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    adminCall(t, method, url, { token: ownerToken, host: HOST, payload })

  /** Every row of every table, as text: where a trace would show. */
  async function everyTable(): Promise<Record<string, string>> {
    const db = t.database.db
    const tables = await db.introspection.getTables()
    const texts: Record<string, string> = {}
    for (const table of tables) {
      const rows = await db
        .selectFrom(table.name as 'users')
        .selectAll()
        .execute()
      texts[table.name] = JSON.stringify(rows)
    }
    return texts
  }

  const tablesHolding = (texts: Record<string, string>, trace: string) =>
    Object.keys(texts).filter((table) => texts[table]!.toLowerCase().includes(trace.toLowerCase()))

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    site = await createWebsite(db, { hosts: [HOST] })
    const owner = await createUser(db, site, { staffRole: 'owner' })
    ownerUid = owner.uid
    ownerToken = await createSession(db, site, owner.uid)
    const mediaUid = await insertMedia(db, site, { name: 'Concert', duration: 60 })
    itemUid = await insertItem(db, site, {
      slug: 'concert',
      contentObjectType: 'media',
      contentObjectUid: mediaUid,
      visibilityType: 'on_demand',
    })
    call = caller(t, HOST)
  })
  afterAll(() => t.close())

  it('leaves no e-mail or name in the audit log, the exports or any table', async () => {
    const email = `zephyrine-${newUid().slice(0, 8).toLowerCase()}@test.example`
    const password = 'correct horse battery'
    const person = { first_name: FIRST_NAME, last_name: LAST_NAME }

    // Invited by the staff, registered from the invitation.
    const invited = await staff('POST', '/customer-invitations/', { email, ...person })
    expect(invited.statusCode, invited.body).toBe(201)
    const registered = await call('POST', '/auth/register/', {
      payload: {
        ...person,
        email,
        password1: password,
        password2: password,
        invitation: invited.json<{ uid: string }>().uid,
      },
    })
    expect(registered.statusCode, registered.body).toBe(201)
    const account = { uid: '', email, password }
    let token = await signInAs(call, account)
    account.uid = (await call('GET', '/account/', { token })).json<{ uid: string }>().uid

    // Wrote to the website, asked for an item, kept it in their list.
    const contact = await call('POST', '/contact/', {
      payload: { email, ...person, message: 'Bonjour, une question.' },
    })
    expect(contact.statusCode, contact.body).toBe(201)
    const asked = await call('POST', '/ondemand/requests/', {
      token,
      payload: { type: 'on_demand', items: [itemUid] },
    })
    expect(asked.statusCode, asked.body).toBe(201)
    expect((await call('PUT', `/me/list/${itemUid}/`, { token })).statusCode).toBe(204)

    // The staff blocked then unblocked them, gave them the item, answered their request.
    for (const action of ['block', 'unblock']) {
      const changed = await staff('POST', `/customers/${account.uid}/${action}/`)
      expect(changed.statusCode, changed.body).toBe(200)
    }
    const grant = await staff('POST', `/customers/${account.uid}/grants/`, {
      item_uid: itemUid,
      note: `Offert à ${FIRST_NAME} ${LAST_NAME}`,
    })
    expect(grant.statusCode, grant.body).toBe(201)
    const [requested] = (await staff('GET', '/ondemand-requests/')).json<{ uid: string }[]>()
    const decided = await staff('POST', `/ondemand-requests/${requested!.uid}/decision/`, {
      decision: 'accepted',
      message: `Bonjour ${FIRST_NAME}, c'est en ligne.`,
    })
    expect(decided.statusCode, decided.body).toBe(200)

    // Both exports hold their address.
    const made: string[] = []
    for (const kind of ['customers', 'orders']) {
      const exported = await staff('POST', '/data-exports/', { kind })
      expect(exported.statusCode, exported.body).toBe(202)
      made.push(exported.json<DataExport>().uid)
    }
    await t.app.jobs.exports.idle()
    const customers = await staff('GET', dataExportFilePath(made[0]!))
    expect(customers.statusCode).toBe(200)
    expect(customers.body).toContain(email)

    const auditBefore = (await staff('GET', '/audit-log/?_end=100')).json<AuditEntry[]>()
    expect(JSON.stringify(auditBefore)).toContain(email)
    expect(JSON.stringify(auditBefore)).toContain(FIRST_NAME)

    token = await signInAs(call, account)
    const erased = await call('POST', '/account/delete/', { token, payload: { password } })
    expect(erased.statusCode, erased.body).toBe(204)

    // The audit log keeps every entry and who acted, naming nobody.
    const audit = (await staff('GET', '/audit-log/?_end=100')).json<AuditEntry[]>()
    expect(audit.map((entry) => entry.uid)).toEqual(auditBefore.map((entry) => entry.uid))
    for (const trace of [email, FIRST_NAME, LAST_NAME]) {
      expect(JSON.stringify(audit)).not.toContain(trace)
    }
    const blocks = audit.filter((entry) => entry.resource === 'customer')
    expect(blocks).toHaveLength(2)
    for (const entry of blocks) {
      expect(entry).toMatchObject({ record_uid: account.uid, staff_user_uid: ownerUid })
    }
    expect(blocks.map((entry) => entry.after)).toContainEqual({
      email: `erased-${account.uid.toLowerCase()}@erased.invalid`,
      blocked_at: expect.any(String),
    })

    // The exports that held them are gone, files too.
    expect((await staff('GET', '/data-exports/')).json()).toEqual([])
    for (const uid of made) {
      expect((await staff('GET', dataExportFilePath(uid))).statusCode).toBe(404)
    }

    // No table holds their address or their name.
    const texts = await everyTable()
    for (const trace of [email, FIRST_NAME, LAST_NAME]) {
      expect(tablesHolding(texts, trace), trace).toEqual([])
    }
  })
})
