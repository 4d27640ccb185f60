import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { cpuUsage } from 'node:process'
import ts from 'typescript'

/**
 * How fast this machine is at the work the suite does, on a fixed workload, so that two CI runs
 * on two machines can be compared: the same lockfile's suite has taken 17 minutes on one machine
 * of this kind and 35 on another. Prints the CPU seconds of each part (lower is faster); the
 * workload depends only on TypeScript's version, which the lockfile pins.
 *
 * - parse: TypeScript parsing its DOM library (what tsc, ESLint and Vitest's transforms do most);
 * - hash: SHA-256 over 256 MB (native code, the processor alone).
 */
const domLibrary = readFileSync(
  createRequire(import.meta.url).resolve('typescript/lib/lib.dom.d.ts'),
  'utf8',
)

function cpuSecondsOf(work: () => void): number {
  const before = cpuUsage()
  work()
  const spent = cpuUsage(before)
  return (spent.user + spent.system) / 1e6
}

const parse = cpuSecondsOf(() => {
  for (let round = 0; round < 6; round++) {
    ts.createSourceFile('lib.dom.d.ts', domLibrary, ts.ScriptTarget.ES2022, true)
  }
})
const hash = cpuSecondsOf(() => {
  const block = Buffer.alloc(1 << 20, 7)
  const sha = createHash('sha256')
  for (let megabyte = 0; megabyte < 256; megabyte++) sha.update(block)
  sha.digest()
})

console.log(
  `machine speed (CPU s, lower is faster): parse ${parse.toFixed(2)}, hash ${hash.toFixed(2)}, ` +
    `load average ${(await import('node:os')).loadavg()[0]!.toFixed(2)}`,
)
