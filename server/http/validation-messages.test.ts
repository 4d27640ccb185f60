import Fastify, { type FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerErrorHandler } from './error-handler.ts'

describe('the message of a 400 that names a field', () => {
  let app: FastifyInstance

  beforeAll(async () => {
    app = Fastify()
    registerErrorHandler(app)
    const body = Type.Object({
      colour: Type.String({ pattern: '^#[0-9a-f]{6}$' }),
      email: Type.Optional(Type.String({ format: 'email' })),
    })
    app.post('/check/', { schema: { body } }, async () => ({ ok: true }))
    await app.ready()
  })
  afterAll(() => app.close())

  const post = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/check/', payload, headers })

  it('says a value of the wrong form does not have the expected form, never showing the pattern', async () => {
    const answer = await post({ colour: 'red' })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({
      type: 'ValidationError',
      message: 'colour: Cette valeur n’a pas la forme attendue.',
      details: { colour: ['Cette valeur n’a pas la forme attendue.'] },
      request_id: expect.any(String),
    })
  })

  it('asks for a valid email address', async () => {
    const answer = await post({ colour: '#112233', email: 'nobody' })
    expect(answer.json().details).toEqual({ email: ['Saisissez une adresse e-mail valide.'] })
  })

  it('says it in English to a visitor who chose English', async () => {
    const english = { cookie: 'language=en' }
    expect((await post({ colour: 'red' }, english)).json()).toMatchObject({
      message: 'colour: This value does not have the expected form.',
      details: { colour: ['This value does not have the expected form.'] },
    })
    const email = await post({ colour: '#112233', email: 'nobody' }, english)
    expect(email.json().details).toEqual({ email: ['Enter a valid email address.'] })
  })
})
