import { availableParallelism } from 'node:os'
import { spawnSync } from 'node:child_process'

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
