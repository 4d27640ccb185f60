import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { Uid } from '../../../contract/schemas/common.ts'
import { embedItemPath, embedMediaPath } from '../../../contract/values/embed.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import { Playback } from '../../../contract/schemas/playback.ts'
import { AppError, notFound, unauthorized } from '../../errors.ts'
import { asksForPage } from '../../http/asks-for-page.ts'
import { loginForced } from '../websites/service.ts'
import { ANONYMOUS_VIEWER } from '../media/signing.ts'
import { playbackCookie } from '../media/viewer-proof.ts'
import { recordPlay } from '../analytics/record-play.ts'
import { embedAsset, embedAssetAddress } from './assets.ts'
import { renderEmbedPage } from './page.ts'
import {
  itemPlayback,
  mediaPlayback,
  type PlaybackAnswer,
  type PlaybackCaller,
} from './playback-service.ts'
import { findEmbedItem } from './repo.ts'
import { EMBED_TEXTS, type EmbedTexts } from './texts.ts'
import { isPublishedFor } from '../access/publication.ts'
import { requestLanguage } from '../../lib/chosen-language.ts'
import { mediaOrigins } from '../../storage/media-origins.ts'

/**
 * The player's styles come inside its page: a frame painted before a stylesheet of its own
 * arrived would shift once it did (the item page's layout shift).
 */
const playerStyle = embedAsset('player.css')?.body.toString('utf8') ?? ''

/**
 * Only these pages may be framed by other sites; everything else keeps helmet's `'self'`. The
 * page runs no inline script and talks to its own origin only. Inline styles are allowed, as on
 * the storefront: media-chrome's controls carry theirs in `<style>` elements of their shadow
 * roots, which a style-src without 'unsafe-inline' blocks. With S3 storage the media come
 * from the bucket's origin (storage/media-origins.ts).
 */
const frameable = (origins: string[]) => ({
  helmet: {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', ...origins],
        connectSrc: ["'self'", ...origins],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ['*'],
      },
    },
    frameguard: false,
  },
})

const Flag = Type.Optional(Type.String({ maxLength: 5 }))
const PageQuery = Type.Object({ trailer: Flag, autoplay: Flag })
/** "Reprendre": start `t` seconds into the media `media` of the item (its first by default). */
const ItemPageQuery = Type.Object({
  ...PageQuery.properties,
  t: Type.Optional(Type.Integer({ minimum: 0, maximum: 43_200 })),
  media: Type.Optional(Uid),
})
const isOn = (flag: string | undefined) => flag === '1' || flag === 'true'

/** The embed pages, whose refusals are pages too (a frame shows no JSON). */
const PAGE_ROUTES = new Set(['/embed/:itemUid/', '/embed/media/:mediaUid/'])

/** What an embed page plays, where its script asks again, and how it starts. */
interface EmbedPageRequest {
  /** The item of the page (none for a media's page): its message links to the item's page. */
  itemUid: string | null
  load: (caller: PlaybackCaller) => Promise<PlaybackAnswer>
  playbackAddress: string
  autoplay: boolean
  trailer: boolean
  start?: { seconds: number; mediaUid: string | null }
}

const pageAssets = () => ({
  playerScript: embedAssetAddress('player.js'),
  playerStyle,
  hlsScript: embedAssetAddress('hls.light.min.js'),
})

/** A page with nothing to play, only a message. */
function emptyAnswer(message: string, title: string, trailer: boolean): PlaybackAnswer {
  return {
    playback: { item_uid: null, trailer, has_access: false, message, medias: [] },
    title,
    viewerId: ANONYMOUS_VIEWER,
    expires: 0,
    preload: [],
  }
}

/**
 * The embed player: `/embed/{item uid}/` (a media, a playlist, or with `?trailer=1` its trailer)
 * and `/embed/media/{media uid}/`, their playback data, and the page's script and style.
 */
export const embedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pageConfig = frameable(mediaOrigins(app.config))
  const caller = (request: FastifyRequest, anonymous = false): PlaybackCaller => ({
    db: app.db,
    secret: app.config.secretKey,
    website: request.website,
    viewer: anonymous ? null : request.viewer,
    texts: EMBED_TEXTS[requestLanguage(request.headers)],
  })

  /** The playback cookie for a signed-in viewer's own addresses (media/viewer-proof.ts). */
  function setPlaybackCookie(request: FastifyRequest, reply: FastifyReply, answer: PlaybackAnswer) {
    if (answer.viewerId === ANONYMOUS_VIEWER || !answer.playback.has_access) return
    const secure = request.protocol === 'https'
    reply.header(
      'set-cookie',
      playbackCookie(
        app.config.secretKey,
        request.headers.cookie,
        answer.viewerId,
        answer.expires,
        secure,
      ),
    )
  }

  /**
   * Where a frame's message sends the visitor on the site: to sign in where the site is for its
   * members (naming nothing), else to the item's page where the visitor may see the item, else to
   * the home page.
   */
  async function siteLink(request: FastifyRequest, texts: EmbedTexts, itemUid: string | null) {
    if (loginForced(request.website) && !request.viewer) {
      return { href: '/auth/login', label: texts.signInOnSite }
    }
    const item = itemUid ? await findEmbedItem(app.db, request.website.uid, itemUid) : undefined
    if (item && isPublishedFor(item.published_at, request.viewer)) {
      const label = item.content_object_type === 'live' ? texts.openEvent : texts.openItem
      return { href: `/${encodeURIComponent(item.slug)}`, label }
    }
    return { href: '/', label: texts.openSite }
  }

  /** The page of a frame that is refused (a bad address, too many requests…): a message and a link. */
  async function refusedPage(request: FastifyRequest, message: string): Promise<string> {
    const language = requestLanguage(request.headers)
    const texts = EMBED_TEXTS[language]
    const { itemUid } = (request.params ?? {}) as { itemUid?: unknown }
    const answer = emptyAnswer(message, texts.player, false)
    return renderEmbedPage({
      language,
      texts,
      title: answer.title,
      playback: answer.playback,
      playbackAddress: '',
      preload: [],
      autoplay: false,
      siteLink: await siteLink(request, texts, typeof itemUid === 'string' ? itemUid : null),
      assets: pageAssets(),
    })
  }

  /**
   * Failures answered before or around the page's own handler (the address's validation, the
   * rate limit, any other error) leave in the `{type, message}` shape; a browser opening the page
   * or a frame gets them as a page, in its language, with the link to the site.
   */
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      reply.statusCode < 400 ||
      !PAGE_ROUTES.has(request.routeOptions.url ?? '') ||
      !String(reply.getHeader('content-type') ?? '').startsWith('application/json') ||
      !asksForPage(request.headers.accept) ||
      typeof payload !== 'string'
    ) {
      return payload
    }
    const texts = EMBED_TEXTS[requestLanguage(request.headers)]
    let message: string = texts.failed
    try {
      const body = JSON.parse(payload) as { type?: string; message?: string }
      message = body.type === 'ValidationError' ? texts.badAddress : (body.message ?? message)
    } catch {
      // Not the §8 shape: the general words.
    }
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('vary', 'accept, accept-language, cookie')
    return refusedPage(request, message)
  })

  /**
   * The page as an anonymous visitor gets it; the script asks again with a token. A website that
   * forces login shows a signed-out visitor only a player asking to sign in, which tells nothing
   * of the item, and a signed-in viewer (known when the page is fetched with the token) their own.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, page: EmbedPageRequest) {
    const language = requestLanguage(request.headers)
    const texts = EMBED_TEXTS[language]
    const forced = loginForced(request.website)
    let answer = emptyAnswer(texts.signIn, texts.player, page.trailer)
    let status = 401
    if (!forced || request.viewer) {
      try {
        answer = await page.load(caller(request, !forced))
        status = 200
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 404) throw error
        answer = emptyAnswer(texts.notFound, texts.notFound, false)
        status = 404
      }
    }
    if (status !== 200 && !asksForPage(request.headers.accept)) {
      throw status === 401 ? unauthorized(texts.signIn) : notFound(texts.notFound)
    }
    if (forced) setPlaybackCookie(request, reply, answer)
    recordPlay(app.db, request, answer.playback)
    const html = renderEmbedPage({
      language,
      texts,
      title: answer.title,
      playback: answer.playback,
      playbackAddress: page.playbackAddress,
      preload: answer.preload,
      autoplay: page.autoplay,
      start: page.start,
      siteLink: answer.playback.message ? await siteLink(request, texts, page.itemUid) : null,
      assets: pageAssets(),
    })
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('vary', 'accept, accept-language, cookie')
      .send(html)
  }

  /** Playback data for the caller; a signed-in viewer's answer also sets the playback cookie. */
  function sendPlayback(request: FastifyRequest, reply: FastifyReply, answer: PlaybackAnswer) {
    reply.header('cache-control', 'private, no-store')
    setPlaybackCookie(request, reply, answer)
    recordPlay(app.db, request, answer.playback)
    return answer.playback
  }

  const html = { tags: ['embed'], produces: ['text/html'] }
  const json = { tags: ['embed'], response: { 200: Playback, 401: ApiError, 404: ApiError } }

  app.get(
    '/embed/:itemUid/',
    {
      config: pageConfig,
      schema: {
        ...html,
        summary: "An item's embeddable player",
        params: Type.Object({ itemUid: Uid }),
        querystring: ItemPageQuery,
      },
    },
    async (request, reply) => {
      const { itemUid } = request.params
      const trailer = isOn(request.query.trailer)
      const { t: seconds = 0, media = null } = request.query
      const address = `${embedItemPath(itemUid)}playback.json${trailer ? '?trailer=1' : ''}`
      return sendPage(request, reply, {
        itemUid,
        load: (anonymous) => itemPlayback(anonymous, itemUid, trailer),
        playbackAddress: address,
        autoplay: trailer || isOn(request.query.autoplay),
        trailer,
        start: trailer ? undefined : { seconds, mediaUid: media },
      })
    },
  )

  app.get(
    '/embed/:itemUid/playback.json',
    {
      schema: {
        ...json,
        summary: "What an item's embed player plays, for the caller",
        params: Type.Object({ itemUid: Uid }),
        querystring: PageQuery,
      },
    },
    async (request, reply) => {
      const answer = await itemPlayback(
        caller(request),
        request.params.itemUid,
        isOn(request.query.trailer),
      )
      return sendPlayback(request, reply, answer)
    },
  )

  app.get(
    '/embed/media/:mediaUid/',
    {
      config: pageConfig,
      schema: {
        ...html,
        summary: "A media's embeddable player",
        params: Type.Object({ mediaUid: Uid }),
        querystring: PageQuery,
      },
    },
    async (request, reply) => {
      const { mediaUid } = request.params
      return sendPage(request, reply, {
        itemUid: null,
        load: (anonymous) => mediaPlayback(anonymous, mediaUid),
        playbackAddress: `${embedMediaPath(mediaUid)}playback.json`,
        autoplay: isOn(request.query.autoplay),
        trailer: false,
      })
    },
  )

  app.get(
    '/embed/media/:mediaUid/playback.json',
    {
      schema: {
        ...json,
        summary: 'What a media embed player plays, for the caller',
        params: Type.Object({ mediaUid: Uid }),
      },
    },
    async (request, reply) => {
      const answer = await mediaPlayback(caller(request), request.params.mediaUid)
      return sendPlayback(request, reply, answer)
    },
  )

  app.get(
    '/embed/assets/:name',
    {
      schema: {
        tags: ['embed'],
        summary: 'Script and style of the embed page',
        params: Type.Object({ name: Type.String({ maxLength: 40 }) }),
      },
    },
    async (request, reply) => {
      const asset = embedAsset(request.params.name)
      if (!asset) throw new AppError(404, 'NotFound', 'No such file.')
      const accepts = String(request.headers['accept-encoding'] ?? '')
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null
      const body = encoding ? await asset.encoded(encoding) : asset.body
      if (encoding) reply.header('content-encoding', encoding)
      return reply
        .type(asset.contentType)
        .header('vary', 'accept-encoding')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(body)
    },
  )
}
