import { randomBytes } from 'node:crypto'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { connectDatabase } from '../server/db/connect.ts'
import { insertItem, insertMedia, insertWebsite } from '../server/db/insert.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import { signedStreamAddress } from '../server/modules/media/addresses.ts'
import { ANONYMOUS_VIEWER, secondsFromNow } from '../server/modules/media/signing.ts'
import { defaultWebsiteSettings } from '../server/modules/websites/defaults.ts'
import { startChild, stopChild } from './run.ts'

/**
 * `npx tsx bench/media-segment.ts`: bytes per second of one 4 MB HLS segment on a signed address
 * (signature check, rendition lookup, streamed from the media folder) beside Debian's nginx
 * serving the same file, one worker each, on loopback. Stops its server and nginx by itself.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx'
const HOST = '127.0.0.1'
const SECRET = 'bench-secret-key-that-is-long-enough-0123456789'
const SEGMENT = 'hls/720p/seg-big.ts'
const SEGMENT_BYTES = 4 * 1024 * 1024

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, HOST, () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitFor(url: string, child: ChildProcess) {
  const started = Date.now()
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`)
    if ((await fetch(url).catch(() => null))?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer within 60 s`)
}

/** A public media whose renditions are one 4 MB segment of random bytes. */
async function prepare(folder: string, mediaDir: string): Promise<{ mediaUid: string }> {
  const database = connectDatabase({ sqliteFile: path.join(folder, 'bench.sqlite') })
  await migrateToLatest(database)
  const db = database.db
  const site = await insertWebsite(db, {
    name: 'Bench',
    hosts: [HOST],
    settings: defaultWebsiteSettings(),
    contactEmail: 'bench@test.example',
    publicUrl: `http://${HOST}`,
  })
  const mediaUid = await insertMedia(db, site, { name: 'Segment', duration: 10 })
  await insertItem(db, site, {
    slug: 'segment',
    contentObjectType: 'media',
    contentObjectUid: mediaUid,
  })
  await db
    .insertInto('media_assets')
    .values({
      media_uid: mediaUid,
      website_uid: site,
      folder: 'bench/stream',
      source_hash: null,
      duration: 10,
      width: 1280,
      height: 720,
      renditions: '[]',
      captions: '[]',
      created_at: new Date().toISOString(),
    })
    .execute()
  await db.destroy()
  const file = path.join(mediaDir, 'bench/stream', SEGMENT)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, randomBytes(SEGMENT_BYTES))
  return { mediaUid }
}

function nginxConfig(folder: string, root: string, port: number): string {
  const file = path.join(folder, 'nginx.conf')
  const temp = path.join(folder, 'nginx-temp')
  mkdirSync(temp, { recursive: true })
  writeFileSync(
    file,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  types { video/mp2t ts; }
  server { listen ${HOST}:${port}; root ${root}; }
}
`,
  )
  return file
}

async function bytesPerSecond(label: string, url: string) {
  const result = (await autocannon({ url, connections: 4, duration: SECONDS })) as unknown as {
    throughput: { average: number }
    requests: { average: number }
    non2xx: number
    errors: number
  }
  return {
    label,
    megabytes: result.throughput.average / 1024 / 1024,
    rps: result.requests.average,
    failures: result.non2xx + result.errors,
  }
}

async function main() {
  const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-segment-'))
  const mediaDir = path.join(folder, 'media')
  const children: ChildProcess[] = []
  const deadline = setTimeout(() => {
    console.error('bench: deadline reached, stopping')
    children.forEach(stopChild)
    process.exit(2)
  }, 5 * 60_000)
  try {
    const { mediaUid } = await prepare(folder, mediaDir)
    const [vitrinePort, nginxPort] = [await freePort(), await freePort()]
    const server = startChild([process.execPath, '--import', 'tsx', 'server/main.ts'], {
      DATA_DIR: folder,
      SQLITE_FILE: path.join(folder, 'bench.sqlite'),
      MEDIA_DIR: mediaDir,
      SECRET_KEY: SECRET,
      PORT: String(vitrinePort),
      // Live ingest (RTMP) stays off: several servers share this machine.
      RTMP_PORT: '0',
      HOST,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    })
    children.push(server)
    server.stdout?.resume()
    const address = signedStreamAddress(SECRET, mediaUid, SEGMENT, {
      viewerId: ANONYMOUS_VIEWER,
      expires: secondsFromNow(3600),
    })
    const vitrineUrl = `http://${HOST}:${vitrinePort}${address}`
    await waitFor(vitrineUrl, server)

    const root = path.join(mediaDir, 'bench/stream')
    const nginx = spawn(NGINX, ['-c', nginxConfig(folder, root, nginxPort), '-p', folder], {
      detached: true,
      stdio: 'ignore',
    })
    children.push(nginx)
    const nginxUrl = `http://${HOST}:${nginxPort}/${SEGMENT}`
    await waitFor(nginxUrl, nginx)

    const rows = [
      await bytesPerSecond('Vitrine, signed 4 MB segment', vitrineUrl),
      await bytesPerSecond('nginx, same file', nginxUrl),
    ]
    console.log('\n| server | MB/s | req/s | non-2xx/errors |\n|---|---|---|---|')
    for (const row of rows) {
      console.log(
        `| ${row.label} | ${row.megabytes.toFixed(0)} | ${row.rps.toFixed(0)} | ${row.failures} |`,
      )
    }
    const ratio = (rows[0]?.megabytes ?? 0) / (rows[1]?.megabytes ?? 1)
    console.log(`\n4 MB segment: Vitrine / nginx = ${ratio.toFixed(2)} (goal ≥ 0.5)`)
  } finally {
    clearTimeout(deadline)
    children.forEach(stopChild)
    rmSync(folder, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
