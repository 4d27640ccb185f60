import type { FuzzRequest } from './draft.ts'
import type { Findings } from './verdict.ts'

const SHOWN_BODY = 400

/** The request as a reader can send it again: method, address, headers, body (cut if long). */
export function reproduction(request: FuzzRequest): string {
  const body = request.body?.toString('utf8') ?? ''
  return JSON.stringify({
    request: request.index,
    method: request.method,
    target: request.target.length > 300 ? `${request.target.slice(0, 300)}…` : request.target,
    headers: Object.fromEntries(
      request.headers.map(([n, v]) => [n, v.length > 200 ? `${v.slice(0, 200)}…` : v]),
    ),
    body: body.length > SHOWN_BODY ? `${body.slice(0, SHOWN_BODY)}…(${body.length} bytes)` : body,
    mutations: request.mutations,
  })
}

/** Prints the figures of a run and every finding, with a request that reproduces it. */
export function printReport(findings: Findings, seconds: number): void {
  console.log(`\nRequests sent: ${findings.sent} in ${seconds.toFixed(1)} s`)
  const statuses = [...findings.statuses].sort(([a], [b]) => a.localeCompare(b))
  console.log(`By status: ${statuses.map(([status, count]) => `${status}: ${count}`).join(', ')}`)
  const operations = [...findings.operations]
  const neverSucceeded = operations.filter(([, counts]) => counts.succeeded === 0)
  console.log(
    `Operations: ${operations.length}; answered below 400 at least once: ${operations.length - neverSucceeded.length}` +
      (neverSucceeded.length > 0
        ? ` (never: ${neverSucceeded.map(([name]) => name).join(', ')})`
        : ''),
  )
  const list = [...findings.list.values()]
  console.log(`Findings (5xx, no answer, or an error outside {type, message}): ${list.length}`)
  for (const finding of list) {
    console.log(`\n- ${finding.key} (×${finding.count}): ${finding.fault}`)
    console.log(`  ${reproduction(finding.request)}`)
  }
}
