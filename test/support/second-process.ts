import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/app.ts'
import type { Config } from '../../server/config.ts'
import { connectDatabase } from '../../server/db/connect.ts'
import type { TestApp } from './app.ts'

export interface SecondProcess {
  app: FastifyInstance
  close(): Promise<void>
}

/**
 * Another server process on the first one's database (and Redis, bucket, when it has them), as a
 * second machine runs it: `config` changes what it has of its own, such as its folders.
 */
export async function startSecondProcess(
  first: TestApp,
  options: { config?: Partial<Config>; jobsPrefix?: string } = {},
): Promise<SecondProcess> {
  const database = connectDatabase(first.database.options)
  const config = { ...first.config, ...options.config }
  const app = await buildApp(config, { database, jobsPrefix: options.jobsPrefix })
  await app.ready()
  return {
    app,
    async close() {
      await app.close()
      await database.db.destroy()
    },
  }
}
