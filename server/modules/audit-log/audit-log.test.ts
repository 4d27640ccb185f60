import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EditorContent } from '../../../contract/schemas/admin.ts'
import type { AuditEntry } from '../../../contract/schemas/admin-audit-log.ts'
import { TOTAL_COUNT_HEADER } from '../../../contract/values/admin-lists.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { insertPage, updateWebsiteSettings } from '../../db/insert.ts'
import { defaultWebsiteSettings } from '../websites/defaults.ts'
import { adminCall, banner, putEditor } from '../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'

describe.each(DIALECTS)('the audit log on %s', (dialect) => {
  let t: TestApp
  const tokens = { owner: '', editor: '', ownerOfB: '' }
  let editorUid = ''
  let editorEmail = ''

  const log = (query = '', token = tokens.owner, host = 'a.test') =>
    adminCall(t, 'GET', `/audit-log/${query}`, { token, host })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const siteA = await createWebsite(db, { hosts: ['a.test'] })
    const siteB = await createWebsite(db, { hosts: ['b.test'] })
    for (const site of [siteA, siteB]) {
      const home = await insertPage(db, site, {
        title: 'Accueil',
        content: [banner('hero', 'Bonjour')],
      })
      await updateWebsiteSettings(db, site, { ...defaultWebsiteSettings(), home_page: home })
    }
    const owner = await createUser(db, siteA, { staffRole: 'owner' })
    const editor = await createUser(db, siteA, { staffRole: 'editor' })
    const ownerOfB = await createUser(db, siteB, { staffRole: 'owner' })
    editorUid = editor.uid
    editorEmail = editor.email
    tokens.owner = await createSession(db, siteA, owner.uid)
    tokens.editor = await createSession(db, siteA, editor.uid)
    tokens.ownerOfB = await createSession(db, siteB, ownerOfB.uid)
  })
  afterAll(() => t.close())

  it("records an editor's save of the home page, before and after, for the owner", async () => {
    const before = (
      await adminCall(t, 'GET', '/editor/', { token: tokens.editor })
    ).json<EditorContent>()
    const after: EditorContent = {
      page: { ...before.page, title: 'Bienvenue', content: [banner('hero', 'Salut')] },
      appearance: { ...before.appearance, colors_primary: '#112233' },
    }
    const saved = await putEditor(t, tokens.editor, after)
    expect(saved.statusCode, saved.body).toBe(200)

    const answer = await log()
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('1')
    const [entry] = answer.json<AuditEntry[]>()
    expect(entry).toMatchObject({
      staff_user_uid: editorUid,
      staff_email: editorEmail,
      action: 'update',
      resource: 'home_page',
      record_uid: before.page.uid,
      before,
      after: saved.json(),
    })
    expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(60_000)
    expect(entry!.at).toMatch(/Z$/)
  })

  it('writes nothing when the save is refused', async () => {
    const content = (
      await adminCall(t, 'GET', '/editor/', { token: tokens.editor })
    ).json<EditorContent>()
    const wrong = await putEditor(t, tokens.editor, {
      ...content,
      appearance: { ...content.appearance, colors_primary: 'red' },
    })
    expect(wrong.statusCode).toBe(400)
    expect((await log()).headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('1')
  })

  it('pages, sorts and filters, newest first by default', async () => {
    const content = (
      await adminCall(t, 'GET', '/editor/', { token: tokens.owner })
    ).json<EditorContent>()
    await putEditor(t, tokens.owner, { ...content, page: { ...content.page, title: 'Encore' } })
    const newest = await log('?_end=1')
    expect(newest.json<AuditEntry[]>().map((entry) => entry.after)).toMatchObject([
      { page: { title: 'Encore' } },
    ])
    expect(newest.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('2')
    const oldest = await log('?_sort=at&_order=ASC&_end=1')
    expect(oldest.json<AuditEntry[]>()[0]!.staff_user_uid).toBe(editorUid)
    const byEditor = await log(`?staff_user_uid=${editorUid}`)
    expect(byEditor.json<AuditEntry[]>()).toHaveLength(1)
    expect((await log('?resource=website_image')).json()).toEqual([])
    expectFieldError(await log('?resource=users'), 'resource')
    expectFieldError(await log('?_sort=before'), '_sort')
    expectFieldError(await log('?_start=10&_end=2'), '_end')
  })

  it('names the record changed, and filters by when the change was made', async () => {
    const created = await adminCall(t, 'POST', '/categories/', {
      token: tokens.owner,
      payload: { name: 'Documentaires' },
    })
    expect(created.statusCode, created.body).toBe(201)
    const [entry] = (await log('?_end=1')).json<AuditEntry[]>()
    expect(entry).toMatchObject({ resource: 'category', record_name: 'Documentaires' })
    const at = Date.parse(entry!.at)
    const since = (ms: number) => encodeURIComponent(new Date(ms).toISOString())
    const after = await log(`?at_gte=${since(at)}`)
    expect(after.json<AuditEntry[]>().map((found) => found.record_name)).toEqual(['Documentaires'])
    const before = await log(`?at_lt=${since(at)}`)
    expect(before.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('2')
    expect(before.json<AuditEntry[]>().map((found) => found.resource)).toEqual([
      'home_page',
      'home_page',
    ])
    expect((await log(`?at_gte=${since(at + 1)}`)).json()).toEqual([])
    expectFieldError(await log('?at_gte=hier'), 'at_gte')
  })

  it("shows each website's owners their own log only", async () => {
    const other = await log('', tokens.ownerOfB, 'b.test')
    expect(other.statusCode).toBe(200)
    expect(other.json()).toEqual([])
    expect(other.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('0')
  })
})
