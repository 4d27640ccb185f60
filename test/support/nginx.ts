import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eventually } from './eventually.ts'
import { freePort } from './server-process.ts'

/** docs/deploy.md's example: nginx in front of two web processes. */
const EXAMPLE = path.resolve('docs/nginx.conf')

/** Debian's nginx running the example configuration, in the foreground. */
export interface Nginx {
  /** `http://127.0.0.1:<port>` */
  origin: string
  stop(): Promise<void>
}

/**
 * The example as it is, but for its addresses: the web processes' ports and a free port to
 * listen on, wrapped in what a whole nginx.conf adds (run in the foreground, files in `folder`).
 */
async function nginxConfig(folder: string, port: number, upstreams: string[]): Promise<string> {
  let example = await readFile(EXAMPLE, 'utf8')
  example = example.replaceAll('127.0.0.1:3001', upstreams[0]!)
  example = example.replaceAll('127.0.0.1:3002', upstreams[1]!)
  example = example.replace('listen 80;', `listen 127.0.0.1:${port};`)
  const temp = (name: string) => `${name}_temp_path ${path.join(folder, name)};`
  return `daemon off;
pid ${path.join(folder, 'nginx.pid')};
error_log ${path.join(folder, 'error.log')};
events { worker_connections 4096; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  ${example}
}
`
}

/** Starts nginx with the example configuration in front of two upstreams (`host:port` each). */
export async function startNginx(upstreams: [string, string]): Promise<Nginx> {
  const folder = await mkdtemp(path.join(tmpdir(), 'vitrine-nginx-'))
  const port = await freePort()
  const config = path.join(folder, 'nginx.conf')
  await writeFile(config, await nginxConfig(folder, port, upstreams))
  const nginx = spawn('nginx', ['-p', folder, '-c', config], { stdio: 'ignore' })
  const origin = `http://127.0.0.1:${port}`
  await eventually(
    'nginx answering',
    () =>
      fetch(`${origin}/healthz`).then(
        (answer) => answer.ok,
        () => false,
      ),
    Boolean,
    { timeoutMs: 10_000, pauseMs: 50 },
  )
  return {
    origin,
    async stop() {
      // SIGTERM: nginx's fast shutdown, which stops its workers too (SIGKILL would orphan them).
      if (nginx.exitCode === null && nginx.signalCode === null) {
        const exited = once(nginx, 'exit')
        nginx.kill('SIGTERM')
        await exited
      }
      await rm(folder, { recursive: true, force: true })
    },
  }
}
