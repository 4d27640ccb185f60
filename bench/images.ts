import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { connectDatabase } from '../server/db/connect.ts'
import { insertMedia, insertWebsite } from '../server/db/insert.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import { resizedThumbnailAddress } from '../server/modules/images/addresses.ts'
import { defaultWebsiteSettings } from '../server/modules/websites/defaults.ts'
import { measure, medianRound, printTable, startChild, stopChild, type Figures } from './run.ts'

/**
 * `npx tsx bench/images.ts`: a cached 480-wide thumbnail served by Vitrine beside Debian's nginx
 * serving the same file (one worker each, loopback), then cold 1920→480 resizes (p50 ms).
 * The two servers take turns for several rounds and each keeps its median round, so that the
 * machine's drift (another process waking up) weighs on both alike. Stops its server and nginx
 * by itself.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const COLD_SAMPLES = Number(process.env.BENCH_COLD ?? 15)
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx'
const DEADLINE_MS = 5 * 60_000
const HOST = '127.0.0.1'

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

/** A 1920×1080 picture with detail, so encoders have real work (a flat colour would not). */
async function photo(file: string, seed: number) {
  const noise = await sharp({
    create: {
      width: 480,
      height: 270,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 60 + seed * 7, sigma: 40 },
    },
  })
    .png()
    .toBuffer()
  mkdirSync(path.dirname(file), { recursive: true })
  await sharp(noise).resize(1920, 1080, { kernel: 'cubic' }).jpeg({ quality: 85 }).toFile(file)
}

async function prepare(folder: string) {
  const mediaDir = path.join(folder, 'media')
  const database = connectDatabase({ sqliteFile: path.join(folder, 'bench.sqlite') })
  await migrateToLatest(database)
  const site = await insertWebsite(database.db, {
    name: 'Bench',
    hosts: [HOST],
    settings: defaultWebsiteSettings(),
    contactEmail: 'bench@test.example',
    publicUrl: `http://${HOST}`,
  })
  const uids: string[] = []
  for (let index = 0; index <= COLD_SAMPLES; index += 1) {
    const thumbnail = `bench/${index}.jpg`
    await photo(path.join(mediaDir, thumbnail), index)
    uids.push(await insertMedia(database.db, site, { name: `M${index}`, duration: 1, thumbnail }))
  }
  await database.db.destroy()
  return { mediaDir, uids }
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
  types { image/jpeg jpg; }
  server {
    listen ${HOST}:${port};
    root ${root};
    location / { add_header Cache-Control "public, max-age=604800"; etag on; }
  }
}
`,
  )
  return file
}

async function coldResizes(base: string, uids: string[]) {
  const timings: number[] = []
  for (const uid of uids) {
    const started = performance.now()
    const answer = await fetch(`${base}${resizedThumbnailAddress('media', uid, 480)}`)
    await answer.arrayBuffer()
    if (!answer.ok) throw new Error(`cold resize answered ${answer.status}`)
    timings.push(performance.now() - started)
  }
  timings.sort((a, b) => a - b)
  return timings[Math.floor(timings.length / 2)] ?? NaN
}

async function main() {
  const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-images-'))
  const children: ChildProcess[] = []
  const deadline = setTimeout(() => {
    console.error('bench: deadline reached, stopping')
    children.forEach(stopChild)
    process.exit(2)
  }, DEADLINE_MS)
  try {
    const { mediaDir, uids } = await prepare(folder)
    const [hot = '', ...cold] = uids
    const [vitrinePort, nginxPort] = [await freePort(), await freePort()]
    const server = startChild([process.execPath, '--import', 'tsx', 'server/main.ts'], {
      DATA_DIR: folder,
      SQLITE_FILE: path.join(folder, 'bench.sqlite'),
      MEDIA_DIR: mediaDir,
      PORT: String(vitrinePort),
      // Live ingest (RTMP) stays off: several servers share this machine.
      RTMP_PORT: '0',
      HOST,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    })
    children.push(server)
    server.stdout?.resume()
    const base = `http://${HOST}:${vitrinePort}`
    const hotUrl = `${base}${resizedThumbnailAddress('media', hot, 480)}`
    await waitFor(`${base}/robots.txt`, server)

    const coldP50 = await coldResizes(base, cold)
    // Twice: the first makes the cached file, the second is served from it.
    await (await fetch(hotUrl)).arrayBuffer()
    const served = Buffer.from(await (await fetch(hotUrl)).arrayBuffer())
    const bytes = served.length
    const root = path.join(folder, 'nginx-root')
    mkdirSync(root)
    // nginx serves the very bytes Vitrine serves from its cache.
    writeFileSync(path.join(root, 'thumbnail.jpg'), served)

    const nginx = spawn(NGINX, ['-c', nginxConfig(folder, root, nginxPort), '-p', folder], {
      detached: true,
      stdio: 'ignore',
    })
    children.push(nginx)
    const nginxUrl = `http://${HOST}:${nginxPort}/thumbnail.jpg`
    await waitFor(nginxUrl, nginx)

    const rounds: { vitrine: Figures; nginx: Figures }[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.push({
        vitrine: await measure(`Vitrine cached 480w JPEG (${bytes} B)`, hotUrl, SECONDS),
        nginx: await measure('nginx, same file', nginxUrl, SECONDS),
      })
    }
    const vitrine = medianRound(rounds.map((round) => round.vitrine))
    const reference = medianRound(rounds.map((round) => round.nginx))
    printTable([vitrine, reference])
    console.log(
      `rounds, req/s: Vitrine ${rounds.map((r) => r.vitrine.rps.toFixed(0)).join(', ')}; ` +
        `nginx ${rounds.map((r) => r.nginx.rps.toFixed(0)).join(', ')}`,
    )
    console.log(
      `\ncached thumbnail: Vitrine / nginx = ${(vitrine.rps / reference.rps).toFixed(2)} (goal ≥ 0.8)`,
    )
    console.log(`cold 1920→480 resize (JPEG, end to end over HTTP): p50 ${coldP50.toFixed(1)} ms`)
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
