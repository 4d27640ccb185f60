import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TSchema } from 'typebox'
import { CategoryList, PlanList } from '../../../contract/schemas/catalogue.ts'
import { FIRST_SCREEN_ID } from '../../../contract/values/first-screen.ts'
import { PageContent } from '../../../contract/schemas/pages.ts'
import { WebsiteSettings } from '../../../contract/schemas/website.ts'
import { listCategories } from '../catalogue/category-service.ts'
import { listPlans } from '../catalogue/media-plan-service.ts'
import { loginForced } from '../websites/service.ts'
import { pageLanguage } from '../../lib/chosen-language.ts'
import { escapeHtml, scriptSafeJson } from '../../lib/html.ts'
import { getPublishedPage } from '../pages/service.ts'

/** Data as its API answer would be serialised with `schema` (fields outside it dropped). */
function asAnswered(reply: FastifyReply, data: unknown, schema: TSchema): string {
  type Loose = Record<string, unknown>
  return reply.serializeInput(data as Loose, schema as unknown as Loose)
}

/**
 * What the storefront's first screen would otherwise ask for one call after another (the
 * FirstScreen of contract/values/first-screen.ts): the website's settings, its categories, its plans
 * when it sells subscriptions and, on a page of blocks (the home page or `/pages/{uid}`), that
 * page's blocks; only the settings on a website that forces login. None depends on who asks. Each is serialised with the schema of
 * its API answer, so it is exactly what the API would have sent. Answers the JSON text and the
 * pictures to preload.
 */
export async function firstScreenData(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  urlPath: string,
): Promise<{ json: string; pictures: string[] }> {
  const { website } = request
  const settings = website.settings
  const websiteJson = `"website":${asAnswered(reply, settings, WebsiteSettings)}`
  // A members' site (app/forced-login.ts) shows the login screen, which needs its settings only.
  if (loginForced(website)) return { json: `{${websiteJson}}`, pictures: [] }
  const language = pageLanguage(request.url, request.headers.cookie)
  const parts = [
    websiteJson,
    `"categories":${asAnswered(
      reply,
      await listCategories(app.db, website.uid, { ordering: 'position' }, language),
      CategoryList,
    )}`,
  ]
  if (settings.monetization_enabled) {
    const plans = await listPlans(app.db, website.uid, 'amount')
    parts.push(`"plans":${asAnswered(reply, plans, PlanList)}`)
  }
  let pictures: string[] = []
  const pageUid = urlPath === '/' ? settings.home_page : pageOfPath(urlPath)
  if (pageUid) {
    const page = await getPublishedPage(app.db, website.uid, pageUid, language).catch(() => null)
    if (page) {
      parts.push(`"page":${asAnswered(reply, page, PageContent)}`)
      pictures = firstBlockPictures(page)
    }
  }
  return { json: `{${parts.join(',')}}`, pictures }
}

/** The uid of the page of blocks an address shows (`/pages/{uid}`, web/lib/paths.ts), if any. */
function pageOfPath(urlPath: string): string | null {
  const uid = /^\/pages\/([^/]+)\/?$/.exec(urlPath)?.[1]
  if (!uid) return null
  try {
    return decodeURIComponent(uid)
  } catch {
    return null
  }
}

/** A block's picture field (`{src}`), when it holds an address of this server. */
function pictureOf(field: unknown): string | null {
  if (typeof field !== 'object' || field === null) return null
  const { src, type } = field as { src?: unknown; type?: unknown }
  if (type !== undefined && type !== 'image') return null
  return typeof src === 'string' && src.startsWith('/') && !src.startsWith('//') ? src : null
}

/**
 * The pictures of the page's first shown block (its background and its image), which the
 * storefront draws first and with priority: the largest paint of the page, worth fetching
 * before the script that draws them has even arrived.
 */
function firstBlockPictures(page: PageContent): string[] {
  const first = page.content.find((block) => block.is_displayed)
  if (!first) return []
  const found = [pictureOf(first.fields.background), pictureOf(first.fields.image)]
  return [...new Set(found.filter((src) => src !== null))]
}

/** JSON as a block of the page with this id, which no text in the data can close. */
export function jsonBlock(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${scriptSafeJson(json)}</script>`
}

/** The head's additions: the data block and a high-priority preload of each picture. */
export function firstScreenHead(data: { json: string; pictures: string[] }): string {
  const preloads = data.pictures.map(
    (src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high">`,
  )
  return [...preloads, jsonBlock(FIRST_SCREEN_ID, data.json)].join('\n    ')
}
