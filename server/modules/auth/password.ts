import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto'

/** One scrypt run: what `DeriveKey` computes, in this process or on the password pool. */
export interface ScryptJob {
  password: string
  salt: Uint8Array
  length: number
  cost: ScryptOptions
}

/** Computes the scrypt key of a job. */
export type DeriveKey = (job: ScryptJob) => Promise<Uint8Array>

/**
 * scrypt on libuv's thread pool, which also serves every file the server sends: right for the
 * command line, the demo seed and tests; the server hashes on its password pool instead.
 */
export const deriveInProcess: DeriveKey = ({ password, salt, length, cost }) =>
  new Promise((resolve, reject) =>
    scryptCallback(password, salt, length, cost, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )

const KEY_LENGTH = 32

/**
 * A scrypt hash stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<key>`, so the cost can rise later
 * without breaking old hashes. Production uses N = 2^17, r = 8, p = 1.
 */
export async function hashPassword(
  password: string,
  log2N: number,
  derive: DeriveKey = deriveInProcess,
): Promise<string> {
  const salt = randomBytes(16)
  const r = 8
  const p = 1
  const key = await derive({ password, salt, length: KEY_LENGTH, cost: costOf(log2N, r, p) })
  return [
    'scrypt',
    log2N,
    r,
    p,
    salt.toString('base64url'),
    Buffer.from(key).toString('base64url'),
  ].join('$')
}

function costOf(log2N: number, r: number, p: number): ScryptOptions {
  const N = 2 ** log2N
  return { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }
}

/** Whether a password matches a stored hash, compared in constant time. */
export async function verifyPassword(
  password: string,
  stored: string,
  derive: DeriveKey = deriveInProcess,
): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !log2N || !r || !p || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive({
    password,
    salt: Buffer.from(salt, 'base64url'),
    length: expected.length,
    cost: costOf(Number(log2N), Number(r), Number(p)),
  })
  return timingSafeEqual(expected, actual)
}
