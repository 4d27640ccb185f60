import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { copyDemoData } from './demo-data.ts'
import { freePort, serverEnvironment, waitUntilReady } from './server.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** `npm start` running in a process group of its own, as a terminal or a service manager runs it. */
export interface NpmStart {
  /** npm itself; its pid is also the group's id. */
  npm: ChildProcess
  url: string
  /** Resolves once npm has exited, with its exit code. */
  exited: Promise<number | null>
  /** Resolves once the server's output holds `text`. */
  printed: (text: string) => Promise<void>
  /** The pid of the process that answers HTTP, read from its log. */
  serverPid: () => number | undefined
  /** Kills whatever is left and removes the data folder. */
  cleanUp: () => void
}

/**
 * Runs the README's `npm start` on a free port with a fresh demo database (a copy of the run's,
 * see demo-data.ts), logging at info.
 */
export async function npmStart(): Promise<NpmStart> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-npm-start-'))
  copyDemoData(dataDir, port)
  const npm = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: serverEnvironment(port, dataDir, { LOG_LEVEL: 'info' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const listeners = new Set<() => void>()
  for (const stream of [npm.stdout, npm.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      for (const listener of listeners) listener()
    })
  }
  const printed = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!output.includes(text)) return
        listeners.delete(check)
        resolve()
      }
      listeners.add(check)
      check()
    })
  const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve))
  const serverPid = () => {
    const pid = /"pid":(\d+)/.exec(output)?.[1]
    return pid ? Number(pid) : undefined
  }
  const cleanUp = () => {
    for (const pid of [serverPid(), npm.pid]) {
      try {
        if (pid) process.kill(pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const url = `http://127.0.0.1:${port}`
  try {
    await waitUntilReady(url, npm, () => output)
  } catch (error) {
    cleanUp()
    throw error
  }
  return { npm, url, exited, printed, serverPid, cleanUp }
}
