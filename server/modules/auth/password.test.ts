import { afterEach, describe, expect, it } from 'vitest'
import { AppError } from '../../errors.ts'
import { startPasswordPool, type PasswordPool } from './password-pool.ts'
import { hashPassword, verifyPassword } from './password.ts'

/** Made by the in-process hashing that came before the pool; stored hashes like it must verify. */
const EARLIER_HASH =
  'scrypt$10$8$1$tQ9BuoC-wbZiwgoNbA0rkg$w0hjvwJLZSUFR4XlnNCad-KX6M5riNetBYzZbpI64Co'

describe('password hashes', () => {
  it('uses scrypt N=2^17, r=8, p=1 at the production cost', async () => {
    const hash = await hashPassword('correct horse battery', 17)
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]+\$[\w-]+$/)
    expect(await verifyPassword('correct horse battery', hash)).toBe(true)
    expect(await verifyPassword('correct horse battery!', hash)).toBe(false)
  })

  it('salts each hash so equal passwords do not look alike', async () => {
    const [a, b] = await Promise.all([hashPassword('same', 10), hashPassword('same', 10)])
    expect(a).not.toBe(b)
  })

  it('rejects a stored value that is not a scrypt hash', async () => {
    expect(await verifyPassword('anything', '')).toBe(false)
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false)
  })
})

describe('the password pool', () => {
  const pools: PasswordPool[] = []
  const start = (threads: number, queue: number, cost = 10) => {
    const pool = startPasswordPool({ cost, threads, queue })
    pools.push(pool)
    return pool
  }
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.close()))
  })

  it('accepts the passwords of hashes stored before it, and only those', async () => {
    const pool = start(1, 4)
    expect(await pool.verify('correct horse battery', EARLIER_HASH)).toBe(true)
    expect(await pool.verify('correct horse battery!', EARLIER_HASH)).toBe(false)
    expect(await pool.verify('anything', 'md5$abc')).toBe(false)
  })

  it('makes hashes of the same format at its cost, which hashing in process accepts', async () => {
    const hash = await start(1, 4, 11).hash('correct horse battery')
    expect(hash).toMatch(/^scrypt\$11\$8\$1\$[\w-]+\$[\w-]+$/)
    expect(await verifyPassword('correct horse battery', hash)).toBe(true)
    expect(await verifyPassword('wrong', hash)).toBe(false)
  })

  it('turns away hashes past its threads and queue with 503 and Retry-After', async () => {
    const pool = start(1, 1, 14)
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map(() => pool.hash('flood')))
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ])
    const refusal = (outcomes[2] as PromiseRejectedResult).reason as AppError
    expect(refusal).toBeInstanceOf(AppError)
    expect([refusal.status, refusal.type]).toEqual([503, 'ServiceUnavailable'])
    expect(refusal.retryAfter).toBeGreaterThan(0)
    // Room again once the hashes are done.
    expect(await pool.verify('flood', (outcomes[0] as PromiseFulfilledResult<string>).value)).toBe(
      true,
    )
  })

  it('stops its threads when closed, and hashes no more', async () => {
    const pool = start(2, 0)
    await Promise.all([pool.hash('a'), pool.hash('b')])
    expect(pool.threads).toBeGreaterThan(0)
    await pool.close()
    expect(pool.threads).toBe(0)
    await expect(pool.hash('c')).rejects.toMatchObject({ status: 503 })
  })
})
