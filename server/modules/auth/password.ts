import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto'

function scrypt(password: string, salt: Buffer, length: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

const KEY_LENGTH = 32

/**
 * A scrypt hash stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<key>`, so the cost can rise later
 * without breaking old hashes. Production uses N = 2^17, r = 8, p = 1.
 */
export async function hashPassword(password: string, log2N: number): Promise<string> {
  const salt = randomBytes(16)
  const r = 8
  const p = 1
  const key = await scrypt(password, salt, KEY_LENGTH, costOf(log2N, r, p))
  return ['scrypt', log2N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

function costOf(log2N: number, r: number, p: number): ScryptOptions {
  const N = 2 ** log2N
  return { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }
}

/** Whether a password matches a stored hash, compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !log2N || !r || !p || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await scrypt(
    password,
    Buffer.from(salt, 'base64url'),
    expected.length,
    costOf(Number(log2N), Number(r), Number(p)),
  )
  return timingSafeEqual(expected, actual)
}
