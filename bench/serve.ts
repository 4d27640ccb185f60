import Fastify from 'fastify'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/config.ts'

/**
 * Child process of the list benchmark: the real server and, beside it, a bare Fastify route that
 * answers a constant JSON body as large as the list answer. Prints their ports as one JSON line.
 */
const LIST_PATH = '/api/public/websites/v1/items/?limit=30'

async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' })
  const app = await buildApp(config)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const sample = await app.inject({ url: LIST_PATH, headers: { host: '127.0.0.1' } })
  const body: unknown =
    sample.statusCode === 200 ? sample.json() : { padding: 'x'.repeat(sample.body.length) }

  const constant = Fastify({ logger: false })
  constant.get('/constant', async () => body)
  await constant.listen({ port: 0, host: '127.0.0.1' })

  const port = (server: { server: { address(): unknown } }) => {
    const address = server.server.address() as { port: number } | null
    return address?.port ?? 0
  }
  console.log(
    JSON.stringify({
      api: port(app),
      constant: port(constant),
      listStatus: sample.statusCode,
      listBytes: sample.body.length,
    }),
  )
  process.once('SIGTERM', () => {
    void Promise.all([app.close(), constant.close()]).then(() => process.exit(0))
  })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
