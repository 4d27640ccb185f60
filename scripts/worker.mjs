import { spawnSync } from 'node:child_process'
import path from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'

/**
 * `npm run worker`: compiles the server when it changed (a child process, under tsx), then runs
 * the compiled worker in this very process, under plain node, as `npm start` runs the server:
 * package.json starts it with `exec`, so SIGTERM reaches the worker itself.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const build = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/build-if-stale.ts', '--server-only'],
  { cwd: root, stdio: 'inherit' },
)
if (build.status !== 0) process.exit(build.status ?? 1)

// Stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true)
await import('../dist/node/server/worker.js')
