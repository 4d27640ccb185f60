/**
 * A uid for a new block or entry (contract: 1–64 characters, unique in the page). Random bytes
 * rather than crypto.randomUUID, which browsers only offer on secure (https) pages.
 */
export function newUid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
