import { spawnSync } from 'node:child_process'
import { cpSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isStale, root } from './newest-change.ts'

/**
 * Compiles server/ (and the contract/ it imports) into dist/node, so that the server runs as
 * plain JavaScript under `node`: `npm start` and production (`node dist/node/server/main.js`)
 * run no TypeScript loader, whose wrapper process would stand between the server and its
 * signals. Type checking is `npm run typecheck`'s job; this only emits.
 */
export const SERVER_OUT = path.join(root, 'dist/node')
export const COMPILED_MAIN = path.join(SERVER_OUT, 'server/main.js')
const STAMP = path.join(SERVER_OUT, '.built')
const SOURCES = ['server', 'contract', 'tsconfig.json', 'tsconfig.server.json', 'package-lock.json']

/** A file tsc compiles (tsconfig.json leaves out `hls/` folders, which hold video segments). */
function isTypeScriptSource(file: string): boolean {
  return file.endsWith('.ts') && !file.split(path.sep).includes('hls')
}

/** True when dist/node is missing or older than one of its sources. */
export function serverIsStale(): boolean {
  return isStale([STAMP, COMPILED_MAIN], SOURCES)
}

/** Compiles the server; returns false (after tsc printed why) when it fails. */
export function buildServer(): boolean {
  rmSync(SERVER_OUT, { recursive: true, force: true })
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc')
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.server.json'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) return false
  // What the server reads beside its code: the hashing worker, the embed player, the demo media
  // — whose HLS segments end in .ts too, being MPEG-TS, not TypeScript.
  cpSync(path.join(root, 'server'), path.join(SERVER_OUT, 'server'), {
    recursive: true,
    filter: (source) => !isTypeScriptSource(source),
  })
  writeFileSync(STAMP, new Date().toISOString())
  return true
}

/** Compiles the server when stale; false when the compilation failed. */
export function buildServerIfStale(): boolean {
  if (!serverIsStale()) return true
  console.log('Compiling the server (server/ changed since the last build)…')
  return buildServer()
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(buildServer() ? 0 : 1)
