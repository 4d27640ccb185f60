import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EditorContent } from '../../../contract/schemas/admin.ts'
import type { AdminItem } from '../../../contract/schemas/admin-items.ts'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { DEMO_CUSTOMER, DEMO_STAFF } from '../../demo/accounts.ts'
import { seedDemo } from '../../demo/seed.ts'
import { adminCall } from '../../../test/support/staff-api.ts'

const MAIN_HOST = 'localhost'
const SWISS_HOST = 'suisse.localhost'

describe.each(DIALECTS)('the demo staff account on %s', (dialect) => {
  let t: TestApp

  const login = async (host: string, email: string, password: string) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/auth/login/`,
      headers: { host },
      payload: { email, password },
    })
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<{ token: string }>().token
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    await seedDemo(t.database.db, t.config)
  })
  afterAll(() => t.close())

  it('owns the demo website and saves its home page back unchanged', async () => {
    const token = await login(MAIN_HOST, DEMO_STAFF.email, DEMO_STAFF.password)
    const me = await adminCall(t, 'GET', '/me/', { token, host: MAIN_HOST })
    expect(me.json()).toMatchObject({ role: 'owner' })

    const read = await adminCall(t, 'GET', '/editor/', { token, host: MAIN_HOST })
    expect(read.statusCode).toBe(200)
    const content = read.json<EditorContent>()
    expect(content.page.content.some((block) => !block.is_displayed)).toBe(true)
    const website = await t.app.inject({
      url: `${API_BASE}/website/`,
      headers: { host: MAIN_HOST },
    })
    expect(content.page.uid).toBe(website.json().home_page)

    // Every demo block passes the editor's checks: what the drawer opens, it can save.
    const saved = await adminCall(t, 'PUT', '/editor/', {
      token,
      host: MAIN_HOST,
      payload: content,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual(content)
  })

  it('refuses the Swiss site staff and the demo customer on the main demo website', async () => {
    const swissStaff = await login(SWISS_HOST, DEMO_STAFF.email, DEMO_STAFF.password)
    expect(
      (await adminCall(t, 'GET', '/me/', { token: swissStaff, host: SWISS_HOST })).json(),
    ).toMatchObject({ role: 'owner' })
    const elsewhere = await adminCall(t, 'GET', '/editor/', { token: swissStaff, host: MAIN_HOST })
    expect(elsewhere.statusCode).toBe(403)

    const customer = await login(MAIN_HOST, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
    const read = await adminCall(t, 'GET', '/editor/', { token: customer, host: MAIN_HOST })
    expect(read.statusCode).toBe(403)
    const write = await adminCall(t, 'PUT', '/editor/', {
      token: customer,
      host: MAIN_HOST,
      payload: { page: { uid: 'x', title: '', content: [] } },
    })
    expect(write.statusCode).toBe(403)
  })

  it("shows the Swiss site's staff its own items, none of the main demo website's", async () => {
    const list = async (host: string) => {
      const token = await login(host, DEMO_STAFF.email, DEMO_STAFF.password)
      const answer = await adminCall(t, 'GET', '/items/?_end=100', { token, host })
      expect(answer.statusCode, answer.body).toBe(200)
      return answer.json<AdminItem[]>().map((item) => item.uid)
    }
    const main = await list(MAIN_HOST)
    const swiss = await list(SWISS_HOST)
    expect(main.length).toBeGreaterThan(0)
    expect(swiss.filter((uid) => main.includes(uid))).toEqual([])
  })
})
