import { randomBytes } from 'node:crypto'

/** A new public identifier: 22 url-safe characters (128 random bits). */
export function newUid(): string {
  return randomBytes(16).toString('base64url')
}
