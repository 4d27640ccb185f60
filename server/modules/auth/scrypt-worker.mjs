// A worker of the password pool (password-pool.ts). Plain JavaScript importing node:crypto only,
// so it loads the same under tsx, Vitest and plain Node without a TypeScript loader.
import { scryptSync } from 'node:crypto'

// Synchronous on purpose: the asynchronous scrypt would run on libuv's thread pool, which the
// process's threads share with file serving, and this thread would only wait for it.
export default function derive({ password, salt, length, cost }) {
  return scryptSync(password, salt, length, cost)
}
