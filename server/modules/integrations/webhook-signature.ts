import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A delivery's signature, as Stripe signs its webhooks: `t=<unix seconds>,v1=<hex>`, where the
 * hex is HMAC-SHA256 with the endpoint's secret of `<t>.<raw body>`. A receiver recomputes it,
 * compares in constant time, and refuses a `t` too far from its clock (replays).
 */
export function signWebhook(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')
  return `t=${unixSeconds},v1=${mac}`
}

/** Whether `header` signs `body` with `secret`, at most `toleranceSeconds` from `now`. */
export function verifyWebhookSignature(
  header: string,
  secret: string,
  body: string,
  now = new Date(),
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const [key, ...value] = part.trim().split('=')
      return [key, value.join('=')] as const
    }),
  )
  const t = Number(parts.get('t'))
  const given = parts.get('v1') ?? ''
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false
  const expected = signWebhook(secret, t, body).split('v1=')[1]!
  return (
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  )
}
