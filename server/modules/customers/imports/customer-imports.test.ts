import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  CustomerImport,
  CustomerImportPreview,
} from '../../../../contract/schemas/admin-customer-imports.ts'
import type { AuditEntry } from '../../../../contract/schemas/admin-audit-log.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { sentMails } from '../../../../test/support/sent-mails.ts'
import { insertPlan } from '../../../db/insert.ts'
import type { Mailer } from '../../../mail/mailer.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'
import { addMediaItem } from '../../catalogue/test-fixtures.ts'
import { customerImportJob } from './import-job.ts'

const HOST = 'imports.test'
const OTHER_HOST = 'other-imports.test'

/** A French spreadsheet's export: semicolons, a byte-order mark, French headers. */
const FRENCH_FILE = [
  '\uFEFFCourriel;Prénom;Nom;Formule;Date de fin;Contenus;Consentement',
  'new.one@example.com;Léa;Martin;Pass;30/06/2099;paid-film|free-film;oui',
  'KNOWN@example.com;;;;;paid-film;non',
  'not-an-address;Jean;Roy;;;;',
  'other@example.com;Zoé;Petit;;;no-such-film;',
  'owner@imports.test;Olga;Owner;;;;',
  'new.one@example.com;Léa;Twice;;;;',
  'dated@example.com;Paul;Date;Pass;31/02/2099;;',
  'new.two@example.com;Marc;Blanc;;;free-film;',
].join('\r\n')

describe.each(DIALECTS)('customer imports on %s', (dialect) => {
  let t: TestApp
  const tokens = { owner: '', editor: '', contributor: '', otherOwner: '' }
  const ids = { site: '', owner: '', known: '', paidFilm: '', freeFilm: '', pass: '' }

  const call = (
    method: 'GET' | 'POST',
    url: string,
    options: Parameters<typeof adminCall>[3] = {},
  ) =>
    adminCall(t, method, url, {
      token: tokens.owner,
      host: HOST,
      ...options,
      headers: { 'accept-language': 'en', ...options.headers },
    })
  const preview = (csv: string, options: Parameters<typeof adminCall>[3] = {}) =>
    call('POST', '/customer-imports/preview/', { payload: { csv }, ...options })
  const start = (csv: string, invite: boolean, token = tokens.owner) =>
    call('POST', '/customer-imports/', { token, payload: { csv, invite, language: 'en' } })
  const finished = async (uid: string) => {
    await t.app.jobs.exports.idle()
    return (await call('GET', `/customer-imports/${uid}/`)).json<CustomerImport>()
  }
  const accounts = () =>
    t.database.db
      .selectFrom('users')
      .select(['uid', 'email', 'first_name', 'last_name', 'password_hash', 'marketing_consent_at'])
      .where('website_uid', '=', ids.site)
      .where('staff_role', 'is', null)
      .orderBy('email')
      .execute()
  const grants = () =>
    t.database.db
      .selectFrom('access_grants')
      .select(['user_uid', 'item_uid', 'plan_uid', 'expire_at'])
      .where('website_uid', '=', ids.site)
      .execute()

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db, { name: 'Imports', hosts: [HOST] })
    const other = await createWebsite(db, { name: 'Other', hosts: [OTHER_HOST] })
    const owner = await createUser(db, site, { staffRole: 'owner', email: 'owner@imports.test' })
    const editor = await createUser(db, site, { staffRole: 'editor' })
    const contributor = await createUser(db, site, { staffRole: 'contributor' })
    const otherOwner = await createUser(db, other, { staffRole: 'owner' })
    const known = await createUser(db, site, { email: 'known@example.com' })
    await db
      .updateTable('users')
      .set({ marketing_consent_at: '2025-01-01T00:00:00.000Z' })
      .where('uid', '=', known.uid)
      .execute()
    // The same address on another website is someone else.
    await createUser(db, other, { email: 'new.one@example.com' })
    tokens.owner = await createSession(db, site, owner.uid)
    tokens.editor = await createSession(db, site, editor.uid)
    tokens.contributor = await createSession(db, site, contributor.uid)
    tokens.otherOwner = await createSession(db, other, otherOwner.uid)
    Object.assign(ids, {
      site,
      owner: owner.uid,
      known: known.uid,
      paidFilm: (await addMediaItem(db, site, 'Paid film')).uid,
      freeFilm: (await addMediaItem(db, site, 'Free film')).uid,
      pass: await insertPlan(db, site, { name: 'Pass', amount: 1500, interval: 'year' }),
    })
    await addMediaItem(db, other, 'No such film')
  })
  afterAll(() => t.close())

  it('previews each line with what it would do and its errors by column', async () => {
    const answer = await preview(FRENCH_FILE)
    expect(answer.statusCode, answer.body).toBe(200)
    const seen = answer.json<CustomerImportPreview>()
    expect(seen).toMatchObject({ total: 8, to_create: 2, to_update: 1, to_skip: 5 })
    expect(seen.columns).toEqual({
      Courriel: 'email',
      Prénom: 'first_name',
      Nom: 'last_name',
      Formule: 'plan',
      'Date de fin': 'plan_end',
      Contenus: 'items',
      Consentement: 'marketing_consent',
    })
    const byLine = new Map(seen.lines.map((line) => [line.line, line]))
    expect(byLine.get(2)).toMatchObject({
      email: 'new.one@example.com',
      action: 'create',
      plan: 'Pass',
      plan_end: '2099-06-30',
      items: ['paid-film', 'free-film'],
      marketing_consent: true,
      errors: [],
    })
    expect(byLine.get(3)).toMatchObject({
      email: 'known@example.com',
      action: 'update',
      marketing_consent: false,
    })
    const fields = (line: number) => byLine.get(line)!.errors.map((error) => error.field)
    expect(fields(4)).toEqual(['email'])
    expect(fields(5)).toEqual(['items'])
    expect(byLine.get(5)!.errors[0]!.message).toBe(
      'No item of this website is called "no-such-film".',
    )
    expect(byLine.get(6)!.errors).toEqual([
      { field: 'email', message: 'This address belongs to a staff member of this website.' },
    ])
    expect(byLine.get(7)!.errors).toEqual([
      { field: 'email', message: 'This address is already on line 2.' },
    ])
    expect(fields(8)).toEqual(['plan_end'])
    expect(byLine.get(9)).toMatchObject({ action: 'create', errors: [] })
    // Nothing is written by a preview.
    expect((await accounts()).map((account) => account.email)).toEqual(['known@example.com'])
  })

  it('says the errors in French to a French back office', async () => {
    const answer = await preview(FRENCH_FILE, { headers: { 'accept-language': 'fr' } })
    const line = answer.json<CustomerImportPreview>().lines.find((row) => row.line === 4)!
    expect(line.errors[0]!.message).toBe('Cette adresse e-mail n’est pas valide.')
  })

  it('reads a comma-separated English file without a byte-order mark', async () => {
    const csv =
      'E-mail,First name,Last name,Items,Marketing consent\na@example.com,Ann,Lee,free-film,yes\n'
    const seen = (await preview(csv)).json<CustomerImportPreview>()
    expect(seen).toMatchObject({ total: 1, to_create: 1, to_skip: 0 })
    expect(seen.lines[0]).toMatchObject({
      first_name: 'Ann',
      items: ['free-film'],
      marketing_consent: true,
    })
  })

  it('answers 400 naming csv for a file it cannot read', async () => {
    expectFieldError(await preview('email;prénom\na@example.com;Ann\n'), 'csv')
    expectFieldError(await preview('email;prénom;nom\n'), 'csv')
    expectFieldError(await preview('email,first_name,last_name\n"a@example.com,Ann,Lee\n'), 'csv')
    expectFieldError(await start('email;prénom;nom\nbad;Ann;Lee\n', true), 'csv')
    const empty = await call('POST', '/customer-imports/preview/', { payload: { csv: '' } })
    expectFieldError(empty, 'csv')
    const noInvite = await call('POST', '/customer-imports/', { payload: { csv: FRENCH_FILE } })
    expectFieldError(noInvite, 'invite')
  })

  it('is for owners: editors, contributors and other websites are refused', async () => {
    for (const token of [tokens.editor, tokens.contributor, tokens.otherOwner]) {
      expect((await preview(FRENCH_FILE, { token })).statusCode).toBe(403)
      expect((await start(FRENCH_FILE, true, token)).statusCode).toBe(403)
      expect((await call('GET', '/customer-imports/', { token })).statusCode).toBe(403)
    }
  })

  it('imports the good lines, skips the bad ones whole, and invites the new customers', async () => {
    const asked = await start(FRENCH_FILE, true)
    expect(asked.statusCode, asked.body).toBe(202)
    const queued = asked.json<CustomerImport>()
    expect(queued).toMatchObject({ status: 'queued', total_lines: 3, skipped_count: 5 })
    const done = await finished(queued.uid)
    expect(done).toMatchObject({
      status: 'done',
      progress: 1,
      done_lines: 3,
      created_count: 2,
      updated_count: 1,
      skipped_count: 5,
      staff_email: 'owner@imports.test',
    })

    const rows = await accounts()
    expect(rows.map((row) => row.email)).toEqual([
      'known@example.com',
      'new.one@example.com',
      'new.two@example.com',
    ])
    const [known, one, two] = rows
    expect(one).toMatchObject({ first_name: 'Léa', last_name: 'Martin', password_hash: '' })
    expect(one!.marketing_consent_at).toEqual(expect.any(String))
    expect(two!.marketing_consent_at).toBeNull()
    // "non" takes the known customer's consent back; their name stays.
    expect(known).toMatchObject({ first_name: 'Ada', marketing_consent_at: null })

    const given = await grants()
    const of = (uid: string) => given.filter((grant) => grant.user_uid === uid)
    expect(of(one!.uid)).toHaveLength(3)
    expect(of(one!.uid).find((grant) => grant.plan_uid === ids.pass)!.expire_at).toBe(
      '2099-07-01T00:00:00.000Z',
    )
    expect(of(known!.uid)).toEqual([
      { user_uid: known!.uid, item_uid: ids.paidFilm, plan_uid: null, expire_at: null },
    ])
    expect(of(two!.uid).map((grant) => grant.item_uid)).toEqual([ids.freeFilm])

    const mails = await sentMails(t, { atLeast: 2 })
    const toOne = mails.filter((mail) => mail.includes('To: new.one@example.com'))
    expect(toOne).toHaveLength(1)
    expect(toOne[0]).toContain('your account is waiting for you')
    expect(toOne[0]).toMatch(/\/auth\/password\/reset\//)
    expect(mails.some((mail) => mail.includes('To: known@example.com'))).toBe(false)

    const audit = await call('GET', '/audit-log/?_end=100')
    const entries = audit.json<AuditEntry[]>()
    const count = (resource: string, action: string) =>
      entries.filter((entry) => entry.resource === resource && entry.action === action).length
    expect(count('customer_import', 'create')).toBe(1)
    expect(count('customer', 'create')).toBe(2)
    expect(count('customer', 'update')).toBe(1)
    expect(count('access_grant', 'create')).toBe(5)
  })

  it('updates, never duplicates: the same file again, and a job run again after a crash', async () => {
    const before = { accounts: (await accounts()).length, grants: (await grants()).length }
    const again = (await start(FRENCH_FILE, false)).json<CustomerImport>()
    expect(await finished(again.uid)).toMatchObject({
      status: 'done',
      created_count: 0,
      updated_count: 3,
      skipped_count: 5,
    })
    expect((await accounts()).length).toBe(before.accounts)
    expect((await grants()).length).toBe(before.grants)

    // The worker died after writing: the job runs the whole file again from the start.
    await t.database.db
      .updateTable('customer_imports')
      .set({ status: 'running', done_lines: 0, created_count: 0, updated_count: 0 })
      .where('uid', '=', again.uid)
      .execute()
    const sent: string[] = []
    const mailer: Mailer = { send: async (mail) => void sent.push(mail.to), close: () => {} }
    const job = customerImportJob({ db: t.database.db, mailer: () => mailer })
    const run = {
      id: 'rerun',
      attempt: 2,
      lastAttempt: false,
      startedAt: new Date().toISOString(),
      previousRunAt: undefined,
      reportProgress: async () => {},
    }
    await job.run({ uid: again.uid }, run)
    expect((await accounts()).length).toBe(before.accounts)
    expect((await grants()).length).toBe(before.grants)
    expect(sent).toEqual([])
    expect(await finished(again.uid)).toMatchObject({ status: 'done', updated_count: 3 })
  })

  it("lists the website's imports, newest first, to its owners only", async () => {
    const list = await call('GET', '/customer-imports/')
    expect(list.statusCode, list.body).toBe(200)
    expect(list.headers['x-total-count']).toBe('2')
    const rows = list.json<CustomerImport[]>()
    expect(rows.map((row) => row.invite)).toEqual([false, true])
    const failed = await call('GET', '/customer-imports/?status=failed')
    expect(failed.json()).toEqual([])
    expect((await call('GET', '/customer-imports/?status=done')).json()).toHaveLength(2)
    expectFieldError(await call('GET', '/customer-imports/?status=broken'), 'status')
    const foreign = await call('GET', `/customer-imports/${rows[0]!.uid}/`, {
      token: tokens.otherOwner,
      host: OTHER_HOST,
    })
    expect(foreign.statusCode).toBe(404)
  })
})
