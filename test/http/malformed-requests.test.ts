import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../support/app.ts'
import { DIALECTS } from '../support/database.ts'
import { createWebsite } from '../support/fixtures.ts'
import { sendRaw } from '../support/raw-http.ts'

/**
 * Requests Fastify or node answer before any route: they get the §8 shape too. Those `inject`
 * cannot make go through a real server on a local port.
 */
describe.each(DIALECTS)('a malformed request, on %s', (dialect) => {
  let t: TestApp
  let port: number

  beforeAll(async () => {
    // A short pause limit, so a stalled body is given up quickly here.
    t = await startTestApp(dialect, {}, { bodyPauseLimitMs: 200 })
    await createWebsite(t.database.db, { hosts: ['localhost'] })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
  })
  afterAll(() => t.close())

  it('with a malformed percent-escape in its address gets a 400 naming the path', async () => {
    for (const url of [`${API_BASE}/items/%/`, '/embed/%zz/']) {
      const answer = await t.app.inject({ url })
      expect(answer.statusCode, url).toBe(400)
      expect(answer.json(), url).toEqual({
        type: 'ValidationError',
        message: 'path: Cette adresse n’est pas valide.',
        details: { path: ['Cette adresse n’est pas valide.'] },
        request_id: expect.any(String),
      })
    }
  })

  it('with a malformed address gets its 400 in English when the visitor reads English', async () => {
    const answer = await t.app.inject({
      url: `${API_BASE}/items/%/`,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    })
    expect(answer.json()).toMatchObject({
      message: 'path: This address is not valid.',
      details: { path: ['This address is not valid.'] },
    })
  })

  it('with headers larger than the server reads gets a 431 in the error shape', async () => {
    const answer = await sendRaw(
      port,
      `GET ${API_BASE}/website/ HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
    )
    expect(answer.status).toBe(431)
    expect(answer.headers['content-type']).toContain('application/json')
    expect(JSON.parse(answer.body)).toEqual({
      type: 'HeadersTooLarge',
      message: 'Les en-têtes de la requête sont trop volumineux.',
    })
  })

  it('without a Host header gets a 400 naming it', async () => {
    const answer = await sendRaw(
      port,
      `GET ${API_BASE}/website/ HTTP/1.1\r\nConnection: close\r\n\r\n`,
    )
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual({
      type: 'ValidationError',
      message: 'host: Cet en-tête est obligatoire.',
      details: { host: ['Cet en-tête est obligatoire.'] },
      request_id: expect.any(String),
    })
  })

  it('in HTTP/1.0, which needs no Host, is answered by the default website', async () => {
    const answer = await sendRaw(port, `GET ${API_BASE}/website/ HTTP/1.0\r\n\r\n`)
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toHaveProperty('name', 'Test site')
  })

  it('that is not HTTP gets a 400 in the error shape', async () => {
    const answer = await sendRaw(port, 'HELLO THERE\r\n\r\n')
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toMatchObject({ type: 'ValidationError' })
  })

  it('whose body stops short of its Content-Length gets a 408 instead of waiting', async () => {
    const stalled = (headers: string) =>
      sendRaw(
        port,
        `POST ${API_BASE}/contact/ HTTP/1.1\r\nHost: localhost\r\n${headers}` +
          `Content-Type: application/json\r\nContent-Length: 50\r\n\r\n{"email": "a@b.example"`,
      )
    const answer = await stalled('')
    expect(answer.status).toBe(408)
    expect(JSON.parse(answer.body)).toEqual({
      type: 'RequestTimeout',
      message: 'Le corps de la requête a cessé d’arriver avant d’être complet.',
    })
    const english = await stalled('Accept-Language: en\r\n')
    expect(JSON.parse(english.body)).toMatchObject({
      message: 'The request body stopped arriving before it was complete.',
    })
  })

  it('with a whole body is still answered on a real connection', async () => {
    const body = JSON.stringify({ email: 'not an address' })
    const answer = await sendRaw(
      port,
      `POST ${API_BASE}/contact/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    )
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toMatchObject({ type: 'ValidationError' })
  })
})
