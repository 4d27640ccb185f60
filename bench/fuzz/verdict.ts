import { asksForPage } from '../../server/http/asks-for-page.ts'
import type { FuzzRequest } from './draft.ts'
import type { Outcome } from './send.ts'

/** What is wrong with an answer, or null when it is one the rules allow. */
export function fault(request: FuzzRequest, outcome: Outcome): string | null {
  if (outcome.kind === 'no answer') return `no answer: ${outcome.reason}`
  if (outcome.status >= 500) return `${outcome.status} ${bodyText(outcome.body)}`
  if (outcome.status < 400 || request.method === 'HEAD') return null
  const type = outcome.headers['content-type'] ?? '(none)'
  // A browser opening one of the server's pages (the embed player, a sandbox payment page) is
  // shown what went wrong as a page; only a request whose Accept asks for HTML may get one.
  const accept = request.headers.find(([name]) => name === 'accept')?.[1]
  if (type.startsWith('text/html') && asksForPage(accept)) return null
  let body: unknown
  try {
    body = JSON.parse(outcome.body.toString('utf8'))
  } catch {
    return `${outcome.status} not JSON (${type}): ${bodyText(outcome.body)}`
  }
  const shaped =
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { type?: unknown }).type === 'string' &&
    typeof (body as { message?: unknown }).message === 'string'
  return shaped ? null : `${outcome.status} outside {type, message}: ${bodyText(outcome.body)}`
}

function bodyText(body: Buffer): string {
  const text = body.toString('utf8').replace(/\s+/g, ' ')
  return text.length > 160 ? `${text.slice(0, 160)}…` : text || '(empty)'
}

/** A fault, once per operation and status, with the first request that showed it. */
export interface Finding {
  key: string
  fault: string
  request: FuzzRequest
  count: number
}

export class Findings {
  readonly statuses = new Map<string, number>()
  readonly list = new Map<string, Finding>()
  /** Per operation: requests sent, and how many were answered below 400 (went all the way). */
  readonly operations = new Map<string, { sent: number; succeeded: number }>()
  sent = 0

  record(request: FuzzRequest, outcome: Outcome): void {
    this.sent += 1
    const status = outcome.kind === 'answer' ? String(outcome.status) : 'no answer'
    const operation = this.operations.get(request.operation) ?? { sent: 0, succeeded: 0 }
    operation.sent += 1
    if (outcome.kind === 'answer' && outcome.status < 400) operation.succeeded += 1
    this.operations.set(request.operation, operation)
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1)
    const found = fault(request, outcome)
    if (!found) return
    const key = `${request.operation} → ${status}${found.includes('not JSON') ? ' (not JSON)' : ''}`
    const known = this.list.get(key)
    if (known) known.count += 1
    else this.list.set(key, { key, fault: found, request, count: 1 })
  }
}
