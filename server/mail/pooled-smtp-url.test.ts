import { describe, expect, it } from 'vitest'
import { pooledSmtpUrl } from './mailer.ts'

describe('the SMTP address the mailer connects with', () => {
  it('pools 8 connections unless the address says otherwise, keeping its credentials', () => {
    expect(pooledSmtpUrl('smtp://127.0.0.1:2525')).toBe(
      'smtp://127.0.0.1:2525?pool=true&maxConnections=8',
    )
    expect(pooledSmtpUrl('smtps://us%40er:p%2Fss@mail.example:465?pool=false')).toBe(
      'smtps://us%40er:p%2Fss@mail.example:465?pool=false&maxConnections=8',
    )
    expect(pooledSmtpUrl('smtp://mail.example?maxConnections=2')).toBe(
      'smtp://mail.example?maxConnections=2&pool=true',
    )
  })
})
