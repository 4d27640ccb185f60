import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../support/app.ts'
import { DIALECTS } from '../support/database.ts'
import { createWebsite } from '../support/fixtures.ts'
import { storefrontFolder, type StorefrontFolder } from '../support/storefront-folder.ts'

/** A stand-in for the built renderer that shows the address it was given, origin included. */
const RENDERER = `export async function renderFirstScreen(request) {
  return { markup: '<main data-url="' + request.url + '"></main>', styles: '', queries: {} }
}
`
const LIMIT = 2

/** The attempts of each limited action, one body per attempt so no account limit interferes. */
const ACTIONS: [string, string, (n: number) => object][] = [
  ['login', '/auth/login/', (n) => ({ email: `guess${n}@test.example`, password: 'guessing' })],
  [
    'register',
    '/auth/register/',
    (n) => ({
      first_name: 'A',
      last_name: 'B',
      email: `new${n}@test.example`,
      password1: 'password-1',
      password2: 'password-1',
    }),
  ],
  ['password reset', '/password/reset/', (n) => ({ email: `reset${n}@test.example` })],
  [
    'contact',
    '/contact/',
    (n) => ({ email: `visitor${n}@test.example`, first_name: 'A', last_name: 'B', message: 'Hi' }),
  ],
]

let forged = 0
/** An address nobody has used yet, as a client would make one up. */
const madeUpAddress = () => `198.51.100.${(forged = (forged % 254) + 1)}`

async function startApp(dialect: (typeof DIALECTS)[number], env: Record<string, string> = {}) {
  const folder = storefrontFolder()
  folder.addRenderer(RENDERER)
  const limits = { RATE_LIMIT_PER_IP: String(LIMIT), ...env }
  const t = await startTestApp(dialect, limits, { storefrontDir: folder.dir })
  await createWebsite(t.database.db, { name: 'Shop', hosts: ['localhost', 'shop.test'] })
  return { t, folder }
}

function send(t: TestApp, url: string, body: object, from: string, headers = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}${url}`,
    payload: body,
    remoteAddress: from,
    headers,
  })
}

/** The address the first screen was rendered for. */
async function renderedUrl(t: TestApp, headers: Record<string, string>): Promise<string> {
  const page = await t.app.inject({
    url: '/search?q=film',
    headers: { host: 'shop.test', ...headers },
  })
  expect(page.statusCode).toBe(200)
  return /data-url="([^"]*)"/.exec(page.body)?.[1] ?? ''
}

const forwardedOrigin = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }

describe.each(DIALECTS)(
  'forwarded headers when no proxy is trusted (the default) on %s',
  (dialect) => {
    let t: TestApp
    let folder: StorefrontFolder

    beforeAll(async () => {
      ;({ t, folder } = await startApp(dialect))
    })
    afterAll(async () => {
      await t?.close()
      folder.remove()
    })

    it.each(ACTIONS.map(([name, url, body], index) => [name, url, body, index] as const))(
      'a made-up X-Forwarded-For does not lift the per-IP limit on %s',
      async (_name, url, body, index) => {
        const client = `203.0.113.${index + 1}`
        for (let n = 0; n < LIMIT; n++) {
          const answer = await send(t, url, body(n), client, { 'x-forwarded-for': madeUpAddress() })
          expect(answer.statusCode, answer.body).not.toBe(429)
        }
        for (let n = LIMIT; n < LIMIT + 5; n++) {
          const answer = await send(t, url, body(n), client, { 'x-forwarded-for': madeUpAddress() })
          expect(answer.statusCode, answer.body).toBe(429)
          expect(answer.json().type).toBe('TooManyRequests')
        }
      },
    )

    it('renders the page (and its share links) for the Host the client asked, not X-Forwarded-Host or -Proto', async () => {
      expect(await renderedUrl(t, forwardedOrigin)).toBe('http://shop.test/search?q=film')
    })
  },
)

describe.each(DIALECTS)('forwarded headers behind one proxy (TRUST_PROXY=1) on %s', (dialect) => {
  let t: TestApp
  let folder: StorefrontFolder
  const proxy = '127.0.0.1'

  beforeAll(async () => {
    ;({ t, folder } = await startApp(dialect, { TRUST_PROXY: '1' }))
  })
  afterAll(async () => {
    await t?.close()
    folder.remove()
  })

  it('limits each client the proxy names in X-Forwarded-For, not the proxy', async () => {
    const [, url, body] = ACTIONS[0]!
    const client = { 'x-forwarded-for': '192.0.2.10' }
    for (let n = 0; n < LIMIT; n++) {
      expect((await send(t, url, body(n), proxy, client)).statusCode).not.toBe(429)
    }
    expect((await send(t, url, body(LIMIT), proxy, client)).statusCode).toBe(429)
    const another = { 'x-forwarded-for': '192.0.2.11' }
    expect((await send(t, url, body(LIMIT + 1), proxy, another)).statusCode).not.toBe(429)
  })

  it('renders the page for the origin the proxy forwards, when the website claims its host', async () => {
    const forwarded = { 'x-forwarded-host': 'shop.test', 'x-forwarded-proto': 'https' }
    expect(await renderedUrl(t, forwarded)).toBe('https://shop.test/search?q=film')
  })

  it('renders the page for the website’s public URL when the forwarded host is not its own', async () => {
    expect(await renderedUrl(t, forwardedOrigin)).toBe('http://localhost:3000/search?q=film')
  })
})

describe('forwarded headers when TRUST_PROXY names the proxies', () => {
  let t: TestApp
  let folder: StorefrontFolder

  beforeAll(async () => {
    ;({ t, folder } = await startApp('sqlite', { TRUST_PROXY: '10.0.0.0/8, 192.0.2.1, fd00::/8' }))
  })
  afterAll(async () => {
    await t?.close()
    folder.remove()
  })

  it('believes X-Forwarded-For from a named proxy only', async () => {
    const [, url, body] = ACTIONS[0]!
    const client = { 'x-forwarded-for': '203.0.113.50' }
    for (let n = 0; n < LIMIT; n++) {
      expect((await send(t, url, body(n), '10.1.2.3', client)).statusCode).not.toBe(429)
    }
    // Through the other proxy, the same client is still held back.
    expect((await send(t, url, body(LIMIT), '192.0.2.1', client)).statusCode).toBe(429)
    // A client that is no proxy cannot speak for another.
    const direct = '198.51.100.200'
    for (let n = 0; n < LIMIT; n++) {
      const answer = await send(t, url, body(n), direct, { 'x-forwarded-for': madeUpAddress() })
      expect(answer.statusCode).not.toBe(429)
    }
    const forgedAgain = { 'x-forwarded-for': madeUpAddress() }
    expect((await send(t, url, body(LIMIT), direct, forgedAgain)).statusCode).toBe(429)
  })
  it('believes every named proxy of a chain, over IPv4 or IPv6, and limits the client they name', async () => {
    const [, url, body] = ACTIONS[0]!
    const client = '2001:db8::60'
    const hops = [
      ['fd00::7', client],
      ['10.0.0.1', `${client}, 192.0.2.1`],
      ['::ffff:10.0.0.2', `${client}, fd00::8, 10.3.3.3`],
    ]
    for (const [n, [proxy, chain]] of hops.slice(0, LIMIT).entries()) {
      const answer = await send(t, url, body(100 + n), proxy!, { 'x-forwarded-for': chain })
      expect(answer.statusCode).not.toBe(429)
    }
    const [proxy, chain] = hops[LIMIT]!
    const answer = await send(t, url, body(100 + LIMIT), proxy!, { 'x-forwarded-for': chain })
    expect(answer.statusCode).toBe(429)
  })

  it('takes a hop that is no named proxy for the client, whatever it claims came before', async () => {
    const [, url, body] = ACTIONS[0]!
    // 203.0.113.201 reaches the named proxy and makes up the addresses before its own.
    const spoofed = () => ({ 'x-forwarded-for': `${madeUpAddress()}, 203.0.113.201` })
    for (let n = 0; n < LIMIT; n++) {
      const answer = await send(t, url, body(200 + n), '10.0.0.1', spoofed())
      expect(answer.statusCode).not.toBe(429)
    }
    const answer = await send(t, url, body(200 + LIMIT), '192.0.2.1', spoofed())
    expect(answer.statusCode).toBe(429)
  })
})
