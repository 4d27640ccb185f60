import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { describePage } from '../seo/service.ts'
import { returnOrigin } from '../websites/service.ts'
import {
  LANGUAGE_COOKIE,
  RENDERED_QUERIES_ID,
  type FirstScreen,
} from '../../../contract/values/first-screen.ts'
import { pageLanguage } from '../../lib/chosen-language.ts'
import { PROJECT_ROOT } from '../../lib/project-root.ts'
import { firstScreenData, firstScreenHead, jsonBlock } from './first-screen.ts'
import { indexPage, type RenderedScreen } from './index-page.ts'
import type { RenderFirstScreen } from '../../../contract/values/server-render.ts'
import { loadRenderer } from './page-renderer.ts'
import { keepRenders, type KeptRenderer } from './render-cache.ts'
import { backOfficeFile, isBackOfficePath } from './back-office.ts'
import { fileInside } from './static-files.ts'
import { mediaStoreOf } from '../../storage/media-store.ts'
import { installableHead } from '../installable/service.ts'

export interface StorefrontOptions {
  /** The built storefront; `dist/web` at the project root by default. */
  distDir?: string
  /** Renders the first screen; by default the one `vite build --ssr` put beside `distDir`. */
  renderFirstScreen?: RenderFirstScreen
}

const DEFAULT_DIST = path.join(PROJECT_ROOT, 'dist/web/')
/** Paths other handlers own: never answered with the storefront's index.html. */
const SERVER_PREFIXES = ['/api', '/images', '/embed', '/sandbox', '/media', '/sitemaps']
/**
 * How long browsers keep a file (@fastify/static writes Cache-Control, ETag and Last-Modified):
 * hashed assets for ever, other public files an hour, pages never without asking again.
 */
const CACHING = {
  hashed: { maxAge: '365d', immutable: true },
  public: { maxAge: '1h' },
  page: { cacheControl: false },
} as const
type Caching = keyof typeof CACHING
const INDEX_CACHE = 'no-cache'
const NOT_BUILT =
  'The storefront has not been built yet: run `npm run build` (or `npm start`, which builds it).'

function ownedByServer(urlPath: string): boolean {
  return SERVER_PREFIXES.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`))
}

/**
 * A built file, its pre-compressed twin when the browser takes one (brotli, then gzip: the
 * plugin's `preCompressed`), answering 304 to a browser that has it already.
 */
function sendFile(reply: FastifyReply, root: string, file: string, caching: Caching) {
  reply.header('vary', 'accept-encoding')
  if (caching === 'page') reply.header('cache-control', INDEX_CACHE)
  return reply.sendFile(path.relative(root, file), root, CACHING[caching])
}

/**
 * The storefront's API as the renderer calls it: this server's own handlers, for the website of
 * the page's request and without the visitor's credentials.
 */
function apiOf(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://storefront.invalid')
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: {
        host: request.headers.host ?? '',
        accept: 'application/json',
        // The texts the storefront shows come in the language it renders.
        cookie: `${LANGUAGE_COOKIE}=${pageLanguage(request.url, request.headers.cookie)}`,
      },
    })
    const type = answer.headers['content-type']
    return new Response(new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    })
  }
}

/**
 * The first screen as an anonymous visitor sees it, rendered from the data the page carries
 * (DESIGN.md "Speed by design"). Not when the site forces login: what it shows then is for
 * members only. A failure to render is logged and the browser draws the page itself.
 */
async function renderScreen(
  app: FastifyInstance,
  request: FastifyRequest,
  render: KeptRenderer,
  firstScreenJson: string,
): Promise<{ screen: RenderedScreen; head: string } | null> {
  const firstScreen = JSON.parse(firstScreenJson) as FirstScreen
  if (firstScreen.website.auth_force_login) return null
  const language = pageLanguage(request.url, request.headers.cookie)
  // Its share links and embed code: never for a Host the website does not claim.
  const origin = new URL(await returnOrigin(app.db, request.website, request)).origin
  const url = `${origin}${request.url}`
  const version = {
    websiteUid: request.website.uid,
    catalogueVersion: request.website.catalogueVersion,
    firstScreenJson,
  }
  try {
    const rendered = await render(
      {
        url,
        firstScreen,
        language,
        fetchApi: apiOf(app, request),
        onError: (error) =>
          request.log.warn(
            { err: error, url: request.url },
            'a part of the page left to the browser',
          ),
        // A query its route's first data does not name costs the page a second render.
        onUnnamedQueries: (queryKeys) =>
          request.log.debug(
            { queryKeys, url: request.url },
            'the page was drawn again for queries its route does not name (web/app/routes.tsx)',
          ),
      },
      version,
    )
    if (!rendered) return null
    return {
      screen: { markup: rendered.markup, language, origin },
      head: [
        rendered.styles,
        jsonBlock(RENDERED_QUERIES_ID, JSON.stringify(rendered.queries)),
      ].join('\n    '),
    }
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'the first screen could not be rendered')
    return null
  }
}

/**
 * index.html with the title, description, canonical address, Open Graph and Twitter tags and
 * JSON-LD of the page, so a link pasted into a chat shows its picture and title; status 404
 * when the address names nothing.
 */
async function sendPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  indexFile: string,
  urlPath: string,
  render: KeptRenderer,
) {
  const sources = { db: app.db, store: mediaStoreOf(app.config) }
  const language = pageLanguage(request.url, request.headers.cookie)
  const meta = { ...(await describePage(sources, request.website, urlPath, language)), language }
  const acceptEncoding = String(request.headers['accept-encoding'] ?? '')
  // A page that names nothing shows only the not-found screen: no data to carry.
  let head = ''
  let screen: RenderedScreen | null = null
  if (meta.status === 200) {
    const data = await firstScreenData(app, request, reply, urlPath)
    const rendered = await renderScreen(app, request, render, data.json)
    head = rendered ? `${firstScreenHead(data)}\n    ${rendered.head}` : firstScreenHead(data)
    screen = rendered?.screen ?? null
  }
  // Every page says how to install the site as its own app (installable/).
  const appHead = installableHead(request.website, language)
  head = head ? `${appHead}\n    ${head}` : appHead
  const page = await indexPage(indexFile, meta, acceptEncoding, head, screen)
  reply
    .status(meta.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-length', page.body.length)
    .header('cache-control', INDEX_CACHE)
    .header('vary', 'accept-encoding')
  if (page.encoding) reply.header('content-encoding', page.encoding)
  return reply.send(page.body)
}

/**
 * Serves the built storefront: hashed assets forever-cacheable and pre-compressed, other
 * public files for an hour, and index.html (never cached long) for every storefront route,
 * with the page's share preview when the server knows the website (always, inside buildApp).
 */
export const storefrontRoutes: FastifyPluginAsync<StorefrontOptions> = async (app, options) => {
  const root = path.resolve(options.distDir ?? DEFAULT_DIST)
  const indexFile = path.join(root, 'index.html')
  // Built beside the storefront (dist/web-server beside dist/web) by `vite build --ssr`.
  const render = keepRenders(
    options.renderFirstScreen ?? loadRenderer(path.join(`${root}-server`, 'server-render.js')),
  )
  // Files are only sent from the handler below, which decides what a path names.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true })

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/'
    if (ownedByServer(urlPath)) return reply.callNotFound()
    if (!existsSync(indexFile)) {
      return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT)
    }
    // The back office is a page of its own, with no first screen drawn by the server.
    if (isBackOfficePath(urlPath)) {
      const page = await backOfficeFile(root, urlPath)
      if (!page) return reply.callNotFound()
      return sendFile(reply, root, page.file, page.hashed ? 'hashed' : 'page')
    }
    const file = urlPath === '/' ? null : await fileInside(root, urlPath)
    if (file && file !== indexFile) {
      const hashed = urlPath.startsWith('/assets/')
      return sendFile(reply, root, file, hashed ? 'hashed' : 'public')
    }
    if (urlPath.startsWith('/assets/')) return reply.callNotFound()
    // Alone (without the website hook and database of buildApp) the page is served as built.
    if (request.website && app.hasDecorator('db')) {
      return sendPage(app, request, reply, indexFile, urlPath, render)
    }
    return sendFile(reply, root, indexFile, 'page')
  })

  // A form the server drew, submitted before the app took the page over, comes as a POST to its
  // own page (web/lib/secret-form.ts): the visitor gets the page again, and what the form carried
  // (a password) is neither read nor kept nor put in an address.
  app.post('/*', { schema: { hide: true } }, async (request, reply) => {
    if (ownedByServer(request.url.split('?')[0] ?? '/')) return reply.callNotFound()
    // Never `//host`: that would send the visitor to another site.
    const samePage = /^\/(?![/\\])/.test(request.url) ? request.url : '/'
    return reply.redirect(samePage, 303)
  })
}
