import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { adminCall, multipartForm } from '../../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'

/** A body with one file part named and typed as the browser would send it. */
const form = (file: Buffer, filename: string, type: string, field = 'file') =>
  multipartForm(file, { filename, type, field })

const picture = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#884aff' } })

describe.each(DIALECTS)('picture uploads of the site editor on %s', (dialect) => {
  let t: TestApp
  let token = ''
  let contributorToken = ''
  let ownerUid = ''
  const files: Record<'png' | 'jpeg' | 'gif', Buffer> = {
    png: Buffer.alloc(0),
    jpeg: Buffer.alloc(0),
    gif: Buffer.alloc(0),
  }

  const upload = (body: ReturnType<typeof form>, as = token) =>
    adminCall(t, 'POST', '/images/', { token: as, ...body })
  const fetchPicture = (url: string, host = 'a.test') => t.app.inject({ url, headers: { host } })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db, { hosts: ['a.test'] })
    await createWebsite(db, { hosts: ['b.test'] })
    const owner = await createUser(db, site, { staffRole: 'owner' })
    ownerUid = owner.uid
    token = await createSession(db, site, owner.uid)
    const contributor = await createUser(db, site, { staffRole: 'contributor' })
    contributorToken = await createSession(db, site, contributor.uid)
    files.png = await picture().png().toBuffer()
    files.jpeg = await picture().jpeg().toBuffer()
    files.gif = await picture().gif().toBuffer()
  })
  afterAll(() => t.close())

  it('keeps a PNG and answers an address the storefront shows it at', async () => {
    const answer = await upload(form(files.png, 'logo.png', 'image/png'))
    expect(answer.statusCode, answer.body).toBe(201)
    const { url } = answer.json<{ url: string }>()
    expect(url).toMatch(/^\/images\/website\/upload-[0-9a-f]{32}\.png$/)
    const shown = await fetchPicture(url)
    expect(shown.statusCode).toBe(200)
    expect(shown.headers['content-type']).toBe('image/png')
    expect(await sharp(shown.rawPayload).metadata()).toMatchObject({ width: 40, height: 30 })
    // Another website's storefront does not serve it.
    expect((await fetchPicture(url, 'b.test')).statusCode).toBe(404)
  })

  it('keeps a JPEG, and a PNG named .jpg as the PNG it is', async () => {
    const jpeg = await upload(form(files.jpeg, 'photo.jpg', 'image/jpeg'))
    expect(jpeg.statusCode, jpeg.body).toBe(201)
    expect(jpeg.json().url).toMatch(/\.jpg$/)
    expect((await fetchPicture(jpeg.json().url)).headers['content-type']).toBe('image/jpeg')
    const misnamed = await upload(form(files.png, 'photo.jpg', 'image/jpeg'))
    expect(misnamed.statusCode).toBe(201)
    expect(misnamed.json().url).toMatch(/\.png$/)
  })

  it('refuses a GIF, a text file named .png and a form without the file, naming `file`', async () => {
    expectFieldError(await upload(form(files.gif, 'anim.gif', 'image/gif')), 'file')
    const text = Buffer.from('<html><script>alert(1)</script></html>')
    expectFieldError(await upload(form(text, 'innocent.png', 'image/png')), 'file')
    expectFieldError(await upload(form(files.png, 'logo.png', 'image/png', 'picture')), 'file')
    const json = await adminCall(t, 'POST', '/images/', { token, payload: { file: 'x' } })
    expectFieldError(json, 'file')
  })

  it('refuses a picture over the size limit with a 413', async () => {
    const huge = Buffer.concat([files.png, Buffer.alloc(11 * 1024 * 1024)])
    const answer = await upload(form(huge, 'huge.png', 'image/png'))
    expect(answer.statusCode).toBe(413)
    expect(answer.json().type).toBe('PayloadTooLarge')
  })

  it('writes each upload to the audit log, with who uploaded it', async () => {
    const answer = await upload(form(files.png, 'logo.png', 'image/png'))
    const log = await adminCall(t, 'GET', '/audit-log/?resource=website_image', { token })
    expect(log.json()[0]).toMatchObject({
      staff_user_uid: ownerUid,
      action: 'create',
      resource: 'website_image',
      record_uid: answer.json().url,
      before: null,
      after: answer.json(),
    })
  })

  it('refuses contributors, whose role does not edit pages', async () => {
    const answer = await upload(form(files.png, 'logo.png', 'image/png'), contributorToken)
    expect(answer.statusCode).toBe(403)
    expect(answer.json().type).toBe('Forbidden')
  })
})
