import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/**
 * `npx tsx bench/player-size.ts`: the embed player's own JavaScript (web/embed on media-chrome,
 * built by vite.embed.config.ts), minified and gzip-compressed as served, against the budget of
 * issue 17; hls.js (loaded only where the browser has no HLS of its own) beside it, not counted.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const BUDGET_KB = 60

const vite = path.join(root, 'node_modules/vite/bin/vite.js')
const built = spawnSync(process.execPath, [vite, 'build', '-c', 'vite.embed.config.ts'], {
  cwd: root,
  stdio: 'inherit',
})
if (built.status !== 0) process.exit(built.status ?? 1)

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const measure = (file: string) => {
  const content = readFileSync(file)
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length }
}
const player = measure(path.join(root, 'dist/embed/player.js'))
const hls = measure(path.join(root, 'node_modules/hls.js/dist/hls.light.min.js'))
console.log('\n| script | minified KB | gzip KB |\n|---|---|---|')
console.log(`| embed player (web/embed) | ${kb(player.raw)} | ${kb(player.gzip)} |`)
console.log(`| hls.js light (not counted) | ${kb(hls.raw)} | ${kb(hls.gzip)} |`)
const within = player.gzip <= BUDGET_KB * 1024
console.log(
  `\nplayer: ${kb(player.gzip)} KB gzip (budget ≤ ${BUDGET_KB} KB: ${within ? 'met' : 'MISSED'})`,
)
