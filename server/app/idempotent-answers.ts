import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
} from 'node:crypto'

/**
 * What is kept of an Idempotency-Key and of the answer to its first request (see
 * idempotent-requests.ts): the key is kept only as an HMAC under the server's secret, and the
 * answer — which may hold a login token — only encrypted (AES-256-GCM) under a key derived from
 * the client's Idempotency-Key, which the server never stores. Whoever reads the database reads
 * no answer; whoever sends the key again gets it, as the client that made it would.
 */

/** An answer as it is replayed. */
export interface KeptAnswer {
  status: number
  headers: Record<string, string | string[]>
  body: string
}

/** The id a key is kept under: one website's key is not another's. */
export function keyIdOf(secret: string, websiteUid: string, key: string): string {
  return createHmac('sha256', secret).update(`${websiteUid}\n${key}`).digest('base64url')
}

/** What the request asked: the same key sent with another request is refused. */
export function fingerprintOf(parts: {
  method: string
  url: string
  body: unknown
  credentials: string
}): string {
  return createHash('sha256')
    .update(`${parts.method} ${parts.url}\n${parts.credentials}\n`)
    .update(JSON.stringify(parts.body ?? null))
    .digest('base64url')
}

function cipherKey(secret: string, key: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, secret, 'vitrine idempotent answer', 32))
}

export function sealAnswer(secret: string, key: string, answer: KeptAnswer): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', cipherKey(secret, key), iv)
  const sealed = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')
}

/** The answer, or null when it cannot be opened with this key (it never can with another). */
export function openAnswer(secret: string, key: string, sealed: string): KeptAnswer | null {
  try {
    const bytes = Buffer.from(sealed, 'base64')
    const decipher = createDecipheriv('aes-256-gcm', cipherKey(secret, key), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(12, 28))
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()])
    return JSON.parse(text.toString('utf8')) as KeptAnswer
  } catch {
    return null
  }
}
