import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'

/**
 * Set by the global setup: a data folder (SQLite file and media) the server seeded with the
 * demo websites once for the run. Every journeys' server starts on a copy of it instead of
 * seeding its own (some 160 pictures to draw each time).
 */
export const DEMO_DATA_VARIABLE = 'VITRINE_E2E_DEMO_DATA'

/** What a server makes for itself in its data folder, never copied: its own secret key. */
const OWN_FILES = new Set(['secret.key'])

/**
 * Copies the run's seeded data folder into `dataDir` (when the global setup made one) and gives
 * the demo websites the public address a server seeding itself on `port` would have given them
 * (http://localhost:<port>, http://suisse.localhost:<port>). Answers whether it copied.
 */
export function copyDemoData(dataDir: string, port: number): boolean {
  const seeded = process.env[DEMO_DATA_VARIABLE]
  if (!seeded) return false
  cpSync(seeded, dataDir, {
    recursive: true,
    filter: (source) => !OWN_FILES.has(path.relative(seeded, source)),
  })
  const database = new SQLite(path.join(dataDir, 'vitrine.sqlite'))
  try {
    const websites = database.prepare('SELECT uid, public_url FROM websites').all() as {
      uid: string
      public_url: string
    }[]
    const update = database.prepare('UPDATE websites SET public_url = ? WHERE uid = ?')
    for (const website of websites) {
      const url = new URL(website.public_url)
      url.port = String(port)
      update.run(url.toString().replace(/\/$/, ''), website.uid)
    }
  } finally {
    database.close()
  }
  return true
}

/** Removes the seeded folder at the end of the run. */
export function removeDemoData(): void {
  const seeded = process.env[DEMO_DATA_VARIABLE]
  if (seeded) rmSync(seeded, { recursive: true, force: true })
}
