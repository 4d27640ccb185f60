import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { RENDERED_QUERIES_ID } from '../../../contract/values/first-screen.ts'
import type { RenderFirstScreen, RenderRequest } from '../../../contract/values/server-render.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { storefrontFolder, type StorefrontFolder } from '../../../test/support/storefront-folder.ts'
import { insertCategory } from '../../db/insert.ts'
import { keepRenders } from './render-cache.ts'

/**
 * A renderer that counts its renders and asks the API what the real one would: the catalogue on
 * every page, and the website's settings (not a catalogue call) on /legal.
 */
function countingRenderer() {
  const renders: string[] = []
  const render: RenderFirstScreen = async (request: RenderRequest) => {
    renders.push(`${request.language} ${new URL(request.url).pathname}`)
    const items = await (await request.fetchApi(`${API_BASE}/items/?limit=4`)).json()
    if (request.url.endsWith('/legal')) await request.fetchApi(`${API_BASE}/website/`)
    return {
      markup: `<main>${renders.length}: ${(items as { count: number }).count} items</main>`,
      styles: '',
      queries: { mutations: [], queries: [{ queryKey: ['items'], state: { dataUpdatedAt: 1 } }] },
      passes: 1,
    }
  }
  return { render, renders }
}

const ROOT = /<div id="root"[^>]*>([\s\S]*?)<\/div>/
const QUERIES = new RegExp(`<script[^>]*id="${RENDERED_QUERIES_ID}"[^>]*>([\\s\\S]*?)</script>`)

describe.each(DIALECTS)('pages the server drew, kept per catalogue version, on %s', (dialect) => {
  let t: TestApp
  let folder: StorefrontFolder
  let website = ''
  const renderer = countingRenderer()
  const get = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: { host: 'kept.test', ...(cookie ? { cookie } : {}) } })
  const markupOf = (html: string) => ROOT.exec(html)?.[1]

  beforeAll(async () => {
    folder = storefrontFolder()
    t = await startTestApp(
      dialect,
      {},
      {
        storefrontDir: folder.dir,
        renderFirstScreen: renderer.render,
      },
    )
    website = await createWebsite(t.database.db, { name: 'Kept', hosts: ['kept.test'] })
  })
  afterAll(async () => {
    await t?.close()
    folder.remove()
  })

  it('draws a page once, then sends the same markup until the catalogue changes', async () => {
    const first = await get('/')
    const again = await get('/')
    expect(markupOf(first.body)).toBe('<main>1: 0 items</main>')
    expect(markupOf(again.body)).toBe(markupOf(first.body))
    expect(renderer.renders.filter((page) => page === 'fr /')).toHaveLength(1)

    await insertCategory(t.database.db, website, { slug: 'nouvelle', name: 'Nouvelle' })
    const changed = await get('/')
    expect(renderer.renders.filter((page) => page === 'fr /')).toHaveLength(2)
    expect(markupOf(changed.body)).not.toBe(markupOf(first.body))
  })

  it('keeps each language apart', async () => {
    await get('/medias')
    await get('/medias', 'language=en')
    await get('/medias', 'language=en')
    expect(renderer.renders.filter((page) => page.endsWith(' /medias'))).toEqual([
      'fr /medias',
      'en /medias',
    ])
  })

  it('draws anew on each visit a page that asked the API for more than the catalogue', async () => {
    await get('/legal')
    await get('/legal')
    expect(renderer.renders.filter((page) => page === 'fr /legal')).toHaveLength(2)
  })

  it('sends a kept page with its queries as fetched now, so the browser does not ask again', async () => {
    const before = Date.now()
    await get('/medias?sort=new')
    const kept = await get('/medias?sort=new')
    const queries = JSON.parse(QUERIES.exec(kept.body)?.[1] ?? 'null') as {
      queries: { state: { dataUpdatedAt: number } }[]
    }
    expect(queries.queries[0]?.state.dataUpdatedAt).toBeGreaterThanOrEqual(before)
  })
})

describe('a page drawn while something failed', () => {
  const version = { websiteUid: 'w', catalogueVersion: 1, firstScreenJson: '{}' }
  const page = { markup: '<main></main>', styles: '', queries: {}, passes: 1 }

  /** keepRenders over a renderer that counts its renders and does `draw` with the request. */
  function counted(draw: (request: RenderRequest) => Promise<void>) {
    let renders = 0
    const kept = keepRenders(async (request) => {
      renders += 1
      await draw(request)
      return page
    })
    return { kept, renders: () => renders }
  }
  const request = (status: number): RenderRequest => ({
    url: 'http://kept.test/',
    firstScreen: {} as RenderRequest['firstScreen'],
    language: 'fr',
    fetchApi: async () => new Response('{}', { status }),
  })

  it('is drawn again when the API answered 5xx, and kept once it answers', async () => {
    const { kept, renders } = counted(async (asked) => {
      await asked.fetchApi(`${API_BASE}/items/`)
    })
    await kept(request(503), version)
    await kept(request(503), version)
    expect(renders()).toBe(2)
    // A 404 is an answer like any other: the page that shows it is kept.
    await kept(request(404), version)
    await kept(request(404), version)
    expect(renders()).toBe(3)
  })

  it('is drawn again when a part of it failed to render, and the error reaches the log', async () => {
    const errors: unknown[] = []
    const { kept, renders } = counted(async (asked) => {
      asked.onError?.(new Error('a part failed'))
    })
    const logged = { ...request(200), onError: (error: unknown) => errors.push(error) }
    await kept(logged, version)
    await kept(logged, version)
    expect(renders()).toBe(2)
    expect(errors).toEqual([new Error('a part failed'), new Error('a part failed')])
  })
})
