import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { connectDatabase } from './db/connect.ts'
import { migrateToLatest, refreshPlannerStatistics } from './db/migrate.ts'
import { seedDemoIfEmpty } from './demo/seed.ts'
import { startLiveIngest, type LiveIngest } from './modules/live/ingest-rtmp.ts'
import { uploadStorageOf } from './modules/media/imports/upload-storage.ts'
import { mediaStoreOf } from './storage/media-store.ts'

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
  let ingest: LiveIngest | undefined
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return
      closing = true
      app.log.info({ signal }, 'finishing requests in flight, then stopping')
      // Publishers first: their last segments are written while the database is still open.
      Promise.resolve(ingest?.close())
        .then(() => app.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            app.log.error({ err: error }, 'shutdown failed')
            process.exit(1)
          },
        )
    })
  }
  await app.listen({ port: config.port, host: config.host })
  // Live publishers (issue 45): RTMP on RTMP_PORT, unless 0 (nginx's RTMP module in front).
  if (config.rtmpPort > 0) {
    ingest = await startLiveIngest({
      db: database.db,
      mediaDir: config.mediaDir,
      port: config.rtmpPort,
      host: config.host,
      log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) },
      ticking: true,
      replays: { queue: app.mediaImports, uploads: uploadStorageOf(config) },
      // With S3 storage the live HLS goes to the bucket as it is written, for every web process.
      ...(config.s3 ? { store: mediaStoreOf(config) } : {}),
    })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
