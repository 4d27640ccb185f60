import { fileURLToPath } from 'node:url'
import { Piscina } from 'piscina'
import { serviceUnavailable } from '../../http/service-unavailable.ts'
import { hashPassword, verifyPassword, type ScryptJob } from './password.ts'

/** Hashes and checks passwords at the configured cost. */
export interface Passwords {
  hash(password: string): Promise<string>
  verify(password: string, stored: string): Promise<boolean>
}

/** Passwords hashed on threads of their own; closed with the app. */
export interface PasswordPool extends Passwords {
  /** Threads running now: none until the first hash, none once closed. */
  readonly threads: number
  close(): Promise<void>
}

export interface PasswordPoolOptions {
  /** log2 of scrypt's N for new hashes. */
  cost: number
  /** Hashes computed at once, one per thread (each takes 128 MiB at cost 17). */
  threads: number
  /** Hashes that may wait for a thread; past them, 503 with Retry-After. */
  queue: number
}

const WORKER = fileURLToPath(new URL('./scrypt-worker.mjs', import.meta.url))
/** A thread left idle this long stops; the next hash starts one again. */
const IDLE_MS = 60_000

/**
 * scrypt on worker threads of its own, so that logins never hold up libuv's thread pool (and
 * with it every file the server sends), and a bounded queue, so that a flood of logins costs at
 * most `threads` scrypt buffers and is turned away with 503 rather than waiting without end.
 */
export function startPasswordPool(options: PasswordPoolOptions): PasswordPool {
  const piscina = new Piscina<ScryptJob, Uint8Array>({
    filename: WORKER,
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: IDLE_MS,
    // Below the event loop's priority: when cores are few, a hash waits rather than a file.
    niceIncrement: 10,
  })
  // Counted here rather than by Piscina's maxQueue, whose room grows while threads start.
  let inFlight = 0
  let closed = false

  async function derive(job: ScryptJob): Promise<Uint8Array> {
    if (closed || inFlight >= options.threads + options.queue) throw serviceUnavailable()
    inFlight += 1
    try {
      return await piscina.run(job)
    } finally {
      inFlight -= 1
    }
  }

  return {
    hash: (password) => hashPassword(password, options.cost, derive),
    verify: (password, stored) => verifyPassword(password, stored, derive),
    get threads() {
      return piscina.threads.length
    },
    async close() {
      closed = true
      await piscina.close()
    },
  }
}
