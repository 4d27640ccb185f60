import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'
import { startServer } from '../e2e/support/server.ts'
import { buildStorefrontIfStale } from '../scripts/build-storefront.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/support/chromium.ts'

/**
 * `npx tsx bench/first-load-modules.ts [path]`: what the scripts a first visit of a page (the
 * home page by default) loads are made of, by package or storefront folder, from their
 * sourcemaps: the minified bytes of each, and its share of the gzip size as sent.
 * The sourcemaps come from a second build into a folder of its own (`--sourcemap hidden` leaves
 * the scripts byte for byte as served, so their names match). `BENCH_BY=file` lists source
 * files instead of packages; `BENCH_TOP` sets how many rows (30).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const TOP = Number(process.env.BENCH_TOP ?? 30)

/** `BENCH_BY=file`: one row per source file instead of per package or folder. */
const BY_FILE = process.env.BENCH_BY === 'file'

/** Who a source file belongs to: its npm package, or the storefront's folder it sits in. */
function ownerOf(source: string | null): string {
  if (!source) return '(bundler)'
  if (BY_FILE) return source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (inPackage) return inPackage[1]!
  const inRepo = /(?:^|\/)(web|contract)\/(.*)$/.exec(source)
  if (!inRepo) return source
  const folders = inRepo[2]!.split('/').slice(0, -1)
  return [inRepo[1], ...folders.slice(0, 2)].join('/')
}

/** The bytes of `code` each owner's sources account for, from the script's sourcemap. */
function bytesByOwner(code: string, map: RawSourceMap): Map<string, number> {
  const lines = code.split('\n')
  const owners = new Map<string, number>()
  const add = (owner: string, bytes: number) => owners.set(owner, (owners.get(owner) ?? 0) + bytes)
  const consumer = new SourceMapConsumer(map)
  let previous: { line: number; column: number; owner: string } | null = null
  const close = (line: number, column: number) => {
    if (!previous) return
    const end = previous.line === line ? column : lines[previous.line - 1]!.length
    add(previous.owner, Math.max(0, end - previous.column))
  }
  consumer.eachMapping((mapping) => {
    close(mapping.generatedLine, mapping.generatedColumn)
    previous = {
      line: mapping.generatedLine,
      column: mapping.generatedColumn,
      owner: ownerOf(mapping.source),
    }
  })
  close(lines.length + 1, 0)
  const counted = [...owners.values()].reduce((total, bytes) => total + bytes, 0)
  add('(unmapped)', Math.max(0, code.length - counted))
  return owners
}

/** The script files a first visit of `url` loads until the network is quiet. */
async function scriptsLoaded(url: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
    const names: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      names.push(path.basename(new URL(response.url()).pathname))
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    return names
  } finally {
    await browser.close()
  }
}

async function main() {
  const route = process.argv[2] ?? '/'
  if (!buildStorefrontIfStale()) throw new Error('The storefront build failed.')
  const mapped = mkdtempSync(path.join(tmpdir(), 'vitrine-sourcemaps-'))
  const server = await startServer()
  try {
    const vite = path.join(root, 'node_modules/vite/bin/vite.js')
    const build = spawnSync(
      process.execPath,
      [
        vite,
        'build',
        '--sourcemap',
        'hidden',
        '--outDir',
        mapped,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: root, stdio: 'inherit' },
    )
    if (build.status !== 0) throw new Error('The build with sourcemaps failed.')
    const scripts = await scriptsLoaded(`${server.url}${route}`)
    const owners = new Map<string, { bytes: number; gzip: number; chunks: Set<string> }>()
    let totalGzip = 0
    let totalBytes = 0
    for (const name of scripts) {
      const code = readFileSync(path.join(mapped, 'assets', name), 'utf8')
      const map = JSON.parse(readFileSync(path.join(mapped, 'assets', `${name}.map`), 'utf8'))
      const gzip = gzipSync(code, { level: 9 }).length
      totalGzip += gzip
      totalBytes += code.length
      for (const [owner, bytes] of bytesByOwner(code, map as RawSourceMap)) {
        const entry = owners.get(owner) ?? { bytes: 0, gzip: 0, chunks: new Set<string>() }
        entry.bytes += bytes
        entry.gzip += (gzip * bytes) / code.length
        entry.chunks.add(name.replace(/-[\w-]{8}\.js$/, ''))
        owners.set(owner, entry)
      }
    }
    const kb = (bytes: number) => (bytes / 1024).toFixed(1)
    console.log(
      `${route}: ${scripts.length} scripts, ${kb(totalBytes)} KB minified, ${kb(totalGzip)} KB gzip\n`,
    )
    console.log('| package or folder | minified KB | gzip KB (share) | chunks |')
    console.log('|---|---|---|---|')
    const ranked = [...owners].sort(([, a], [, b]) => b.bytes - a.bytes)
    for (const [owner, entry] of ranked.slice(0, TOP)) {
      const chunks = [...entry.chunks].join(', ')
      console.log(`| ${owner} | ${kb(entry.bytes)} | ${kb(entry.gzip)} | ${chunks} |`)
    }
    const rest = ranked.slice(TOP)
    if (rest.length) {
      const bytes = rest.reduce((total, [, entry]) => total + entry.bytes, 0)
      const gzip = rest.reduce((total, [, entry]) => total + entry.gzip, 0)
      console.log(`| ${rest.length} others | ${kb(bytes)} | ${kb(gzip)} | |`)
    }
  } finally {
    await server.stop()
    rmSync(mapped, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
