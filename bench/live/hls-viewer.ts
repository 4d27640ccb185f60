import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * A live HLS viewer without a browser, as a player behaves: it reads the master playlist once,
 * then reloads its rendition's playlist every `everyMs` and downloads each segment it has not
 * had yet, starting at the live edge. Every segment download is timed; every answer other than
 * 200 (or a failed connection) is an error.
 */

export interface SegmentGot {
  uri: string
  /** performance.now() when the request left, and when the last byte came. */
  sentAt: number
  receivedAt: number
  /** Date.now() when the last byte came, to compare with a stamp in the picture. */
  receivedWallClock: number
  bytes: Uint8Array
}

export interface ViewerLog {
  segmentMs: number[]
  playlistMs: number[]
  errors: string[]
}

export const newViewerLog = (): ViewerLog => ({ segmentMs: [], playlistMs: [], errors: [] })

/**
 * Kept-alive connections, as a player's are; plain node:http, which costs this process a third
 * of what fetch does, so the viewers take less of the CPU the server shares with them.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity })

/** GET `url`: its status and whole body. */
function get(url: URL): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks) }),
      )
      answer.on('error', reject)
    })
    request.on('error', reject)
  })
}

/** The variant playlists a master playlist names, as absolute addresses. */
export async function variantsOf(masterUrl: string): Promise<string[]> {
  const answer = await fetch(masterUrl)
  if (!answer.ok) throw new Error(`master playlist: ${answer.status}`)
  return uriLines(await answer.text()).map((uri) => new URL(uri, masterUrl).toString())
}

const uriLines = (playlist: string) =>
  playlist.split('\n').filter((line) => line !== '' && !line.startsWith('#'))

/**
 * Watches `variantUrl` until `stop()` says so; `onSegment` gets each new segment (whole, as the
 * viewer received it).
 */
export async function watchVariant(
  variantUrl: string,
  log: ViewerLog,
  stop: () => boolean,
  {
    everyMs = 2000,
    onSegment,
  }: { everyMs?: number; onSegment?: (got: SegmentGot) => void | Promise<void> } = {},
): Promise<void> {
  const seen = new Set<string>()
  let first = true
  while (!stop()) {
    const reloadAt = performance.now()
    let uris: string[] = []
    try {
      const answer = await get(new URL(variantUrl))
      log.playlistMs.push(performance.now() - reloadAt)
      if (answer.status !== 200) log.errors.push(`playlist ${answer.status}`)
      else uris = uriLines(answer.body.toString('utf8'))
    } catch (error) {
      log.errors.push(`playlist ${(error as Error).message}`)
    }
    // A player joining starts at the edge, not at the start of the DVR window.
    const fresh = uris.filter((uri) => !seen.has(uri))
    const wanted = first ? fresh.slice(-1) : fresh
    for (const uri of fresh) seen.add(uri)
    if (uris.length > 0) first = false
    for (const uri of wanted) {
      const sentAt = performance.now()
      try {
        const answer = await get(new URL(uri, variantUrl))
        const receivedAt = performance.now()
        if (answer.status !== 200) {
          log.errors.push(`segment ${answer.status}`)
          continue
        }
        log.segmentMs.push(receivedAt - sentAt)
        const bytes = answer.body
        await onSegment?.({ uri, sentAt, receivedAt, receivedWallClock: Date.now(), bytes })
      } catch (error) {
        log.errors.push(`segment ${(error as Error).message}`)
      }
    }
    await sleep(Math.max(0, everyMs - (performance.now() - reloadAt)))
  }
}
