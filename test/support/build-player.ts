import path from 'node:path'
import { build } from 'vite'
import { isStale, root } from '../../scripts/newest-change.ts'

/**
 * Vitest's global setup: the embed player (web/embed) is a build output that the server serves
 * and the embed tests play, so a fresh clone builds it once, before any test file runs; a
 * player already built from the current sources is kept.
 */
export default async function buildPlayer(): Promise<void> {
  const player = path.join(root, 'dist/embed/player.js')
  if (!isStale([player], ['web/embed', 'vite.embed.config.ts', 'package-lock.json'])) return
  await build({ configFile: path.join(root, 'vite.embed.config.ts') })
}
