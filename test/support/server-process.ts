import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { eventually } from './eventually.ts'

/** `server/main.ts` running in a process of its own, as in production. */
export interface ServerProcess {
  child: ChildProcess
  /** `http://127.0.0.1:<port>` */
  origin: string
  /** Everything the process wrote to stderr: where a crash says why. */
  stderr(): string
  stop(): void
}

/** A TCP port free on the loopback interface just now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Starts the server with `env` added to this process's, and waits until `readyPath` answers. */
export async function startServerProcess(
  env: Record<string, string>,
  readyPath = '/healthz',
): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      // Live ingest (RTMP) stays off: several servers share this machine.
      RTMP_PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      SECRET_KEY: 's'.repeat(40),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const origin = `http://127.0.0.1:${port}`
  try {
    await eventually(
      'the server answering',
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
        return fetch(`${origin}${readyPath}`).then(
          (answer) => answer.ok,
          () => false,
        )
      },
      Boolean,
      { timeoutMs: 30_000, pauseMs: 100 },
    )
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`the server did not start: ${stderr}`, { cause: error })
  }
  return {
    child,
    origin,
    stderr: () => stderr,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    },
  }
}
