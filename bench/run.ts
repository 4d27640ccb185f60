import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import autocannon from 'autocannon'

/** Shared pieces of the benchmarks: a bounded child process and an autocannon run. */

export interface Figures {
  label: string
  p50: number
  p99: number
  rps: number
  failures: number
  /** Answers received; 0 means every request took longer than the run. */
  answered: number
}

/** The round whose throughput is the median of the rounds of one call. */
export function medianRound(figures: Figures[]): Figures {
  const sorted = [...figures].sort((a, b) => a.rps - b.rps)
  const median = sorted[Math.floor(sorted.length / 2)]
  if (!median) throw new Error('no rounds were measured')
  return median
}

/** Runs autocannon for `seconds` against a loopback address. */
export async function measure(
  label: string,
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers })
  return {
    label,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    failures: result.non2xx + result.errors,
    answered: result['2xx'] + result.non2xx,
  }
}

export function printTable(rows: Figures[]): void {
  console.log('\n| call | p50 ms | p99 ms | req/s | non-2xx/errors |\n|---|---|---|---|---|')
  for (const row of rows) {
    console.log(
      `| ${row.label} | ${row.p50} | ${row.p99} | ${Math.round(row.rps)} | ${row.failures} |`,
    )
  }
}

/** Starts a TypeScript file in a child process of its own group, so it can be stopped whole. */
export function startChild(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(args[0] ?? process.execPath, args.slice(1), {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
}

/** Stops a child started by startChild, with its own children. */
export function stopChild(child: ChildProcess): void {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
}

/** The first line a child prints. */
export function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const end = buffer.indexOf('\n')
      if (end >= 0) resolve(buffer.slice(0, end))
    })
    child.once('exit', (code) => reject(new Error(`child exited with ${code} before answering`)))
  })
}

/** A TCP port free on the loopback interface just now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Waits up to 60 s for `url` to answer 2xx, failing early if the server stopped. */
export async function waitFor(url: string, isRunning: () => boolean): Promise<void> {
  const started = Date.now()
  while (Date.now() - started < 60_000) {
    if (!isRunning()) throw new Error('the server stopped before answering')
    if ((await fetch(url).catch(() => null))?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer within 60 s`)
}

/** The value below which `share` (0.99 for p99) of the sorted values fall; NaN when there are none. */
export function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN
}

/** The resident memory of a process, from Linux's /proc. */
export function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)
  return Number(line?.[1] ?? 0) * 1024
}

/** CPU seconds process `pid` has used so far (user and system), from /proc; NaN once it ended. */
export function cpuSeconds(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return NaN
  }
}
