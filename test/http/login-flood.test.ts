import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../support/app.ts'
import { createUser, createWebsite, type TestUser } from '../support/fixtures.ts'

function login(t: TestApp, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}/auth/login/`,
    payload: { email, password },
  })
}

describe('a flood of logins on one hashing thread with room for one more', () => {
  let t: TestApp
  let user: TestUser

  beforeAll(async () => {
    // Unknown addresses are checked against a hash at this cost (64 MiB, a few hundred ms).
    t = await startTestApp('sqlite', {
      PASSWORD_HASH_COST: '16',
      PASSWORD_HASH_THREADS: '1',
      PASSWORD_HASH_QUEUE: '1',
    })
    user = await createUser(t.database.db, await createWebsite(t.database.db))
  })
  afterAll(() => t?.close())

  it('answers the logins past the queue 503 with Retry-After, and the others as usual', async () => {
    const guesses = [1, 2, 3, 4, 5, 6].map((n) => login(t, `guess${n}@test.example`, 'guessing'))
    const answers = await Promise.all(guesses)
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThanOrEqual(1)
    const refused = answers.filter((answer) => answer.statusCode === 503)
    expect(refused.length).toBeGreaterThanOrEqual(1)
    expect(refused.length + statuses.filter((status) => status === 400).length).toBe(6)
    for (const answer of refused) {
      expect(answer.json()).toEqual({
        type: 'ServiceUnavailable',
        message: expect.any(String),
        request_id: expect.any(String),
      })
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    }
    // The flood over, a customer signs in again.
    expect((await login(t, user.email, user.password)).statusCode).toBe(200)
  })
})

describe('a login turned away before the first unknown address was ever checked', () => {
  it('does not turn away the logins that come after', async () => {
    const t = await startTestApp('sqlite', {
      PASSWORD_HASH_COST: '16',
      PASSWORD_HASH_THREADS: '1',
      PASSWORD_HASH_QUEUE: '0',
    })
    try {
      await createWebsite(t.database.db)
      // The only thread is busy, so the hash unknown addresses are checked against cannot be made.
      const busy = t.app.passwords.hash('someone else registering')
      expect((await login(t, 'first@test.example', 'guessing')).statusCode).toBe(503)
      await busy
      expect((await login(t, 'second@test.example', 'guessing')).statusCode).toBe(400)
    } finally {
      await t.close()
    }
  })
})

describe('closing the app', () => {
  it('stops the threads that hash passwords', async () => {
    const t = await startTestApp('sqlite')
    try {
      const user = await createUser(t.database.db, await createWebsite(t.database.db))
      expect((await login(t, user.email, user.password)).statusCode).toBe(200)
      expect(t.app.passwords.threads).toBeGreaterThan(0)
    } finally {
      await t.close()
    }
    expect(t.app.passwords.threads).toBe(0)
  })
})
