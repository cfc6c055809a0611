import { spawnSync } from 'node:child_process'

/** Runs an npm/npx command in the repository root, inheriting the terminal; exits on failure. */
export function run(command: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`\n> ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status ?? 1)
  }
}
