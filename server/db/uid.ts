import { randomBytes } from 'node:crypto'

/**
 * A new public identifier: 22 url-safe characters (128 random bits), never starting with a
 * dash, which the admin command line would read as an option (`--plan -w2B…`).
 */
export function newUid(): string {
  const uid = randomBytes(16).toString('base64url')
  return uid.startsWith('-') ? newUid() : uid
}
