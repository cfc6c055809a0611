import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'

const canPin =
  availableParallelism() >= 2 && !spawnSync('taskset', ['--version'], { stdio: 'ignore' }).error

/**
 * A command bound to one CPU with `taskset` (util-linux), where there are two CPUs and taskset:
 * servers on CPU 0 and wrk on CPU 1, so neither ever waits for the other to be scheduled off a
 * shared core. Unpinned (one CPU, or no taskset), the command runs as it is.
 */
export function onCpu(cpu: 0 | 1, command: string, args: string[]): [string, string[]] {
  return canPin ? ['taskset', ['-c', String(cpu), command, ...args]] : [command, args]
}

/**
 * The CPU time a process has had so far, in milliseconds, summed over its threads (libuv's pool
 * too), from Linux's scheduler statistics; undefined where there are none. A steadier measure of
 * what a burst cost the server than its latency on a machine whose speed drifts.
 */
export function cpuTimeMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    let nanoseconds = 0
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      const schedstat = readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8')
      nanoseconds += Number(schedstat.split(' ')[0])
    }
    return nanoseconds / 1e6
  } catch {
    return undefined
  }
}
