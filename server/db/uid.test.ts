import { describe, expect, it } from 'vitest'
import { newUid } from './uid.ts'

describe('new uids', () => {
  it('are 22 url-safe characters, all different, none starting with a dash', () => {
    // One uid in 64 started with a dash before; 2000 would almost surely have shown one.
    const uids = Array.from({ length: 2000 }, newUid)
    for (const uid of uids) expect(uid).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{21}$/)
    expect(new Set(uids).size).toBe(uids.length)
  })
})
