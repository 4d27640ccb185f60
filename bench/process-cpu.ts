import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { cpuSeconds } from './run.ts'

/**
 * CPU seconds each kind of process of this machine has used, read from /proc, to tell where a
 * bench's CPU went: web processes, the worker, ffmpeg, nginx, PostgreSQL, the bench itself.
 * Processes working in other folders of /work (other checkouts) are left out.
 */
function kindOf(command: string): string {
  if (command.includes('server/main.js')) return 'web processes'
  if (command.includes('server/worker.js')) return 'worker'
  if (command.includes('publisher.ts')) return 'publisher (drawing)'
  if (command.startsWith('ffmpeg') && command.includes('rtmp://')) return 'publisher (ffmpeg)'
  if (command.startsWith('ffmpeg') && command.includes('pipe:0 -map')) return 'live packager'
  if (command.startsWith('ffmpeg')) return 'stamp reading (ffmpeg)'
  if (command.startsWith('nginx')) return 'nginx'
  if (command.startsWith('postgres')) return 'PostgreSQL'
  if (command.includes('redis')) return 'Redis'
  if (command.includes('bench/')) return 'bench (the load)'
  return 'other'
}

/** CPU seconds by kind of process, for the processes alive now. */
export function cpuByKind(): Map<string, number> {
  const totals = new Map<string, number>()
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readlinkSync(`/proc/${pid}/cwd`).startsWith('/work/wt-')) continue
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()
      const seconds = cpuSeconds(pid)
      if (Number.isNaN(seconds)) continue
      const kind = kindOf(command)
      totals.set(kind, (totals.get(kind) ?? 0) + seconds)
    } catch {
      // The process ended meanwhile.
    }
  }
  return totals
}

/** What each kind used between two readings, the largest first. */
export function cpuSince(before: Map<string, number>): [string, number][] {
  const after = cpuByKind()
  return [...after]
    .map(([kind, seconds]): [string, number] => [kind, seconds - (before.get(kind) ?? 0)])
    .filter(([, seconds]) => seconds > 0.5)
    .sort((a, b) => b[1] - a[1])
}
