import { createServer, type Server } from 'node:http'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from '@playwright/test'
import { build } from 'vite'

/**
 * The main-thread scripting time of a page's load, read from a Chrome trace, and a reference
 * page to compare it with: a figure in milliseconds means little from one machine to another,
 * its ratio to the reference measured in the same run does.
 */
const here = path.dirname(fileURLToPath(import.meta.url))

/** Trace events that run JavaScript (compiling it included) on a renderer's main thread. */
const SCRIPTING = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'V8.Execute',
  'v8.run',
  'ParseHTML',
])

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: { name?: string }
}

/**
 * Milliseconds of the renderer's main thread spent in scripts, each nested event counted once.
 * ParseHTML counts only for the scripts it runs inline: it is listed so that its nested script
 * events are not counted twice, and its own time is left out.
 */
export function scriptingMs(trace: Buffer): number {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  )
  const complete = traceEvents
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.name !== 'ParseHTML' &&
        SCRIPTING.has(event.name) &&
        mainThreads.has(`${event.pid}:${event.tid}`),
    )
    .sort((a, b) => a.ts - b.ts)
  let total = 0
  const openUntil = new Map<string, number>()
  for (const event of complete) {
    const thread = `${event.pid}:${event.tid}`
    const end = event.ts + (event.dur ?? 0)
    const until = openUntil.get(thread) ?? -Infinity
    if (event.ts >= until) {
      total += event.dur ?? 0
      openUntil.set(thread, end)
    } else if (end > until) {
      total += end - until
      openUntil.set(thread, end)
    }
  }
  return total / 1000
}

/** Loads `url` in a new page until `ready` holds and the network is quiet, traced. */
export async function tracedLoad(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
  try {
    await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', '__metadata'] })
    await page.goto(url, { timeout: 180_000 })
    await ready(page)
    return scriptingMs(await browser.stopTracing())
  } finally {
    await page.close()
  }
}

export interface ReferencePage {
  url: string
  stop: () => Promise<void>
}

/** Builds the reference page (bench/reference/hydrate-one.ts) and serves it on a free port. */
export async function startReferencePage(): Promise<ReferencePage> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-reference-'))
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: false,
      rollupOptions: {
        input: path.join(here, 'reference/hydrate-one.ts'),
        output: { entryFileNames: 'reference.js', inlineDynamicImports: true },
      },
    },
  })
  const script = readFileSync(path.join(outDir, 'reference.js'))
  const html =
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Référence</title>' +
    '<script type="module" src="/reference.js"></script></head>' +
    '<body><div id="root"><p>Bonjour</p></div></body></html>'
  const server: Server = createServer((request, response) => {
    const isScript = request.url === '/reference.js'
    response.writeHead(200, {
      'content-type': isScript ? 'text/javascript' : 'text/html; charset=utf-8',
    })
    response.end(isScript ? script : html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}
