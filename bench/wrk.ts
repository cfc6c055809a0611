import { spawn, spawnSync } from 'node:child_process'
import { onCpu } from './cpus.ts'

/**
 * Load from wrk (Debian's package): a C client that takes little of the CPU the server needs, so
 * on a small machine it measures the server rather than itself (autocannon, in Node, capped near
 * 3,600 req/s here and hid the gap to bare Fastify).
 */
export type WrkResult = {
  requestsPerSecond: number
  p50Ms: number
  p90Ms: number
  p99Ms: number
  /** Socket errors plus answers that were not 2xx or 3xx. */
  errors: number
}

export function assertWrkInstalled(): void {
  const found = spawnSync('wrk', ['--version'], { encoding: 'utf8' })
  if (found.error) {
    throw new Error('wrk is not installed: apt-get install wrk (Debian) and run the bench again')
  }
}

export async function runWrk(
  url: string,
  {
    seconds,
    connections,
    headers = {},
  }: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<WrkResult> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency']
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`)
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(...onCpu(1, 'wrk', [...args, url]), {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let text = ''
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}:\n${text}`)),
    )
  })
  return parseWrkOutput(output)
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 }

function milliseconds(value: string, unit: string): number {
  return Number(value) * (UNIT_MS[unit] ?? Number.NaN)
}

/** The figures of wrk's `--latency` report. */
export function parseWrkOutput(output: string): WrkResult {
  const percentile = (p: number) => {
    const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output)
    if (!match?.[1] || !match[2]) throw new Error(`wrk printed no ${p}% latency:\n${output}`)
    return Number(milliseconds(match[1], match[2]).toFixed(2))
  }
  const rate = /^Requests\/sec:\s+([\d.]+)/m.exec(output)
  if (!rate?.[1]) throw new Error(`wrk printed no Requests/sec:\n${output}`)
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  )
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output)
  const errors =
    (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0) +
    Number(non2xx?.[1] ?? 0)
  return {
    requestsPerSecond: Math.round(Number(rate[1])),
    p50Ms: percentile(50),
    p90Ms: percentile(90),
    p99Ms: percentile(99),
    errors,
  }
}
