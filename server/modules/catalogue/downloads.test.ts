import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { insertFile, insertItem, insertMedia, insertPlan, insertPlaylist } from '../../db/insert.ts'
import { addMediaItem, addPurchase, addSubscription, hoursFromNow } from './test-fixtures.ts'

describe.each(DIALECTS)('downloads on %s', (dialect) => {
  let t: TestApp
  let site = ''
  let plan = ''
  const items: Record<string, string> = {}
  const priceUids = { hd: 'price-hd', source: 'price-source', both: 'price-both', none: 'price-no' }

  const download = (itemUid: string, headers: Record<string, string> = {}, host = 'd.test') =>
    t.app.inject({ url: `${API_BASE}/items/${itemUid}/download/`, headers: { host, ...headers } })
  const fileNames = async (itemUid: string, headers: Record<string, string> = {}) => {
    const answer = await download(itemUid, headers)
    expect(answer.statusCode).toBe(200)
    return (answer.json() as { display_name: string }[]).map((file) => file.display_name)
  }
  const viewer = async (grant: (userUid: string) => Promise<unknown>) => {
    const user = await createUser(t.database.db, site)
    await grant(user.uid)
    return signedIn(await createSession(t.database.db, site, user.uid))
  }
  const buyer = (priceUid: string, expireAt: string | null = null) =>
    viewer((userUid) =>
      addPurchase(t.database.db, site, { userUid, itemUid: items.sold!, priceUid, expireAt }),
    )

  /** A media with an HD, a source and a bonus file named after it. */
  const mediaWithFiles = async (name: string) => {
    const db = t.database.db
    const mediaUid = await insertMedia(db, site, { name, duration: 10 })
    const file = (kind: 'hd' | 'source' | 'bonus', slug: string | null = null) =>
      insertFile(db, site, {
        mediaUid,
        kind,
        displayName: `${name} ${kind}`,
        size: 1000,
        path: `files/${name}-${kind}.mp4`,
        width: kind === 'bonus' ? null : 1920,
        height: kind === 'bonus' ? null : 1080,
        slug,
      })
    await file('hd')
    await file('source')
    await file('bonus', 'making-of')
    return mediaUid
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    site = await createWebsite(db, { hosts: ['d.test'] })
    const other = await createWebsite(db, { hosts: ['other.test'] })
    plan = await insertPlan(db, site, { name: 'Plan', amount: 900, interval: 'month' })
    items.sold = await insertItem(db, site, {
      slug: 'sold',
      contentObjectType: 'media',
      contentObjectUid: await mediaWithFiles('Sold'),
      monetizationEnabled: true,
      isContentDownloadable: true,
      planUids: [plan],
      prices: [
        { uid: priceUids.hd, amount: 500, period: 0, downloadableChoices: 1 },
        { uid: priceUids.source, amount: 600, period: 0, downloadableChoices: 2 },
        { uid: priceUids.both, amount: 700, period: 0, downloadableChoices: 3 },
        { uid: priceUids.none, amount: 300, period: 24, downloadableChoices: null },
      ],
    })
    items.free = await insertItem(db, site, {
      slug: 'free',
      contentObjectType: 'media',
      contentObjectUid: await mediaWithFiles('Free'),
      isContentDownloadable: true,
    })
    items.streamOnly = await insertItem(db, site, {
      slug: 'stream-only',
      contentObjectType: 'media',
      contentObjectUid: await mediaWithFiles('Stream'),
    })
    const playlist = await insertPlaylist(db, site, {
      name: 'Series',
      mediaUids: [await mediaWithFiles('Second'), await mediaWithFiles('First')],
    })
    items.series = await insertItem(db, site, {
      slug: 'series',
      contentObjectType: 'playlist',
      contentObjectUid: playlist,
      isContentDownloadable: true,
    })
    items.elsewhere = (
      await addMediaItem(db, other, 'Elsewhere', { isContentDownloadable: true })
    ).uid
  })
  afterAll(() => t.close())

  it('hands out file addresses signed for the caller, that nobody else can use', async () => {
    const headers = await buyer(priceUids.both)
    const [first] = (await download(items.sold!, headers)).json() as { file: string }[]
    expect(first?.file).toMatch(/^\/media\/files\/[^?]+\?.*\S/)
    const stranger = await viewer(async () => undefined)
    const used = await t.app.inject({ url: first!.file, headers: { host: 'd.test', ...stranger } })
    expect(used.statusCode).toBe(403)
  })

  it('gives the HD and bonus files of a free downloadable item to anyone', async () => {
    const answer = await download(items.free!)
    expect(answer.json()).toEqual([
      {
        uid: expect.any(String),
        display_name: 'Free hd',
        size: 1000,
        file: expect.stringMatching(/^\/media\/files\/.+/),
        width: 1920,
        height: 1080,
        slug: null,
      },
      expect.objectContaining({ display_name: 'Free bonus', slug: 'making-of', width: null }),
    ])
  })

  it('refuses an item that is not downloadable, even with access', async () => {
    const answer = await download(items.streamOnly!)
    expect(answer.statusCode).toBe(403)
    expect(answer.json().type).toBe('Forbidden')
  })

  it('refuses a sold item to a caller without access', async () => {
    expect((await download(items.sold!)).statusCode).toBe(403)
    expect(
      (await download(items.sold!, await buyer(priceUids.both, hoursFromNow(-1)))).statusCode,
    ).toBe(403)
  })

  it('gives a buyer the files their price offers, plus the bonus', async () => {
    expect(await fileNames(items.sold!, await buyer(priceUids.hd))).toEqual([
      'Sold hd',
      'Sold bonus',
    ])
    expect(await fileNames(items.sold!, await buyer(priceUids.source))).toEqual([
      'Sold source',
      'Sold bonus',
    ])
    expect(await fileNames(items.sold!, await buyer(priceUids.both))).toEqual([
      'Sold hd',
      'Sold source',
      'Sold bonus',
    ])
    expect(await fileNames(items.sold!, await buyer(priceUids.none, hoursFromNow(2)))).toEqual([
      'Sold bonus',
    ])
  })

  it('gives a subscriber the HD and bonus files', async () => {
    const subscriber = await viewer((userUid) =>
      addSubscription(t.database.db, site, { userUid, planUid: plan }),
    )
    expect(await fileNames(items.sold!, subscriber)).toEqual(['Sold hd', 'Sold bonus'])
  })

  it('lists a playlist’s files media by media in playlist order', async () => {
    expect(await fileNames(items.series!)).toEqual([
      'Second hd',
      'Second bonus',
      'First hd',
      'First bonus',
    ])
  })

  it('answers 404 for an unknown item or one of another website', async () => {
    expect((await download('unknown')).statusCode).toBe(404)
    expect((await download(items.elsewhere!)).statusCode).toBe(404)
    expect((await download(items.elsewhere!, {}, 'other.test')).statusCode).toBe(200)
  })
})
