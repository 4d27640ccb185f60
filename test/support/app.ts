import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp, type AppDependencies } from '../../server/app.ts'
import { loadConfig, type Config } from '../../server/config.ts'
import type { Dialect } from '../../server/db/connect.ts'
import { createTestDatabase, type TestDatabase } from './database.ts'

export interface TestApp {
  app: FastifyInstance
  database: TestDatabase
  config: Config
  close(): Promise<void>
}

/**
 * The real server on a fresh database of the dialect. Passwords hash at a low cost and rate
 * limits are high so suites run fast; tests of those rules pass their own `env`.
 */
export async function startTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  dependencies: Omit<AppDependencies, 'database'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-data-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
    PASSWORD_HASH_COST: '10',
    RATE_LIMIT_PER_IP: '10000',
    RATE_LIMIT_PER_ACCOUNT: '10000',
    RATE_LIMIT_SLOWDOWN_AFTER: '10000',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...env,
  })
  const database = await createTestDatabase(dialect)
  const app = await buildApp(config, { database, ...dependencies })
  await app.ready()
  return {
    app,
    database,
    config,
    async close() {
      await app.close()
      await database.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
