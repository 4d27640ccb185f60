import Fastify from 'fastify'
import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/config.ts'
import { API_BASE } from '../contract/values/api-paths.ts'

/**
 * Child process of the list benchmark: the real server and, beside it, a bare Fastify route that
 * answers a constant JSON body as large as the list answer. Prints their ports as one JSON line.
 */
const LIST_PATH = `${API_BASE}/items/?limit=30`

/**
 * A signed-in customer's token: their answers carry their own access, so they are computed on
 * every request instead of coming from the visitors' answer cache.
 */
async function signIn(app: Awaited<ReturnType<typeof buildApp>>): Promise<string> {
  const credentials = { email: 'bench@example.com', password: 'bench-password' }
  const base = `${API_BASE}/auth`
  const headers = { host: '127.0.0.1' }
  await app.inject({
    method: 'POST',
    url: `${base}/register/`,
    headers,
    payload: {
      first_name: 'Bench',
      last_name: 'Customer',
      email: credentials.email,
      password1: credentials.password,
      password2: credentials.password,
    },
  })
  const login = await app.inject({
    method: 'POST',
    url: `${base}/login/`,
    headers,
    payload: credentials,
  })
  return (login.json() as { token?: string }).token ?? ''
}

async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' })
  const app = await buildApp(config)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const sample = await app.inject({ url: LIST_PATH, headers: { host: '127.0.0.1' } })
  const body: unknown =
    sample.statusCode === 200 ? sample.json() : { padding: 'x'.repeat(sample.body.length) }

  const token = await signIn(app)

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
      token,
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
