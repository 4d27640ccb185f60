import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password.ts'

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
