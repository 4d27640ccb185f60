import { spawnSync } from 'node:child_process'
import path from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'

/**
 * `npm start`: builds what changed (a child process, under tsx), then runs the compiled server
 * in this very process, under plain node. package.json starts it with `exec`, so npm's own
 * signals reach the server: SIGTERM lets the requests in flight finish, then stops.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-stale.ts'], {
  cwd: root,
  stdio: 'inherit',
})
if (build.status !== 0) process.exit(build.status ?? 1)

// Stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true)
await import('../dist/node/server/main.js')
