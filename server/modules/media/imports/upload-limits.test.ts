import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminSettings } from '../../../../contract/schemas/admin-settings.ts'
import { MAX_UNFINISHED_UPLOADS_PER_STAFF } from '../../../../contract/values/limits.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { insertFile, insertMedia } from '../../../db/insert.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'
import { uploadClient } from './upload-test-support.ts'

const SITE_A = '127.0.0.1'
const SITE_B = '127.0.0.2'
const MIB = 1024 ** 2

describe.each(DIALECTS)('upload limits on %s', (dialect) => {
  let t: TestApp
  let port = 0
  const tokens = { editor: '', otherEditor: '', ownerOfB: '' }
  let siteB = ''

  const origin = (host = SITE_A) => `http://${host}:${port}`
  const { call, start, send } = uploadClient(origin, () => tokens.editor)
  const begin = (size: number, token = tokens.editor, host = SITE_A, language = 'fr') =>
    start(size, { filename: 'film.mp4' }, { token, host, headers: { 'Accept-Language': language } })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const siteA = await createWebsite(db, { hosts: [SITE_A] })
    siteB = await createWebsite(db, { hosts: [SITE_B] })
    for (const name of ['editor', 'otherEditor'] as const) {
      const staff = await createUser(db, siteA, { staffRole: 'editor' })
      tokens[name] = await createSession(db, siteA, staff.uid)
    }
    const owner = await createUser(db, siteB, { staffRole: 'owner' })
    tokens.ownerOfB = await createSession(db, siteB, owner.uid)
    await t.app.listen({ port: 0, host: '0.0.0.0' })
    port = (t.app.server.address() as { port: number }).port
  })
  afterAll(async () => {
    await t.app.mediaImports.idle()
    await t.close()
  })

  it('refuses one more upload under way than a person may run, until one ends', async () => {
    const locations: string[] = []
    for (let n = 0; n < MAX_UNFINISHED_UPLOADS_PER_STAFF; n++) {
      const begun = await begin(1000)
      expect(begun.status, await begun.clone().text()).toBe(201)
      locations.push(begun.headers.get('location')!)
    }
    const refused = await begin(1000)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({
      type: 'TooManyRequests',
      message: `Vous avez ${MAX_UNFINISHED_UPLOADS_PER_STAFF} envois en cours, le plus qu’une personne puisse mener à la fois : laissez-en finir un d’abord.`,
    })
    const inEnglish = await begin(1000, tokens.editor, SITE_A, 'en')
    expect((await inEnglish.json()).message).toBe(
      `You have ${MAX_UNFINISHED_UPLOADS_PER_STAFF} uploads under way, the most one person may run at once: let one finish first.`,
    )
    // Another staff member is not held back.
    expect((await begin(1000, tokens.otherEditor)).status).toBe(201)

    // An upload ended, or finished, frees its place.
    expect((await call(locations[0]!, { method: 'DELETE' })).status).toBe(204)
    const next = await begin(1000)
    expect(next.status).toBe(201)
    expect((await send(locations[1]!, 0, Buffer.alloc(1000))).status).toBe(204)
    expect((await begin(1000)).status).toBe(201)
    expect((await begin(1000)).status).toBe(429)
  })

  it('refuses an upload past the storage quota the owner sets, saying what is left', async () => {
    const settings = await adminCall(t, 'GET', '/settings/', {
      token: tokens.ownerOfB,
      host: SITE_B,
    })
    const current = settings.json<AdminSettings>()
    expect(current.upload_quota_gib).toBe(200)
    const setQuota = (gib: number) =>
      adminCall(t, 'PUT', '/settings/', {
        token: tokens.ownerOfB,
        host: SITE_B,
        payload: { ...current, show_legal: false, upload_quota_gib: gib },
      })
    const saved = await setQuota(1)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<AdminSettings>().upload_quota_gib).toBe(1)

    // The website stores 900 MiB already.
    const db = t.database.db
    const mediaUid = await insertMedia(db, siteB, { name: 'Concert', duration: 60 })
    await insertFile(db, siteB, {
      mediaUid,
      kind: 'source',
      displayName: 'Concert (source)',
      size: 900 * MIB,
      path: `streams/${siteB}/${mediaUid}/source.mp4`,
    })
    const owner = tokens.ownerOfB
    expect((await begin(100 * MIB, owner, SITE_B)).status).toBe(201)
    // What uploads under way announced counts too: 24 MiB are left.
    const refused = await begin(100 * MIB, owner, SITE_B)
    expect(refused.status).toBe(413)
    expect(await refused.json()).toMatchObject({
      type: 'PayloadTooLarge',
      message: 'Ce fichier dépasserait le quota de stockage du site (1 Gio) : il reste 0.02 Gio.',
    })
    const inEnglish = await begin(100 * MIB, owner, SITE_B, 'en')
    expect((await inEnglish.json()).message).toBe(
      "This file would pass the website's storage quota of 1 GiB: 0.02 GiB left.",
    )
    expect((await begin(20 * MIB, owner, SITE_B)).status).toBe(201)

    // 0 lifts the limit; a negative quota is refused naming the field.
    expect((await setQuota(0)).statusCode).toBe(200)
    expect((await begin(5 * 1024 * MIB, owner, SITE_B)).status).toBe(201)
    const negative = await setQuota(-1)
    expect(negative.statusCode).toBe(400)
    expect(negative.json().details).toHaveProperty('upload_quota_gib')
  })
})
