import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { percentile } from '../run.ts'

/** One answer a call got: when (ms since the run began) and whether it was the expected one. */
interface Attempt {
  at: number
  ms: number
  ok: boolean
  status: number
}

/** Every attempt of every call of a run, by call name, and the run's clock. */
export class CallLog {
  readonly began = performance.now()
  readonly attempts = new Map<string, Attempt[]>()
  /** Calls that still failed after the client's retries (what a visitor would see fail). */
  readonly failed = new Map<string, number>()

  now(): number {
    return performance.now() - this.began
  }

  add(name: string, attempt: Attempt): void {
    const list = this.attempts.get(name) ?? []
    list.push(attempt)
    this.attempts.set(name, list)
  }

  fail(name: string): void {
    this.failed.set(name, (this.failed.get(name) ?? 0) + 1)
  }

  /** Each attempt that got no expected answer: its call, its status, and when it got it. */
  unexpected(): { name: string; status: number; at: number }[] {
    return [...this.attempts].flatMap(([name, list]) =>
      list
        .filter((attempt) => !attempt.ok)
        .map((attempt) => ({ name, status: attempt.status, at: attempt.at + attempt.ms })),
    )
  }
}

/** What a call answered: its status, headers and body text. */
export interface Answer {
  status: number
  headers: Headers
  text: string
}

/** A status a client tries again after: the balancer found no process, or the database was away. */
const isPassing = (status: number) => status === 0 || status === 502 || status === 503

/**
 * Sends one request and logs the attempt under `name`; `expect` says whether the answer is the
 * one a working server gives. Answers the status 0 when the connection failed.
 */
export async function attempt(
  log: CallLog,
  name: string,
  url: string,
  init: RequestInit,
  expect: (answer: Answer) => boolean,
): Promise<Answer> {
  const at = log.now()
  const started = performance.now()
  let answer: Answer
  try {
    const response = await fetch(url, { ...init, redirect: 'manual' })
    answer = { status: response.status, headers: response.headers, text: await response.text() }
  } catch {
    answer = { status: 0, headers: new Headers(), text: '' }
  }
  log.add(name, { at, ms: performance.now() - started, ok: expect(answer), status: answer.status })
  return answer
}

/** Tries again for this long at most, as a visitor clicking again (or a player) would. */
const RETRY_FOR_MS = 15_000
const RETRY_PAUSE_MS = 500

/**
 * `attempt`, tried again while the answer says the service is passingly away (502, 503, no
 * connection), for up to RETRY_FOR_MS; a call still failing then is counted as failed.
 */
export async function call(
  log: CallLog,
  name: string,
  url: string,
  init: RequestInit,
  expect: (answer: Answer) => boolean,
): Promise<Answer | null> {
  const deadline = performance.now() + RETRY_FOR_MS
  for (;;) {
    const answer = await attempt(log, name, url, init, expect)
    if (expect(answer)) return answer
    if (!isPassing(answer.status) || performance.now() > deadline) {
      log.fail(name)
      return null
    }
    await sleep(RETRY_PAUSE_MS)
  }
}

/** The run's table: per call, attempts, unexpected answers, calls failed for good, p50, p99. */
export function printCalls(log: CallLog, seconds: number): void {
  console.log(
    '\n| call | requests | req/s | unexpected answers | failed after retries | p50 ms | p99 ms |',
  )
  console.log('|---|---|---|---|---|---|---|')
  let total = 0
  for (const [name, list] of [...log.attempts].sort(([a], [b]) => a.localeCompare(b))) {
    const times = list.map((entry) => entry.ms).sort((a, b) => a - b)
    const bad = list.filter((entry) => !entry.ok)
    const statuses = [...new Set(bad.map((entry) => entry.status))].join(', ')
    total += list.length
    console.log(
      `| ${name} | ${list.length} | ${(list.length / seconds).toFixed(1)} | ${bad.length}${statuses ? ` (${statuses})` : ''} | ${log.failed.get(name) ?? 0} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.99).toFixed(1)} |`,
    )
  }
  console.log(`| all | ${total} | ${(total / seconds).toFixed(1)} | | | | |`)
}
