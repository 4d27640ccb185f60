import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '../../../contract/schemas/admin-audit-log.ts'
import type { JobFailure } from '../../../contract/schemas/admin-job-failures.ts'
import { TOTAL_COUNT_HEADER } from '../../../contract/values/admin-lists.ts'
import { housekeepingOf, removeExpired } from '../../app/housekeeping-job.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'
import { createSession, createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { readableMail } from '../../../test/support/readable-mail.ts'
import { freePort } from '../../../test/support/server-process.ts'
import { startSmtp, type TestSmtp } from '../../../test/support/smtp.ts'
import { adminCall } from '../../../test/support/staff-api.ts'

const HOST = 'jobs.test'
const OTHER_HOST = 'other-jobs.test'

describe.each(DIALECTS)('failed jobs shown to staff on %s', (dialect) => {
  let t: TestApp
  let smtp: TestSmtp
  const tokens = { owner: '', editor: '', otherOwner: '' }
  let customer = { uid: '', email: '' }

  const call = (
    method: 'GET' | 'POST',
    url: string,
    token = tokens.owner,
    host = HOST,
    payload?: unknown,
  ) => adminCall(t, method, url, { token, host, payload })
  const failures = (query = '', token = tokens.owner, host = HOST) =>
    call('GET', `/job-failures/${query}`, token, host)
  const retry = (uid: string, token = tokens.owner, host = HOST) =>
    call('POST', `/job-failures/${uid}/retry/`, token, host)

  beforeAll(async () => {
    const port = await freePort()
    smtp = await startSmtp(port)
    t = await startTestApp(dialect, { SMTP_URL: `smtp://127.0.0.1:${port}` })
    const db = t.database.db
    const site = await createWebsite(db, { name: 'Jobs', hosts: [HOST] })
    const other = await createWebsite(db, { name: 'Other', hosts: [OTHER_HOST] })
    const owner = await createUser(db, site, { staffRole: 'owner' })
    const editor = await createUser(db, site, { staffRole: 'editor' })
    const otherOwner = await createUser(db, other, { staffRole: 'owner' })
    tokens.owner = await createSession(db, site, owner.uid)
    tokens.editor = await createSession(db, site, editor.uid)
    tokens.otherOwner = await createSession(db, other, otherOwner.uid)
    customer = await createUser(db, site)
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  it('keeps a mail SMTP refused for good, for the owner to send again once it is mended', async () => {
    smtp.refused.add(customer.email)
    const sent = await call(
      'POST',
      `/customers/${customer.uid}/password-reset/`,
      tokens.owner,
      HOST,
      {},
    )
    expect(sent.statusCode, sent.body).toBeLessThan(300)
    await t.app.jobs.mail.idle()
    expect(smtp.messages).toHaveLength(0)

    // A 5xx reply is not tried again: the job fails at once and is listed.
    const listed = await failures()
    expect(listed.statusCode, listed.body).toBe(200)
    expect(listed.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('1')
    const [failure] = listed.json<JobFailure[]>()
    expect(failure).toMatchObject({
      kind: 'mail',
      attempts: 1,
      retried_at: null,
      subject: expect.stringContaining(customer.email),
      error: expect.stringContaining('550'),
    })

    // Only the owners of this website see it or send it again.
    expect((await failures('', tokens.editor)).statusCode).toBe(403)
    expect((await retry(failure!.uid, tokens.editor)).statusCode).toBe(403)
    const elsewhere = await failures('', tokens.otherOwner, OTHER_HOST)
    expect(elsewhere.json()).toEqual([])
    expect((await retry(failure!.uid, tokens.otherOwner, OTHER_HOST)).statusCode).toBe(404)

    // Run again while SMTP still refuses it: it fails again and is back on the list.
    expect((await retry(failure!.uid)).statusCode).toBe(200)
    await t.app.jobs.mail.idle()
    const [again] = (await failures()).json<JobFailure[]>()
    expect(again).toMatchObject({ uid: failure!.uid, retried_at: null })
    expect(again!.failed_at >= failure!.failed_at).toBe(true)

    // The mailbox exists now: the mail goes out on the retry, which the audit log names.
    smtp.refused.delete(customer.email)
    const retried = await retry(failure!.uid)
    expect(retried.statusCode, retried.body).toBe(200)
    expect(retried.json<JobFailure>().retried_at).toEqual(expect.any(String))
    expect((await retry(failure!.uid)).statusCode).toBe(409)
    await t.app.jobs.mail.idle()
    expect(smtp.messages).toHaveLength(1)
    expect(readableMail(smtp.messages[0]!)).toContain(`To: ${customer.email}`)

    const audit = (await call('GET', '/audit-log/?resource=job_failure')).json<AuditEntry[]>()
    expect(audit).toHaveLength(2)
    expect(audit[0]).toMatchObject({ action: 'update', record_uid: failure!.uid })
  })

  it('filters by kind and by state, and refuses a sort it does not know, naming it', async () => {
    expect((await failures('?kind=thumbnail')).json()).toEqual([])
    expect((await failures('?kind=mail')).json()).toHaveLength(1)
    // The one failure was run again, and went out: none waits for staff now.
    expect((await failures('?state=waiting')).json()).toEqual([])
    expect((await failures('?state=retried')).json()).toHaveLength(1)
    expectFieldError(await failures('?state=lost'), 'state')
    expectFieldError(await failures('?_sort=subject'), '_sort')
    expectFieldError(await failures('?kind=transcode'), 'kind')
  })

  it('forgets a failure thirty days after it happened', async () => {
    const [failure] = (await failures()).json<JobFailure[]>()
    const failedAt = Date.parse(failure!.failed_at)
    const housekeeping = housekeepingOf(t.app.config, t.database.db)
    const daysOn = (days: number) => new Date(failedAt + days * 86_400_000 + 1000)

    expect(await removeExpired(housekeeping, daysOn(29))).toEqual({
      failedImports: 0,
      abandonedUploads: 0,
      dataExports: 0,
      jobFailures: 0,
      checkoutKeys: 0,
      idempotentRequests: 0,
    })
    expect((await failures()).json()).toHaveLength(1)
    expect(await removeExpired(housekeeping, daysOn(30))).toEqual({
      failedImports: 0,
      abandonedUploads: 0,
      dataExports: 0,
      jobFailures: 1,
      checkoutKeys: 0,
      idempotentRequests: 0,
    })
    expect((await failures()).json()).toEqual([])
  })
})
