import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, DISABLED_FEATURES_FLAG } from '../test/support/chromium.ts'

/**
 * Lighthouse for the benchmarks, through `npx lighthouse@12.8.2` (the last version for Node 20),
 * fetched from the npm registry on first use rather than weighing on every `npm install`. It
 * runs on the system Chromium; the figures are medians of several runs, with the machine's
 * `benchmarkIndex`, because one run here varies several-fold.
 */
const LIGHTHOUSE = 'lighthouse@12.8.2'

export interface LighthouseOptions {
  /** Lighthouse's own flags, e.g. `--preset=desktop`. */
  flags?: string[]
  /**
   * The debugging port of a Chromium the caller started (and signed in): Lighthouse then uses
   * it, with the page's storage kept, instead of starting a clean one.
   */
  port?: number
}

function lighthouseOnce(url: string, folder: string, options: LighthouseOptions) {
  const output = path.join(folder, `lighthouse-${Date.now()}.json`)
  const browser =
    options.port === undefined
      ? // Lighthouse's launcher turns features off with its own list, which ours would replace.
        [
          `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.filter((flag) => flag !== DISABLED_FEATURES_FLAG).join(' ')}`,
        ]
      : [`--port=${options.port}`, '--disable-storage-reset']
  const run = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${output}`,
      ...browser,
      ...(options.flags ?? []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, encoding: 'utf8', timeout: 180_000 },
  )
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}:\n${run.stderr}`)
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    finalDisplayedUrl?: string
    categories: Record<string, { score: number | null }>
    audits: Record<string, { numericValue?: number }>
    environment?: { benchmarkIndex?: number }
  }
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100)
  const value = (name: string) => report.audits[name]?.numericValue ?? NaN
  return {
    finalUrl: report.finalDisplayedUrl ?? url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    cls: value('cumulative-layout-shift'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    interactiveMs: value('interactive'),
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
  }
}

export type Scores = ReturnType<typeof lighthouseOnce>
type Figure = Exclude<keyof Scores, 'finalUrl'>

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Each figure's median over the runs. */
export function medianScores(runs: Scores[]): Omit<Scores, 'finalUrl'> {
  const of = (name: Figure) => median(runs.map((run) => run[name]))
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    cls: of('cls'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    interactiveMs: of('interactiveMs'),
    benchmarkIndex: of('benchmarkIndex'),
  }
}

/** One Lighthouse run; one that fails to record a trace (NO_NAVSTART) is run again. */
export function lighthouse(
  url: string,
  folder: string,
  options: LighthouseOptions = {},
  attempts = 3,
): Scores {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouseOnce(url, folder, options)
    } catch (error) {
      if (attempt >= attempts) throw error
      console.error(`(Lighthouse failed on ${url}; running it again)`)
    }
  }
}

/** A fresh folder for the Lighthouse reports of one benchmark. */
export function reportsFolder(benchmark: string): string {
  return mkdtempSync(path.join(tmpdir(), `vitrine-bench-${benchmark}-`))
}

/** Removes the reports once the figures are printed, unless BENCH_KEEP asks to read them. */
export function removeReports(folder: string) {
  if (process.env.BENCH_KEEP) console.log(`Lighthouse reports kept in ${folder}`)
  else rmSync(folder, { recursive: true, force: true })
}
