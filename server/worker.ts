import Fastify, { type FastifyInstance } from 'fastify'
import { ConfigError, loadConfig, type Config } from './config.ts'
import { connectDatabase } from './db/connect.ts'
import { migrateToLatest } from './db/migrate.ts'
import { startJobs } from './app/start-jobs.ts'
import { metricsRoutes } from './metrics/routes.ts'
import { proxyTrust } from './http/trust-proxy.ts'
import { loggerOptions } from './http/log-request.ts'
import './app/context.ts'

/**
 * `npm run worker`: runs the jobs web processes add to the BullMQ queues on REDIS_URL (imports
 * and their transcodes, mails, scheduled publishing). Any number of workers may run, on any machine
 * that reaches the same database, Redis and storage. SIGTERM stops taking jobs at once: a job
 * running is taken over by another worker once its lock lapses.
 */
/**
 * `/metrics` of this worker on WORKER_METRICS_PORT, under the web processes' access rule: its job
 * durations and the queues' depth, beside its CPU and memory. Nothing else answers there.
 */
async function serveMetrics(config: Config): Promise<FastifyInstance> {
  const server = Fastify({ logger: false, trustProxy: proxyTrust(config.trustProxy) })
  server.decorate('config', config)
  await server.register(metricsRoutes)
  await server.listen({ port: config.workerMetricsPort, host: config.host })
  return server
}

async function main(): Promise<void> {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
  if (!config.redisUrl) {
    console.error(
      'Configuration error: REDIS_URL must be set for a worker; without it each web process runs its own jobs',
    )
    process.exit(1)
  }
  // Fastify's logger, without a server: the same pino lines as the web processes', a job's
  // naming the request that added it.
  const log = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel),
  }).log
  const database = connectDatabase(config)
  await migrateToLatest(database)
  const jobs = startJobs(config, { db: database.db, log, work: true })
  await jobs.mediaImports.resume()
  const metrics = config.workerMetricsPort ? await serveMetrics(config) : undefined
  log.info('worker started')

  let closing = false
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return
      closing = true
      log.info({ signal }, 'worker stopping')
      jobs
        .close()
        .then(() => metrics?.close())
        .then(() => database.db.destroy())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            log.error({ err: error }, 'worker shutdown failed')
            process.exit(1)
          },
        )
    })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
