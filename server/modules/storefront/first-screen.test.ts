import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { storefrontFolder, type StorefrontFolder } from '../../../test/support/storefront-folder.ts'
import { insertCategory, insertPage } from '../../db/insert.ts'

const DANGEROUS = 'Des films </script><script>alert(1)</script> choisis'
const BANNER = '/images/website/banniere.jpg'
const BLOCK_PATTERN = /<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/g

/** Every first-screen block of a page, parsed. */
function blocksOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(BLOCK_PATTERN)].map(
    ([, json]) => JSON.parse(json ?? '') as Record<string, unknown>,
  )
}

describe.each(DIALECTS)('the first screen carried by index.html on %s', (dialect) => {
  let t: TestApp
  let folder: StorefrontFolder
  let homePage = ''
  let categorySlug = ''
  const get = (url: string) => t.app.inject({ url, headers: { host: 'shop.test' } })
  const api = async (url: string) => (await get(`${API_BASE}${url}`)).json<unknown>()

  beforeAll(async () => {
    folder = storefrontFolder()
    t = await startTestApp(dialect, {}, { storefrontDir: folder.dir })
    const db = t.database.db
    const site = await createWebsite(db, { hosts: ['shop.test'] })
    categorySlug = 'documentaires'
    await insertCategory(db, site, {
      slug: categorySlug,
      name: 'Documentaires',
      description: DANGEROUS,
      isOnNavbar: true,
    })
    homePage = await insertPage(db, site, {
      title: 'Accueil',
      content: [
        {
          uid: 'hidden-banner',
          component: 'Banner1',
          title: 'Caché',
          is_displayed: false,
          fields: { image: { src: '/images/website/cachee.jpg' } },
        },
        {
          uid: 'banner',
          component: 'Banner1',
          title: 'Bannière',
          is_displayed: true,
          fields: {
            title: 'Bienvenue',
            image: { src: BANNER, cover: true },
            background: { type: 'image', src: BANNER },
          },
        },
      ],
    })
    const row = await db
      .selectFrom('websites')
      .select('settings')
      .where('uid', '=', site)
      .executeTakeFirstOrThrow()
    const settings = { ...(JSON.parse(row.settings) as object), home_page: homePage }
    await db
      .updateTable('websites')
      .set({ settings: JSON.stringify(settings) })
      .where('uid', '=', site)
      .execute()
  })
  afterAll(async () => {
    await t?.close()
    folder.remove()
  })

  it('holds, on the home page, exactly what the API answers for the site, categories, plans and blocks', async () => {
    const [block] = blocksOf((await get('/')).body)
    expect(block).toBeDefined()
    expect(block!.website).toEqual(await api('/website/'))
    expect(block!.categories).toEqual(await api('/categories/?ordering=position'))
    expect(block!.page).toEqual(await api(`/pages/${homePage}/`))
    expect(block!.plans).toEqual(await api('/billing/plans/?ordering=amount'))
  })

  it('cannot be closed early by a text of the site', async () => {
    const html = (await get('/')).body
    expect(html).not.toContain('<script>alert(1)')
    expect(blocksOf(html)).toHaveLength(1)
    const [block] = blocksOf(html)
    const [category] = block!.categories as { description: string }[]
    expect(category!.description).toBe(DANGEROUS)
  })

  it('preloads the first shown block’s picture once, with high priority', async () => {
    const html = (await get('/')).body
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? []
    expect(preloads).toEqual([
      `<link rel="preload" as="image" href="${BANNER}" fetchpriority="high">`,
    ])
  })

  it('holds a page of blocks at its own address, and no page for an unknown one', async () => {
    const [block] = blocksOf((await get(`/pages/${homePage}`)).body)
    expect(block!.page).toEqual(await api(`/pages/${homePage}/`))
    const unknown = await get('/pages/no-such-page')
    expect(unknown.statusCode).toBe(404)
    expect(blocksOf(unknown.body)).toHaveLength(0)
  })

  it('carries the start-up data but not the home page elsewhere, and nothing on a 404', async () => {
    const category = (await get(`/category/${categorySlug}`)).body
    const [block] = blocksOf(category)
    expect(block!.website).toEqual(await api('/website/'))
    expect(block).not.toHaveProperty('page')
    expect(category).not.toContain('rel="preload" as="image"')

    const missing = await get('/category/no-such-category')
    expect(missing.statusCode).toBe(404)
    expect(blocksOf(missing.body)).toHaveLength(0)
  })
})
