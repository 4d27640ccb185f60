import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_BASE } from '../../contract/values/api-paths.ts'
import { PROGRESS_BEACON_PATH } from '../../contract/values/progress.ts'
import { UNSUBSCRIBE_PATH } from '../../contract/values/screen-paths.ts'
import { INSTALLABLE_PATHS } from '../../contract/values/installable.ts'
import { unauthorized } from '../errors.ts'
import { STRIPE_WEBHOOK_PATH } from '../modules/billing/webhooks/webhook-routes.ts'
import { loginForced } from '../modules/websites/service.ts'
import {
  clearedMemberCookie,
  MEMBER_SECONDS,
  memberCookie,
  memberFromCookie,
} from '../http/member-cookie.ts'

/*
 * A members' site (`loginForced`, websites/service.ts) shows a signed-out visitor the login
 * screen and what it needs, nothing of the catalogue. The rule is decided here, by route; the few
 * routes that answer signed-out visitors themselves are listed below with what keeps them empty.
 */
/** Routes open to everyone: nothing in them belongs to the catalogue. */
const OPEN_ROUTES = new Set([
  `${API_BASE}/website/`,
  // The legal text, which anyone may read before signing up.
  '/api/snippets/legal/',
  // The login screen's logo and background, and the site's other own pictures.
  '/images/website/:name',
  // The embed player's script and style, the same on every website.
  '/embed/assets/:name',
  '/robots.txt',
  // The installable app: its manifest, icons, offline screen and worker name only the site.
  ...INSTALLABLE_PATHS,
  // Stripe's servers, proven by the event's signature.
  STRIPE_WEBHOOK_PATH,
  // One-click unsubscribing from marketing mail, proven by the link's signed token.
  UNSUBSCRIBE_PATH,
])

/**
 * Sign-in, registration, invitations, password reset; and the sandbox's stand-in for Stripe's
 * hosted pages, reached by a redirect (which carries no token) from a signed-in checkout and
 * opened only by the buyer's sandbox cookie (billing/sandbox/sandbox-buyer.ts) or a portal token.
 */
const OPEN_PREFIXES = [`${API_BASE}/auth/`, `${API_BASE}/password/`, '/sandbox/']

/** Routes that answer a signed-out visitor themselves, with nothing of the catalogue. */
const ANSWERED_WITHOUT_CONTENT = new Set([
  // The storefront's pages, so the app can show the login screen: share previews carry only the
  // site's name (seo/service.ts) and the first screen only the settings (storefront/first-screen.ts).
  '/*',
  // Only the home (seo/sitemap.ts).
  '/sitemap.xml',
  '/sitemaps/:name',
  // A player asking to sign in (embed/routes.ts): a frame's page comes without the token, which
  // its script then sends for the playback data.
  '/embed/:itemUid/',
  '/embed/media/:mediaUid/',
  // The player's last progress report as the page hides (progress/routes.ts): a beacon cannot
  // set headers, so its token is in the body, which the route checks before anything else.
  `${API_BASE}${PROGRESS_BEACON_PATH}`,
  // Signed addresses: only those bound to a signed-in viewer open (media/delivery-service.ts).
  '/media/stream/:mediaUid/*',
  '/media/files/:uid',
])

const isOpen = (route: string) =>
  OPEN_ROUTES.has(route) ||
  ANSWERED_WITHOUT_CONTENT.has(route) ||
  OPEN_PREFIXES.some((prefix) => route.startsWith(prefix))

/** Thumbnails and icons of the catalogue, fetched by `<img>`: the member cookie proves the viewer. */
const isCataloguePicture = (route: string) =>
  route.startsWith('/images/') && !OPEN_ROUTES.has(route)

const LOGOUT_ROUTE = `${API_BASE}/auth/logout/`

/** Renews the member cookie on a signed-in viewer's answer; clears it at logout. */
function keepMemberCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  viewerUid: string,
) {
  const secure = request.protocol === 'https'
  if (request.routeOptions.url === LOGOUT_ROUTE) {
    reply.header('set-cookie', clearedMemberCookie(secure))
    return
  }
  const { secretKey } = app.config
  const held = memberFromCookie(secretKey, request.website.uid, request.headers.cookie)
  const renewAfter = Math.floor(Date.now() / 1000) + MEMBER_SECONDS / 2
  if (held?.viewerUid === viewerUid && held.expires > renewAfter) return
  reply.header('set-cookie', memberCookie(secretKey, request.website.uid, viewerUid, secure))
}

/**
 * Refuses a signed-out visitor of a website that forces login everything but the open routes,
 * with a 401 in the error shape. Registered after the hook that resolves the website and viewer.
 */
export function refuseSignedOutVisitors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    // Documentation, hashed assets and health checks are answered before any website is known.
    const { website } = request
    if (!website || !loginForced(website)) return
    // An API key's caller (the staff API) has no storefront: no member cookie for it.
    if (request.viewer?.apiKey) return
    if (request.viewer) return keepMemberCookie(app, request, reply, request.viewer.uid)
    const route = request.routeOptions.url ?? ''
    if (isOpen(route)) return
    const cookie = request.headers.cookie
    if (isCataloguePicture(route) && memberFromCookie(app.config.secretKey, website.uid, cookie)) {
      return
    }
    throw unauthorized('This website is for its members: sign in to see it.')
  })
}
