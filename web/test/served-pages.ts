import type { DehydratedState } from '@tanstack/react-query'
import { FIRST_SCREEN_ID, RENDERED_QUERIES_ID } from '../../contract/values/first-screen.ts'
import { seedDemo } from '../../server/demo/seed.ts'
import { startTestApp } from '../../test/support/app.ts'
import { storefrontFolder } from '../../test/support/storefront-folder.ts'
import { renderFirstScreen } from '../server-render.tsx'

/** A storefront page as the server sends it, with what it carries taken apart. */
export interface ServedPage {
  status: number
  html: string
  /** What the server rendered into `#root` (empty when the browser renders the page). */
  markup: string
  /** The first screen's data (website, categories, plans, home blocks) the page carries. */
  firstScreen: string | null
  /** What the renderer asked the API, dehydrated; null when nothing was rendered. */
  queries: DehydratedState | null
  /** How many times the renderer drew the screen (null when it drew none, or kept one). */
  passes: number | null
  /** The keys of the queries no route named, which cost the screen another pass. */
  unnamed: unknown[]
}

export interface DemoServer {
  /** The demo website's page at `path`, for a visitor whose language cookie says `language`. */
  page(path: string, language?: 'fr' | 'en'): Promise<ServedPage>
  close(): Promise<void>
}

const ROOT = /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<\/body>/

function jsonBlockOf(html: string, id: string): string | null {
  const block = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`)
  return block.exec(html)?.[1] ?? null
}

/**
 * The real server on a SQLite database holding the demo websites, rendering first screens with
 * web/server-render.tsx as compiled for the test (React, as in the build).
 */
export async function serveDemo(): Promise<DemoServer> {
  const folder = storefrontFolder()
  let drawn: { passes: number | null; unnamed: unknown[] } = { passes: null, unnamed: [] }
  const t = await startTestApp(
    'sqlite',
    {},
    {
      storefrontDir: folder.dir,
      renderFirstScreen: async (request) => {
        const page = await renderFirstScreen({
          ...request,
          onUnnamedQueries: (keys) => drawn.unnamed.push(...keys),
        })
        drawn.passes = page?.passes ?? null
        return page
      },
    },
  )
  await seedDemo(t.database.db, t.config)
  return {
    async page(path, language = 'fr') {
      drawn = { passes: null, unnamed: [] }
      const answer = await t.app.inject({
        url: path,
        headers: { host: 'localhost:3000', cookie: `language=${language}` },
      })
      const html = answer.body
      const queries = jsonBlockOf(html, RENDERED_QUERIES_ID)
      return {
        status: answer.statusCode,
        html,
        markup: ROOT.exec(html)?.[1] ?? '',
        firstScreen: jsonBlockOf(html, FIRST_SCREEN_ID),
        queries: queries === null ? null : (JSON.parse(queries) as DehydratedState),
        ...drawn,
      }
    },
    async close() {
      await t.close()
      folder.remove()
    },
  }
}
