// A worker of the password pool (password-pool.ts). Plain JavaScript importing node: modules
// only, so it loads the same under tsx, Vitest and plain Node without a TypeScript loader.
import { scryptSync } from 'node:crypto'
import { setPriority } from 'node:os'

// On Linux a nice value belongs to a thread, and pid 0 names the calling one: this thread
// yields its core to the event loop (file serving) whenever both want it. Hashing still gets
// every cycle the server does not need. Where the system refuses, the default priority stays.
const HASHING_NICENESS = 15
try {
  setPriority(0, HASHING_NICENESS)
} catch {
  // Not permitted here: hash at the normal priority.
}

// Synchronous on purpose: the asynchronous scrypt would run on libuv's thread pool, which the
// process's threads share with file serving, and this thread would only wait for it.
export default function derive({ password, salt, length, cost }) {
  return scryptSync(password, salt, length, cost)
}
