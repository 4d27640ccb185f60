import { cpuByKind, cpuSince } from '../process-cpu.ts'
import { cpuSeconds, measure, type Figures } from '../run.ts'
import type { Cluster } from './cluster.ts'
import { capCpu, quotaAvailable, type CpuQuota } from './cpu-quota.ts'

/**
 * One web process against two behind nginx on one call (issue 49 part 1). Where the kernel's
 * CPU controller is writable (root, cgroup v1), each web process is capped at CORES_EACH of a
 * core (BENCH_CORES_EACH), so the comparison measures what a second process adds, not who won the machine's two
 * cores; elsewhere the processes run uncapped, as before, and the figure is contention's.
 */

export const CORES_EACH = Number(process.env.BENCH_CORES_EACH ?? 0.4)
const SECONDS = 10
/** A process answers the call at half the CPU once its code is compiled: both are, first. */
const WARM_UP_SECONDS = 15

export interface ProcessComparison {
  capped: boolean
  one: Figures
  two: Figures
  scaling: number
  /** CPU seconds per 1 000 requests: web 1 alone, then web 1 and web 2 behind nginx. */
  cpuPerThousand: { alone: number; together: number[] }
  /** CPU seconds of each kind of process of the machine during the two processes' run. */
  machine: [string, number][]
}

/** CPU seconds and requests answered of each web process, now. */
async function readings(cluster: Cluster) {
  const requests = await cluster.requestsAnswered()
  return cluster
    .webPids()
    .map((pid, index) => ({ cpu: cpuSeconds(pid), requests: requests[index]! }))
}

type Readings = Awaited<ReturnType<typeof readings>>

const perThousand = (before: Readings, after: Readings) =>
  after.map((end, index) => {
    const start = before[index]!
    return ((end.cpu - start.cpu) / Math.max(1, end.requests - start.requests)) * 1000
  })

export async function compareProcesses(cluster: Cluster, path: string): Promise<ProcessComparison> {
  const capped = quotaAvailable()
  const quotas: CpuQuota[] = []
  try {
    if (capped) {
      for (const [index, pid] of cluster.webPids().entries()) {
        quotas.push(capCpu(pid, `web-${index + 1}`, CORES_EACH))
      }
    }
    // Both processes compiled the call's code before either is measured.
    await measure('warm-up', `${cluster.origin}${path}`, WARM_UP_SECONDS)
    const beforeOne = await readings(cluster)
    const one = await measure('one process', `${cluster.firstOrigin}${path}`, SECONDS)
    const afterOne = await readings(cluster)
    const machineBefore = cpuByKind()
    const two = await measure('two processes (nginx)', `${cluster.origin}${path}`, SECONDS)
    const machine = cpuSince(machineBefore)
    const afterTwo = await readings(cluster)
    return {
      capped,
      one,
      two,
      scaling: two.rps / one.rps,
      cpuPerThousand: {
        alone: perThousand(beforeOne, afterOne)[0]!,
        together: perThousand(afterOne, afterTwo),
      },
      machine,
    }
  } finally {
    for (const quota of quotas) quota.release()
  }
}

/** The comparison's lines: figures, then its budget (met or not). */
export function printComparison(comparison: ProcessComparison, cores: number): string {
  const { capped, one, two, scaling, cpuPerThousand, machine } = comparison
  const costs = [cpuPerThousand.alone, ...cpuPerThousand.together]
  const spread = Math.max(...costs) / Math.min(...costs) - 1
  console.log(
    capped
      ? `Each web process capped at ${CORES_EACH} CPU (cgroup v1 cpu.cfs_quota_us)`
      : `No CPU quotas here (/sys/fs/cgroup/cpu not writable): both processes, nginx and the load share ${cores} cores`,
  )
  console.log(
    `one: ${one.rps.toFixed(0)} req/s (p99 ${one.p99} ms), two: ${two.rps.toFixed(0)} req/s (p99 ${two.p99} ms) → ${scaling.toFixed(2)}×`,
  )
  console.log(
    `CPU seconds per 1 000 requests: web 1 alone ${cpuPerThousand.alone.toFixed(2)}; behind nginx web 1 ${cpuPerThousand.together[0]!.toFixed(2)}, web 2 ${cpuPerThousand.together[1]!.toFixed(2)} (spread ${(spread * 100).toFixed(1)} %)`,
  )
  console.log(
    `CPU seconds of the machine over the two processes' ${SECONDS} s (${cores} cores: ${cores * SECONDS} s): ${machine.map(([kind, used]) => `${kind} ${used.toFixed(1)}`).join(', ')}`,
  )
  if (!capped) {
    return `- two processes / one on the item list: ${scaling.toFixed(2)}× with ${cores} cores shared by both processes, nginx and the load (≥ 1.7×, uncapped): ${scaling >= 1.7 ? 'met' : 'NOT met'}`
  }
  const met = scaling >= 1.8 && spread <= 0.1
  return `- two processes / one on the item list, each capped at ${CORES_EACH} CPU: ${scaling.toFixed(2)}× (≥ 1.8×), CPU per 1 000 requests within ${(spread * 100).toFixed(1)} % (≤ 10 %): ${met ? 'met' : 'NOT met'}`
}
