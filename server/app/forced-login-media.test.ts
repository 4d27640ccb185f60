import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../contract/values/api-paths.ts'
import { BROWSER_ACCEPT } from '../../test/support/browser.ts'
import { DIALECTS } from '../../test/support/database.ts'
import { EMBED_TEXTS } from '../modules/embed/texts.ts'
import {
  categoryIconAddress,
  resizedThumbnailAddress,
  thumbnailAddress,
  websiteAssetAddress,
} from '../modules/images/addresses.ts'
import { signedFileAddress, signedStreamAddress } from '../modules/media/addresses.ts'
import { downloadProofCookie, signedDownloadAddress } from '../modules/media/download-address.ts'
import { ANONYMOUS_VIEWER, secondsFromNow } from '../modules/media/signing.ts'
import {
  NAMES,
  startForcedLoginSites,
  type ForcedLoginSites,
  type TestSite,
} from './forced-login-test-support.ts'

interface Playback {
  has_access: boolean
  medias: { hls: string | null; mp4: string | null }[]
}

/** The `name=value` of the cookie `name` an answer sets, if it sets one. */
function cookieSet(setCookie: string | string[] | undefined, name: string) {
  const all = ([] as string[]).concat(setCookie ?? [])
  return all.find((cookie) => cookie.startsWith(`${name}=`))
}

describe.each(DIALECTS)('videos and pictures of a website that forces login, on %s', (dialect) => {
  let s: ForcedLoginSites
  const get = (host: string, url: string, headers: Record<string, string> = {}) =>
    s.t.app.inject({ url, headers: { host, ...headers } })
  const anonymousAddresses = (site: TestSite) => {
    const grant = { viewerId: ANONYMOUS_VIEWER, expires: secondsFromNow(600) }
    const secret = s.t.config.secretKey
    return [
      signedStreamAddress(secret, site.mediaUid, 'hls/master.m3u8', grant),
      signedStreamAddress(secret, site.mediaUid, 'hd.mp4', grant),
      signedFileAddress(secret, site.fileUid, grant),
    ]
  }
  const pictures = (site: TestSite) => [
    thumbnailAddress('media', site.mediaUid),
    resizedThumbnailAddress('media', site.mediaUid, 480),
    thumbnailAddress('category', site.categoryUid),
    categoryIconAddress(site.categoryUid),
  ]

  beforeAll(async () => {
    s = await startForcedLoginSites(dialect)
  })
  afterAll(() => s.close())

  it('plays nothing to a signed-out visitor, not even a public item', async () => {
    const { host, itemUid, mediaUid } = s.members
    for (const url of [
      `/embed/${itemUid}/playback.json`,
      `/embed/media/${mediaUid}/playback.json`,
    ]) {
      const answer = await get(host, url)
      expect(answer.statusCode, url).toBe(401)
      expect(answer.json(), url).toEqual({
        type: 'Unauthorized',
        message: expect.any(String),
        request_id: expect.any(String),
      })
    }
  })

  it('shows a signed-out visitor an embed player that asks to sign in and names nothing', async () => {
    const { host, itemUid, mediaUid } = s.members
    const english = { 'accept-language': 'en', accept: BROWSER_ACCEPT }
    for (const url of [`/embed/${itemUid}/`, `/embed/media/${mediaUid}/`, '/embed/no-such-item/']) {
      const page = await get(host, url, english)
      expect(page.statusCode, url).toBe(401)
      expect(page.headers['content-type'], url).toContain('text/html')
      expect(page.body, url).toContain(EMBED_TEXTS.en.signIn)
      expect(page.body, url).toMatch(/<a class="site-link" href="\/auth\/login"[^>]*>Sign in on/)
      expect(page.body, url).not.toContain(NAMES.item)
      expect(page.body, url).not.toContain('/media/stream/')
      expect(page.body, url).not.toContain('/images/')
    }
  })

  it('plays a public item to a signed-in viewer on addresses bound to them', async () => {
    const { host, itemUid } = s.members
    const answer = await get(host, `/embed/${itemUid}/playback.json`, s.member.headers)
    expect(answer.statusCode).toBe(200)
    const playback = answer.json<Playback>()
    expect(playback.has_access).toBe(true)
    const master = playback.medias[0]!.hls!
    expect(new URL(master, 'http://x').searchParams.get('v')).toBe(s.member.uid)
    // The player's <video> sends no token: the playback cookie proves the viewer.
    const cookie = cookieSet(answer.headers['set-cookie'], 'vitrine_playback')?.split(';')[0]
    expect(cookie).toBeDefined()
    expect((await get(host, master, { cookie: cookie! })).statusCode).toBe(200)
    expect((await get(host, master, s.member.headers)).statusCode).toBe(200)
    expect((await get(host, master)).statusCode).toBe(403)

    const page = await get(host, `/embed/${itemUid}/`, s.member.headers)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(NAMES.item)
  })

  it('lets a signed-in viewer follow their own download link with the cookie of their list', async () => {
    const { secretKey } = s.t.config
    const viewer = { uid: s.member.uid }
    const link = signedDownloadAddress(secretKey, s.members.fileUid, viewer)
    const cookie = downloadProofCookie(secretKey, undefined, viewer, false).split(';')[0]!
    expect((await get(s.members.host, link, { cookie })).statusCode).toBe(200)
    expect((await get(s.members.host, link)).statusCode).toBe(403)
  })

  it('refuses media addresses issued to the anonymous viewer, which anyone could share', async () => {
    for (const address of anonymousAddresses(s.members)) {
      expect((await get(s.members.host, address)).statusCode, address).toBe(401)
      expect((await get(s.members.host, address, s.member.headers)).statusCode, address).toBe(401)
    }
  })

  it('hides the catalogue’s pictures from a signed-out visitor', async () => {
    for (const url of pictures(s.members)) {
      const answer = await get(s.members.host, url)
      expect(answer.statusCode, url).toBe(401)
      expect(answer.headers['content-type'], url).toContain('application/json')
    }
  })

  it('shows them to a signed-in viewer, by token or by the cookie the API sets, and never to a shared cache', async () => {
    const { host } = s.members
    for (const url of pictures(s.members)) {
      const answer = await get(host, url, s.member.headers)
      expect(answer.statusCode, url).toBe(200)
      expect(answer.headers['cache-control'], url).toMatch(/^private/)
    }
    // An <img> sends no token: any API answer to the signed-in viewer sets the member cookie.
    const me = await get(host, `${API_BASE}/auth/me/`, s.member.headers)
    const setCookie = cookieSet(me.headers['set-cookie'], 'vitrine_member')
    expect(setCookie).toMatch(/; Path=\/images\/; .*HttpOnly/)
    const cookie = setCookie!.split(';')[0]!
    for (const url of pictures(s.members)) {
      expect((await get(host, url, { cookie })).statusCode, url).toBe(200)
    }
    expect((await get(host, pictures(s.members)[0]!, { cookie: `${cookie}x` })).statusCode).toBe(
      401,
    )

    const logout = await s.t.app.inject({
      method: 'POST',
      url: `${API_BASE}/auth/logout/`,
      headers: { host, ...s.member.headers },
    })
    expect(logout.statusCode).toBe(200)
    expect(cookieSet(logout.headers['set-cookie'], 'vitrine_member')).toMatch(/Max-Age=0/)
  })

  it('keeps the login screen’s own pictures open: logo and background', async () => {
    for (const name of ['logo.png', 'fond-connexion.jpg']) {
      const answer = await get(s.members.host, websiteAssetAddress(name))
      expect(answer.statusCode, name).toBe(200)
      expect(answer.headers['cache-control'], name).toMatch(/^public/)
    }
  })

  it('leaves a site that does not force login as it was', async () => {
    const { host, itemUid } = s.main
    const answer = await get(host, `/embed/${itemUid}/playback.json`)
    expect(answer.statusCode).toBe(200)
    const master = answer.json<Playback>().medias[0]!.hls!
    expect(new URL(master, 'http://x').searchParams.get('v')).toBe(ANONYMOUS_VIEWER)
    expect((await get(host, master)).statusCode).toBe(200)
    for (const address of anonymousAddresses(s.main)) {
      expect((await get(host, address)).statusCode, address).toBe(200)
    }
    const page = await get(host, `/embed/${itemUid}/`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(NAMES.item)
    for (const url of pictures(s.main)) {
      const picture = await get(host, url)
      expect(picture.statusCode, url).toBe(200)
      expect(picture.headers['cache-control'], url).toMatch(/^public/)
    }
  })
})
