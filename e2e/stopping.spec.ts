import { connect } from 'node:net'
import { expect, test } from '@playwright/test'
import { npmStart } from './support/npm-start.ts'
import { API_BASE } from '../contract/values/api-paths.ts'

/**
 * The operator's side of `npm start` (issue 19): stopping it lets the requests in flight finish
 * and leaves no server behind. No browser here: a raw HTTP client holds a request open.
 */

const LOGIN = `${API_BASE}/auth/login/`

/** A login whose body waits for `send`: once the server said "100 Continue", it is in flight. */
async function loginInFlight(url: string): Promise<{ send: () => Promise<string> }> {
  const { hostname, port } = new URL(url)
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' })
  const socket = connect(Number(port), hostname)
  let received = ''
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  const continued = new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString()
      if (received.includes('100 Continue')) resolve()
    })
  })
  socket.write(
    `POST ${LOGIN} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
  )
  await continued
  return {
    send: async () => {
      received = ''
      socket.write(body)
      // The server closes the connection after its answer, since it is stopping.
      await closed
      return received
    },
  }
}

function alive(pid: number | undefined): boolean {
  if (!pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

test('SIGTERM to npm start’s process group lets the request in flight finish', async () => {
  const started = await npmStart()
  try {
    const login = await loginInFlight(started.url)
    const server = started.serverPid()
    process.kill(-(started.npm.pid ?? 0), 'SIGTERM')
    await started.printed('finishing requests in flight')

    const answer = await login.send()
    // The whole answer to a wrong password (spec §8), then the connection ends.
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    const id = /^x-request-id: (\S+)$/im.exec(answer)?.[1]
    expect(answer).toContain(
      `{"type":"InvalidCredentials","message":"Identifiants incorrects.","request_id":"${id}"}`,
    )
    expect(answer.toLowerCase()).toContain('connection: close')

    await started.exited
    expect(alive(server)).toBe(false)
  } finally {
    started.cleanUp()
  }
})

test('SIGTERM to npm alone stops the server it started', async () => {
  const started = await npmStart()
  try {
    const server = started.serverPid()
    expect(alive(server)).toBe(true)
    process.kill(started.npm.pid ?? 0, 'SIGTERM')
    await started.exited
    expect(alive(server)).toBe(false)
    await expect(fetch(`${started.url}/healthz`)).rejects.toThrow()
  } finally {
    started.cleanUp()
  }
})
