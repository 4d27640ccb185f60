import type { FullResult, Reporter, Suite } from '@playwright/test/reporter'

/**
 * Prints one plain closing line, `playwright: N passed, N failed, N skipped`, that CI reads to
 * count the journeys that ran (the vitest run prints the same kind of line).
 */
export default class SummaryReporter implements Reporter {
  private root: Suite | undefined

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite
  }

  onEnd(result: FullResult): void {
    let passed = 0
    let failed = 0
    let skipped = 0
    for (const test of this.root?.allTests() ?? []) {
      const outcome = test.outcome()
      if (outcome === 'skipped') skipped++
      else if (outcome === 'unexpected') failed++
      else passed++
    }
    // A failing global setup runs no test at all: it still has to read as a failure.
    if (result.status !== 'passed' && failed === 0) failed++
    console.log(`\nplaywright: ${passed} passed, ${failed} failed, ${skipped} skipped`)
  }

  printsToStdio(): boolean {
    return false
  }
}
