import { describe, expect, it } from 'vitest'
import { HOUR_MS } from '../../lib/time-units.ts'
import { isPrivateAddress, webhookUrlRefusal } from './webhook-target.ts'
import { signWebhook, verifyWebhookSignature } from './webhook-signature.ts'
import { WEBHOOK_RETRY_WINDOW_MS, webhookDeliveryJob, webhookRetryDelays } from './webhook-jobs.ts'

describe('webhook rules', () => {
  it('retries with doubling waits for as long as fits in 72 hours', () => {
    const delays = webhookRetryDelays()
    expect(delays[0]).toBe(60_000)
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBe(2 * delays[i - 1]!)
    const total = delays.reduce((sum, delay) => sum + delay, 0)
    expect(total).toBeLessThanOrEqual(WEBHOOK_RETRY_WINDOW_MS)
    // One more doubling would go past the window: the schedule uses it to the end.
    expect(total + 2 * delays.at(-1)!).toBeGreaterThan(WEBHOOK_RETRY_WINDOW_MS)
    expect(total).toBeGreaterThan(60 * HOUR_MS)
  })

  it('waits a minute before the first retry unless the setting shortens it', () => {
    // No database is reached: only the job's retry settings are read.
    const db = {} as Parameters<typeof webhookDeliveryJob>[0]
    const production = webhookDeliveryJob(db, { allowPrivate: false })
    expect(webhookRetryDelays(production)).toEqual(webhookRetryDelays())
    const bench = webhookDeliveryJob(db, { allowPrivate: true, backoffMs: 100 })
    expect(webhookRetryDelays(bench).slice(0, 3)).toEqual([100, 200, 400])
    expect(bench.attempts).toBe(production.attempts)
  })

  it('refuses private, loopback and plain http targets unless allowed', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true)
    }
    expect(isPrivateAddress('93.184.216.34')).toBe(false)
    expect(await webhookUrlRefusal('https://127.0.0.1/hook', false)).toMatch(/private/)
    expect(await webhookUrlRefusal('https://[::1]/hook', false)).toMatch(/private/)
    expect(await webhookUrlRefusal('https://localhost/hook', false)).toMatch(/private/)
    expect(await webhookUrlRefusal('http://93.184.216.34/hook', false)).toMatch(/https/)
    expect(await webhookUrlRefusal('https://user:pw@93.184.216.34/', false)).toMatch(/password/)
    expect(await webhookUrlRefusal('https://93.184.216.34/hook', false)).toBeNull()
    expect(await webhookUrlRefusal('http://127.0.0.1:9/hook', true)).toBeNull()
    expect(await webhookUrlRefusal('not a url', true)).toMatch(/full URL/)
  })

  it('signs as Stripe does and refuses an old timestamp', () => {
    const now = new Date('2026-12-06T12:00:00Z')
    const t = Math.floor(now.getTime() / 1000)
    const header = signWebhook('whsec_test', t, '{"a":1}')
    expect(verifyWebhookSignature(header, 'whsec_test', '{"a":1}', now)).toBe(true)
    expect(verifyWebhookSignature(header, 'whsec_test', '{"a":2}', now)).toBe(false)
    const later = new Date(now.getTime() + 301_000)
    expect(verifyWebhookSignature(header, 'whsec_test', '{"a":1}', later)).toBe(false)
  })
})
