import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { connectDatabase } from './db/connect.ts'
import { migrateToLatest, refreshPlannerStatistics } from './db/migrate.ts'
import { seedDemoIfEmpty } from './demo/seed.ts'

/** Reads the configuration, prepares the database, listens, and shuts down cleanly. */
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
  const database = connectDatabase(config)
  await migrateToLatest(database)
  if (config.seedDemo && (await seedDemoIfEmpty(database, config))) {
    await refreshPlannerStatistics(database)
  }

  const app = await buildApp(config, { database })
  app.addHook('onClose', async () => database.db.destroy())

  // `on`, not `once`: a signal sent to the process group reaches the server twice (npm forwards
  // its own), and a second one left to Node's default would kill the requests in flight.
  let closing = false
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return
      closing = true
      app.log.info({ signal }, 'finishing requests in flight, then stopping')
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed')
          process.exit(1)
        },
      )
    })
  }
  await app.listen({ port: config.port, host: config.host })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
