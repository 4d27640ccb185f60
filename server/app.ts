import type { Writable } from 'node:stream'
import Fastify, { type FastifyInstance } from 'fastify'
import formbody from '@fastify/formbody'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { API_BASE, ErrorType } from '../contract/schemas/index.ts'
import type { Config } from './config.ts'
import { connectDatabase, type DatabaseHandle } from './db/connect.ts'
import { migrateToLatest } from './db/migrate.ts'
import './app/context.ts'
import { keepRequestIdForLogs, loggerOptions } from './http/log-request.ts'
import { requestIdFrom, sendRequestId } from './http/request-id.ts'
import { registerErrorHandler } from './http/error-handler.ts'
import { BODY_PAUSE_LIMIT_MS, limitBodyPauses } from './http/body-timeout.ts'
import { closeConnectionsWhileStopping } from './http/stopping.ts'
import { clientErrorHandler, frameworkErrors, requireHost } from './http/client-errors.ts'
import { rejectNulBytes } from './http/reject-nul-bytes.ts'
import { refuseSignedOutVisitors } from './app/forced-login.ts'
import { honourIdempotencyKeys } from './app/idempotent-requests.ts'
import { noStoreForPersonalResponses } from './app/personal-responses.ts'
import { buildValidator } from './http/validators.ts'
import { memoryRateLimiter, redisRateLimiter } from './http/rate-limit.ts'
import { proxyTrust } from './http/trust-proxy.ts'
import { startPasswordPool } from './modules/auth/password-pool.ts'
import { authRoutes } from './modules/auth/routes.ts'
import { accountRoutes } from './modules/account/routes.ts'
import { findViewer, tokenFromHeader } from './modules/auth/viewer.ts'
import { billingRoutes, sandboxRoutes, stripeWebhookRoutes } from './modules/billing/routes.ts'
import { giftRoutes } from './modules/billing/gifts/routes.ts'
import { catalogueRoutes } from './modules/catalogue/routes.ts'
import { bundleRoutes } from './modules/bundles/public-routes.ts'
import { contactRoutes } from './modules/contact/routes.ts'
import { ondemandRoutes } from './modules/ondemand/public-routes.ts'
import { pagesRoutes, snippetRoutes } from './modules/pages/routes.ts'
import { myListRoutes } from './modules/my-list/routes.ts'
import { progressRoutes } from './modules/progress/routes.ts'
import { purchasesRoutes } from './modules/purchases/routes.ts'
import { websiteRoutes } from './modules/websites/routes.ts'
import { resolveWebsite } from './modules/websites/service.ts'
import { imageRoutes } from './modules/images/routes.ts'
import { seoRoutes } from './modules/seo/routes.ts'
import { mediaRoutes } from './modules/media/routes.ts'
import { embedRoutes } from './modules/embed/routes.ts'
import { livePublicRoutes } from './modules/live/public-routes.ts'
import { formLoginRoutes } from './modules/auth/form-login.ts'
import { unsubscribeRoutes } from './modules/marketing/unsubscribe-routes.ts'
import { HEALTH_PATHS, healthRoutes } from './modules/health/routes.ts'
import { refuseWhileStopping } from './modules/health/stopping.ts'
import { metricsRoutes } from './metrics/routes.ts'
import { measureRequestDurations } from './metrics/request-duration.ts'
import { watchDatabasePool } from './metrics/database-pool.ts'
import { staffApiRoutes } from './app/staff-api.ts'
import { apiKeyFromHeader, findApiKeyViewer } from './modules/integrations/api-keys.ts'
import { startJobs } from './app/start-jobs.ts'
import { mediaOrigins } from './storage/media-origins.ts'
import { ADMIN_API_BASE } from '../contract/schemas/admin.ts'
import { storefrontRoutes } from './modules/storefront/routes.ts'
import { installableRoutes } from './modules/installable/routes.ts'
import type { RenderFirstScreen } from '../contract/values/server-render.ts'

export interface AppDependencies {
  /** An open database; by default the one the config names is opened (and closed with the app). */
  database?: DatabaseHandle
  /** The built storefront; `dist/web` by default. */
  storefrontDir?: string
  /** Renders the storefront's first screen; by default the built one beside `storefrontDir`. */
  renderFirstScreen?: RenderFirstScreen
  /** How long a request body may pause before a 408; `BODY_PAUSE_LIMIT_MS` by default. */
  bodyPauseLimitMs?: number
  /** Where log lines go; standard output by default (tests read them). */
  logStream?: Writable
  /** Prefix of the job queues' Redis keys; tests give each app its own. */
  jobsPrefix?: string
}

const ONE_MEGABYTE = 1024 * 1024

/** Builds the whole server: plugins, hooks and every module's routes. Tests use it as is. */
export async function buildApp(
  config: Config,
  dependencies: AppDependencies = {},
): Promise<FastifyInstance> {
  const trustProxy = proxyTrust(config.trustProxy)
  const app = Fastify({
    logger:
      config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, dependencies.logStream),
    genReqId: requestIdFrom(trustProxy),
    bodyLimit: ONE_MEGABYTE,
    trustProxy,
    ajv: { customOptions: { allErrors: true, removeAdditional: true } },
    // Bodies are validated as sent; query strings, params and headers coerced (validators.ts).
    schemaController: { compilersFactory: { buildValidator } },
    frameworkErrors,
    clientErrorHandler,
    http: { requireHostHeader: false },
    // refuseWhileStopping answers instead, in the error shape and with the request's id.
    return503OnClosing: false,
  }).withTypeProvider<TypeBoxTypeProvider>()

  const ownsDatabase = !dependencies.database
  const database = dependencies.database ?? connectDatabase(config)
  await migrateToLatest(database)
  if (database.pool) {
    const unwatchPool = watchDatabasePool(database.pool)
    app.addHook('onClose', async () => unwatchPool())
  }

  app.decorate('config', config)
  app.decorate('db', database.db)
  app.decorate('dialect', database.dialect)
  app.decorate(
    'rateLimiter',
    config.redisUrl
      ? redisRateLimiter(config.redisUrl, app.log)
      : memoryRateLimiter(config.rateLimit.memoryKeys),
  )
  app.decorate(
    'passwords',
    startPasswordPool({
      cost: config.passwordHashCost,
      threads: config.passwordHashThreads,
      queue: config.passwordHashQueue,
    }),
  )
  // Jobs run here unless JOBS=enqueue-only leaves them to workers (server/worker.ts).
  const jobs = startJobs(config, {
    db: database.db,
    log: app.log,
    work: config.jobs === 'run',
    prefix: dependencies.jobsPrefix,
  })
  app.decorate('jobs', jobs)
  // Mails are jobs: an answer never waits on SMTP, and a refused mail is tried again.
  app.decorate('mailer', jobs.mailer)
  app.decorate('mediaImports', jobs.mediaImports)
  // Imports a stopped process left unfinished start again once the server is up.
  app.addHook('onReady', async () => {
    await app.mediaImports.resume()
  })
  app.addHook('onClose', async () => {
    await jobs.close()
    await app.rateLimiter.close()
    await app.passwords.close()
    if (ownsDatabase) await database.db.destroy()
  })

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', ...mediaOrigins(config)],
        connectSrc: ["'self'", ...mediaOrigins(config)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  })
  await app.register(formbody)
  // Only the routes that ask for it are limited (http/attempt-limits.ts), on the shared counters.
  await app.register(rateLimit, { global: false, store: app.rateLimiter.store })
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vitrine public API',
        version: '1',
        description: 'The calls a Vitrine storefront makes (spec section 7).',
      },
      components: {
        securitySchemes: {
          WebsiteToken: { type: 'apiKey', in: 'header', name: 'Authorization' },
          // The staff API's API keys (`Authorization: Bearer vtk_…`), created by owners.
          ApiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'vtk_…' },
        },
      },
    },
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })

  sendRequestId(app)
  keepRequestIdForLogs(app)
  measureRequestDurations(app)
  refuseWhileStopping(app)
  registerErrorHandler(app)
  requireHost(app)
  rejectNulBytes(app)
  limitBodyPauses(app, dependencies.bodyPauseLimitMs ?? BODY_PAUSE_LIMIT_MS)
  closeConnectionsWhileStopping(app)
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      type: ErrorType.NotFound,
      message: `No route ${request.method} ${request.url.split('?')[0]}.`,
    })
  })

  app.decorateRequest('website', null as never)
  app.decorateRequest('viewer', null)
  app.addHook('onRequest', async (request) => {
    // Documentation and the storefront's hashed assets are the same for every website.
    if (request.url.startsWith('/api/docs') || request.url.startsWith('/assets/')) return
    if (HEALTH_PATHS.includes(request.routeOptions.url ?? '')) return
    request.website = await resolveWebsite(app.db, request.headers.host, config.defaultWebsite)
    const token = tokenFromHeader(request.headers.authorization)
    request.viewer = token ? await findViewer(app.db, request.website.uid, token) : null
    // An API key (`Bearer vtk_…`) opens the staff API only (staff-api.ts refuses a dead one).
    const key = apiKeyFromHeader(request.headers.authorization)
    if (key && request.url.startsWith(`${ADMIN_API_BASE}/`)) {
      request.viewer = await findApiKeyViewer(app.db, request.website.uid, key, request.ip)
    }
  })
  refuseSignedOutVisitors(app)
  noStoreForPersonalResponses(app)
  honourIdempotencyKeys(app)

  await app.register(healthRoutes)
  await app.register(metricsRoutes)
  await app.register(
    async (api) => {
      await api.register(websiteRoutes)
      await api.register(catalogueRoutes)
      await api.register(pagesRoutes)
      await api.register(authRoutes)
      await api.register(accountRoutes)
      await api.register(billingRoutes)
      await api.register(giftRoutes)
      await api.register(bundleRoutes)
      await api.register(purchasesRoutes)
      await api.register(myListRoutes)
      await api.register(progressRoutes)
      await api.register(ondemandRoutes)
      await api.register(contactRoutes)
    },
    { prefix: API_BASE },
  )
  await app.register(snippetRoutes, { prefix: '/api/snippets' })
  await app.register(sandboxRoutes)
  await app.register(stripeWebhookRoutes)
  await app.register(imageRoutes)
  await app.register(seoRoutes)
  await app.register(mediaRoutes)
  await app.register(embedRoutes)
  await app.register(livePublicRoutes)
  await app.register(formLoginRoutes)
  await app.register(unsubscribeRoutes)
  await app.register(staffApiRoutes, { prefix: ADMIN_API_BASE })
  await app.register(installableRoutes, { distDir: dependencies.storefrontDir })
  // Last: the storefront answers every other GET with the single-page app.
  await app.register(storefrontRoutes, {
    distDir: dependencies.storefrontDir,
    renderFirstScreen: dependencies.renderFirstScreen,
  })

  return app
}
