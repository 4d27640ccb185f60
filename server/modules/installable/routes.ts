import path from 'node:path'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  APP_ICONS,
  appIconPath,
  MANIFEST_PATH,
  OFFLINE_PATH,
  SERVICE_WORKER_PATH,
} from '../../../contract/values/installable.ts'
import { pageLanguage } from '../../lib/chosen-language.ts'
import { PROJECT_ROOT } from '../../lib/project-root.ts'
import { mediaStoreOf } from '../../storage/media-store.ts'
import { appIconOf } from '../images/service.ts'
import { appColours } from './look.ts'
import { manifestOf } from './manifest.ts'
import { offlinePage } from './offline-page.ts'
import { workerScriptFor } from './worker-script.ts'
import { sendCompressed } from './compressed.ts'

export interface InstallableOptions {
  /** The built storefront, whose index.html names the first screen's assets; `dist/web` by default. */
  distDir?: string
}

/** Asked again each time: the site's settings (name, colours, logo) may change at any moment. */
const REVALIDATE = 'no-cache'
const inLanguage = Type.Object({
  lang: Type.Optional(Type.Union([Type.Literal('fr'), Type.Literal('en')])),
})

/**
 * The installable app of the website the Host names (issue 48): its web app manifest, its icons
 * made from its logo, the offline screen and the service worker that shows it. Nothing here
 * belongs to a visitor or to the catalogue: open to all, even on a members-only site.
 */
export const installableRoutes: FastifyPluginAsyncTypebox<InstallableOptions> = async (
  app,
  options,
) => {
  const store = mediaStoreOf(app.config)
  const indexFile = path.join(
    path.resolve(options.distDir ?? path.join(PROJECT_ROOT, 'dist/web')),
    'index.html',
  )

  app.get(
    MANIFEST_PATH,
    {
      schema: {
        tags: ['app'],
        summary: 'The website’s web app manifest, in French (default) or English',
        querystring: inLanguage,
      },
    },
    async (request, reply) => {
      const language = pageLanguage(request.url, request.headers.cookie)
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(JSON.stringify(manifestOf(request.website, language)))
    },
  )

  for (const icon of APP_ICONS) {
    app.get(
      appIconPath(icon.name),
      {
        schema: {
          tags: ['app'],
          summary: `The website’s ${icon.maskable ? 'maskable ' : ''}app icon, ${icon.size} px`,
        },
      },
      async (request, reply) => {
        const { settings } = request.website
        const colours = appColours(settings)
        const image = await appIconOf(store, request.website.uid, settings.logo, {
          size: icon.size,
          maskable: icon.maskable,
          background: colours.paper,
          name: settings.name,
          accent: colours.primary,
        })
        reply.header('cache-control', REVALIDATE).header('etag', image.etag)
        if (request.headers['if-none-match'] === image.etag) return reply.status(304).send()
        return reply.type(image.contentType).send(image.data ?? image.open())
      },
    )
  }

  app.get(
    OFFLINE_PATH,
    {
      schema: {
        tags: ['app'],
        summary: 'The offline screen the service worker keeps, in French (default) or English',
        querystring: inLanguage,
      },
    },
    async (request, reply) => {
      const language = pageLanguage(request.url, request.headers.cookie)
      reply.header('cache-control', REVALIDATE)
      const page = offlinePage(request.website, language)
      return sendCompressed(request, reply, 'text/html; charset=utf-8', page)
    },
  )

  app.get(SERVICE_WORKER_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', REVALIDATE)
    const script = await workerScriptFor(indexFile)
    return sendCompressed(request, reply, 'text/javascript; charset=utf-8', script)
  })
}
