import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_API_BASE } from '../../../contract/schemas/admin.ts'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { multipartForm } from '../../../test/support/staff-api.ts'
import { insertItem } from '../../db/insert.ts'
import { newUid } from '../../db/uid.ts'
import { claimPublisher, insertLiveEvent, writeEnded, writeOnAir } from '../live/repo.ts'
import { findItemPreview } from '../seo/repo.ts'
import { addMediaItem, hoursFromNow } from './test-fixtures.ts'

interface Listed {
  uid: string
  content_object_type: string
  live: { status: string; starts_at: string } | null
}

describe.each(DIALECTS)('live items in the storefront on %s', (dialect) => {
  let t: TestApp
  let site = ''
  const host = 'live-list.test'
  const events: Record<string, string> = {}
  const items: Record<string, string> = {}

  const get = (url: string) => t.app.inject({ url, headers: { host } })
  const list = async (query: string) => {
    const answer = await get(`${API_BASE}/items/${query}`)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<{ count: number; results: Listed[] }>()
  }

  /** A published live item whose event starts at `startsAt`; answers the item's uid. */
  async function addLiveItem(name: string, startsAt: string, publishedAt?: string) {
    const uid = newUid()
    await insertLiveEvent(t.database.db, {
      uid,
      website_uid: site,
      item_uid: newUid(),
      name,
      starts_at: startsAt,
      expected_duration: 3600,
      stream_key_nonce: newUid(),
      stream_key_hash: newUid(),
      created_at: new Date().toISOString(),
    })
    events[name] = uid
    items[name] = await insertItem(t.database.db, site, {
      slug: name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/\W+/g, '-'),
      contentObjectType: 'live',
      contentObjectUid: uid,
      publishedAt: publishedAt ?? hoursFromNow(-1),
    })
    return items[name]
  }

  async function goOnAir(name: string) {
    const db = t.database.db
    expect(await claimPublisher(db, events[name]!, 'publisher-1')).toBe(true)
    await writeOnAir(db, events[name]!, 'publisher-1', new Date().toISOString())
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(t.database.db, { hosts: [host] })
    await addMediaItem(t.database.db, site, 'Documentaire')
    await addLiveItem('Concert du soir', hoursFromNow(-0.5))
    await addLiveItem('Conférence de demain', hoursFromNow(24))
    await addLiveItem('Atelier dans une heure', hoursFromNow(1))
    await addLiveItem('Répétition passée', hoursFromNow(-30))
    await addLiveItem('Avant-première cachée', hoursFromNow(48), hoursFromNow(20))
    await addLiveItem('Direct en retard', hoursFromNow(-0.25))
    await addLiveItem('Direct jamais venu', hoursFromNow(-13))
    await goOnAir('Concert du soir')
    await writeEnded(t.database.db, events['Répétition passée']!, new Date().toISOString())
  })
  afterAll(() => t.close())

  it('gives every listed item its live summary, and none to a media', async () => {
    const page = await list('?limit=20')
    const byUid = new Map(page.results.map((item) => [item.uid, item]))
    expect(byUid.get(items['Concert du soir']!)?.live).toMatchObject({ status: 'on_air' })
    const upcoming = byUid.get(items['Conférence de demain']!)?.live
    expect(upcoming?.status).toBe('waiting')
    expect(Date.parse(upcoming!.starts_at)).toBeGreaterThan(Date.now())
    expect(byUid.get(items['Répétition passée']!)?.live?.status).toBe('ended')
    const media = page.results.find((item) => item.content_object_type === 'media')
    expect(media?.live).toBeNull()
  })

  it('lists live now first, then upcoming by start, never ended or unpublished', async () => {
    const page = await list('?live=now_and_upcoming')
    expect(page.results.map((item) => item.uid)).toEqual([
      items['Concert du soir'],
      items['Direct en retard'],
      items['Atelier dans une heure'],
      items['Conférence de demain'],
    ])
    expect(page.count).toBe(4)
    const second = await list('?live=now_and_upcoming&limit=1&offset=2')
    expect(second.results.map((item) => item.uid)).toEqual([items['Atelier dans une heure']])
  })

  it('keeps a late event, waiting past its start, for twelve hours, not after', async () => {
    const listed = (await list('?live=now_and_upcoming&limit=20')).results.map((item) => item.uid)
    expect(listed).toContain(items['Direct en retard'])
    expect(listed).not.toContain(items['Direct jamais venu'])
  })

  it('refuses the live list mixed with another filter, naming the field', async () => {
    const answer = await get(`${API_BASE}/items/?live=now_and_upcoming&search=concert`)
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toMatchObject({ type: 'ValidationError' })
    expect(JSON.stringify(answer.json())).toContain('live')
  })

  it('drops the badge from cached answers as soon as the event ends', async () => {
    const concert = items['Concert du soir']!
    // Twice: the second answer is the cached one.
    for (let i = 0; i < 2; i++) {
      const page = await list('?limit=20')
      expect(page.results.find((item) => item.uid === concert)?.live?.status).toBe('on_air')
      expect((await list('?live=now_and_upcoming')).results[0]?.uid).toBe(concert)
    }
    await writeEnded(t.database.db, events['Concert du soir']!, new Date().toISOString())
    const page = await list('?limit=20')
    expect(page.results.find((item) => item.uid === concert)?.live?.status).toBe('ended')
    const live = await list('?live=now_and_upcoming')
    expect(live.results.map((item) => item.uid)).not.toContain(concert)
    const one = await get(`${API_BASE}/items/concert-du-soir/`)
    expect(one.json<Listed>().live?.status).toBe('ended')
  })

  it('finds a live item by its name, without its accents', async () => {
    const page = await list('?search=conference')
    expect(page.results.map((item) => item.uid)).toEqual([items['Conférence de demain']])
  })

  it('takes a picture for a live item from staff, audited, and shows it on its card', async () => {
    const db = t.database.db
    const staff = signedIn(
      await createSession(db, site, (await createUser(db, site, { staffRole: 'editor' })).uid),
    )
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#c00' } })
      .png()
      .toBuffer()
    const address = `${ADMIN_API_BASE}/live-events/${events['Conférence de demain']}/thumbnail/`
    const put = await t.app.inject({
      method: 'PUT',
      url: address,
      ...multipartForm(png),
      headers: { host, ...staff, ...multipartForm(png).headers },
    })
    expect(put.statusCode, put.body).toBe(200)
    expect(put.json().thumbnail).toMatch(/^\/images\/live\/uid\/[^/]+\/thumbnail\.jpg\?v=/)
    const item = (await get(`${API_BASE}/items/conference-de-demain/`)).json()
    expect(item.content_object_thumbnail).toBe(
      `/images/live/uid/${events['Conférence de demain']}/thumbnail.jpg`,
    )
    expect((await get(item.content_object_thumbnail)).statusCode).toBe(200)
    const audited = await db
      .selectFrom('audit_log')
      .select('record_uid')
      .where('website_uid', '=', site)
      .where('resource', '=', 'live_event')
      .execute()
    expect(audited.map((row) => row.record_uid)).toContain(events['Conférence de demain'])
    const anonymous = await t.app.inject({ method: 'DELETE', url: address, headers: { host } })
    expect([401, 403]).toContain(anonymous.statusCode)
  })

  it('lists published live items in the sitemap and gives them a share preview', async () => {
    const sitemapIndex = (await get('/sitemap.xml')).body
    const itemsMap = /<loc>[^<]*(\/sitemaps\/items-1\.xml)<\/loc>/.exec(sitemapIndex)?.[1]
    const sitemap = itemsMap ? (await get(itemsMap)).body : sitemapIndex
    expect(sitemap).toContain('/conference-de-demain')
    expect(sitemap).not.toContain('avant-premiere-cachee')
    const now = new Date().toISOString()
    expect(await findItemPreview(t.database.db, site, 'conference-de-demain', now)).toBeDefined()
  })
})
