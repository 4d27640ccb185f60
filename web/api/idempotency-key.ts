/** A new Idempotency-Key: 128 random bits in hex. */
export function newIdempotencyKey(): string {
  // getRandomValues, unlike randomUUID, works on a plain-http address too.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
