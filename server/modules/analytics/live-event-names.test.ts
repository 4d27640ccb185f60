import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_API_BASE } from '../../../contract/schemas/admin.ts'
import type { AdminAnalytics } from '../../../contract/schemas/admin-analytics.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { newUid } from '../../db/uid.ts'
import { claimPublisher, insertLiveEvent, writeOnAir } from '../live/repo.ts'

describe.each(DIALECTS)('the analytics’ live events in the staff’s language on %s', (dialect) => {
  let t: TestApp
  const host = 'live-names.test'
  let owner: Record<string, string> = {}

  const analytics = (path: string, language: string) =>
    t.app.inject({
      url: `${ADMIN_API_BASE}/analytics/${path}`,
      headers: { host, ...owner, 'accept-language': language },
    })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db, { hosts: [host] })
    const user = await createUser(db, site, { staffRole: 'owner' })
    owner = signedIn(await createSession(db, site, user.uid))
    const now = new Date().toISOString()
    for (const [name, nameEn] of [
      ['Concert du soir', 'Evening concert'],
      ['Atelier', ''],
    ] as const) {
      const uid = newUid()
      await insertLiveEvent(db, {
        uid,
        website_uid: site,
        item_uid: newUid(),
        name,
        starts_at: now,
        expected_duration: 3600,
        stream_key_nonce: newUid(),
        stream_key_hash: newUid(),
        created_at: now,
      })
      await db.updateTable('live_events').set({ name_en: nameEn }).where('uid', '=', uid).execute()
      expect(await claimPublisher(db, uid, `publisher-${uid}`)).toBe(true)
      await writeOnAir(db, uid, `publisher-${uid}`, now)
    }
  })
  afterAll(() => t.close())

  const names = async (language: string) => {
    const answer = await analytics('', language)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer
      .json<AdminAnalytics>()
      .live_events.map((row) => row.name)
      .sort()
  }

  it('names an event in English for English staff, in French without an English name', async () => {
    expect(await names('en')).toEqual(['Atelier', 'Evening concert'])
    expect(await names('fr')).toEqual(['Atelier', 'Concert du soir'])
  })

  it('names it so in the CSV too', async () => {
    const csv = (await analytics('live-events.csv', 'en')).body
    expect(csv).toContain(',Evening concert,')
    expect(csv).not.toContain('Concert du soir')
  })
})
