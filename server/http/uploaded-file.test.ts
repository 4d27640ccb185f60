import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_API_BASE } from '../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../test/support/app.ts'
import { DIALECTS } from '../../test/support/database.ts'
import { createSession, createUser, createWebsite, signedIn } from '../../test/support/fixtures.ts'

/** Every route that takes a file from the back office's multipart forms. */
const FILE_ROUTES = [
  ['POST', '/images/'],
  ['PUT', '/plans/some-plan/thumbnail/'],
  ['PUT', '/medias/some-media/thumbnail/'],
  ['PUT', '/medias/some-media/captions/fr/'],
  ['PUT', '/categories/some-category/thumbnail/'],
] as const

const BOUNDARY = 'vitrine-boundary'
const START = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`

/** Multipart bodies a client may break: each must be refused as the client's mistake. */
const BROKEN_FORMS = [
  {
    what: 'no boundary',
    contentType: 'multipart/form-data',
    body: `${START}data\r\n--${BOUNDARY}--\r\n`,
  },
  {
    what: 'cut short',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `${START}data`,
  },
  {
    what: 'no part at all',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: 'garbage',
  },
]

describe.each(DIALECTS)('a broken file form sent by staff, on %s', (dialect) => {
  let t: TestApp
  let token = ''

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const site = await createWebsite(t.database.db)
    token = await createSession(
      t.database.db,
      site,
      (await createUser(t.database.db, site, { staffRole: 'owner' })).uid,
    )
  })
  afterAll(() => t.close())

  it('gets a 400 naming the body on every file route, never a 500', async () => {
    for (const [method, path] of FILE_ROUTES) {
      for (const form of BROKEN_FORMS) {
        const answer = await t.app.inject({
          method,
          url: `${ADMIN_API_BASE}${path}`,
          headers: {
            ...signedIn(token),
            'content-type': form.contentType,
            'accept-language': 'en',
          },
          payload: form.body,
        })
        const label = `${method} ${path}, ${form.what}`
        expect(answer.statusCode, `${label}: ${answer.body}`).toBe(400)
        expect(answer.json(), label).toMatchObject({
          type: 'ValidationError',
          details: { body: [expect.any(String)] },
        })
      }
    }
  })
})
