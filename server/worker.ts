import Fastify from 'fastify'
import { ConfigError, loadConfig } from './config.ts'
import { connectDatabase } from './db/connect.ts'
import { migrateToLatest } from './db/migrate.ts'
import { startJobs } from './jobs/start-jobs.ts'

/**
 * `npm run worker`: runs the jobs web processes add to the BullMQ queues on REDIS_URL (imports
 * and their transcodes, scheduled publishing). Any number of workers may run, on any machine
 * that reaches the same database, Redis and storage. SIGTERM stops taking jobs at once: a job
 * running is taken over by another worker once its lock lapses.
 */
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
  // Fastify's logger, without a server: the same pino lines as the web processes'.
  const log = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
  }).log
  const database = connectDatabase(config)
  await migrateToLatest(database)
  const jobs = startJobs(config, { db: database.db, log, work: true })
  await jobs.mediaImports.resume()
  log.info('worker started')

  let closing = false
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return
      closing = true
      log.info({ signal }, 'worker stopping')
      jobs
        .close()
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
