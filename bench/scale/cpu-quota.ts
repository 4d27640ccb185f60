import { accessSync, constants, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * A fixed CPU share per process, with the kernel's cgroup v1 CPU controller (issue 49 part 1):
 * on a 2-core machine nginx, PostgreSQL, the load and the web processes share the CPU, so "two
 * processes against one" measured contention. Capped at a fraction of a core each, a process
 * gets that share whatever else runs, and two of them should do twice the work of one.
 * Needs root and /sys/fs/cgroup/cpu (cgroup v1); `quotaAvailable()` says whether this machine
 * has them.
 */

const ROOT = '/sys/fs/cgroup/cpu'
const PERIOD_US = 100_000

export function quotaAvailable(): boolean {
  try {
    accessSync(path.join(ROOT, 'cgroup.procs'), constants.W_OK)
    return true
  } catch {
    return false
  }
}

export interface CpuQuota {
  /** Takes every process out of the group again and removes it. */
  release(): void
}

/** Caps process `pid` (all its threads) at `cores` of CPU, in a group named after `name`. */
export function capCpu(pid: number, name: string, cores: number): CpuQuota {
  const group = path.join(ROOT, `vitrine-bench-${name}`)
  mkdirSync(group, { recursive: true })
  writeFileSync(path.join(group, 'cpu.cfs_period_us'), String(PERIOD_US))
  writeFileSync(path.join(group, 'cpu.cfs_quota_us'), String(Math.round(cores * PERIOD_US)))
  writeFileSync(path.join(group, 'cgroup.procs'), String(pid))
  return {
    release() {
      const members = readFileSync(path.join(group, 'cgroup.procs'), 'utf8').split('\n')
      for (const member of members.filter(Boolean)) {
        try {
          writeFileSync(path.join(ROOT, 'cgroup.procs'), member)
        } catch {
          // The process ended meanwhile.
        }
      }
      rmdirSync(group)
    },
  }
}
