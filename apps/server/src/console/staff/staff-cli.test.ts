import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, onTestFinished, test } from 'vitest'
import { createTestApp } from '../../../test/test-app.ts'
import { uniqueEmail } from '../../../test/test-customers.ts'
import { signInStaff } from '../../../test/test-staff.ts'

const serverDir = fileURLToPath(new URL('../../..', import.meta.url))

type Outcome = { code: number | null; stdout: string; stderr: string }

/** Runs `npm run staff -- <args>`'s program as its own process, on the database in `env`. */
async function runCli(args: string[], env: Record<string, string>): Promise<Outcome> {
  const child = spawn(process.execPath, ['src/console/staff/staff-cli.ts', ...args], {
    cwd: serverDir,
    env: { NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const [code] = (await once(child, 'close')) as [number | null]
  return { code, stdout, stderr }
}

/** A test app, and the environment that points the CLI at the same database. */
async function appAndCliEnv() {
  const app = await createTestApp()
  const env = { DATA_DIR: app.env.DATA_DIR, DATABASE_URL: app.env.DATABASE_URL ?? '' }
  return { app, env }
}

test('add prints a one-time password that signs the new member in to the console', async () => {
  const { app, env } = await appAndCliEnv()
  const email = uniqueEmail('cli')
  const added = await runCli(
    ['add', '--email', email, '--name', 'Tashi Lepcha', '--role', 'staff'],
    env,
  )
  expect(added.stderr).toBe('')
  expect(added.code).toBe(0)
  expect(added.stdout).toContain(`Added Tashi Lepcha <${email}> as staff.`)
  const password = /One-time password \(shown only now\): (\S+)/.exec(added.stdout)?.[1]
  expect(password).toBeDefined()

  const { id } = await signInStaff(app, email, password ?? '')
  const row = await app.db
    .selectFrom('staff')
    .select(['email', 'name', 'role', 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  expect(row).toMatchObject({ email, name: 'Tashi Lepcha', role: 'staff' })
  expect(row.password_hash).toMatch(/^\$argon2id\$/)
}, 30_000)

test('list shows every member with their role and whether they may sign in', async () => {
  const { env } = await appAndCliEnv()
  expect((await runCli(['list'], env)).stdout).toBe('No staff yet.\n')
  const email = uniqueEmail('owner')
  expect(
    (await runCli(['add', '--email', email, '--name', 'Dolma', '--role', 'owner'], env)).code,
  ).toBe(0)
  const listed = await runCli(['list'], env)
  expect(listed.code).toBe(0)
  expect(listed.stdout).toBe(`owner  active    ${email}  Dolma\n`)
}, 30_000)

test('refuses an email a member already has with exit 1 and says so', async () => {
  const { app, env } = await appAndCliEnv()
  const email = uniqueEmail('twice')
  expect((await runCli(['add', '--email', email, '--name', 'First'], env)).code).toBe(0)
  const again = await runCli(['add', '--email', email.toUpperCase(), '--name', 'Second'], env)
  expect(again.code).toBe(1)
  expect(again.stderr).toBe('A staff member with this email already exists\n')
  expect(again.stdout).toBe('')
  const rows = await app.db.selectFrom('staff').select('name').where('email', '=', email).execute()
  expect(rows).toEqual([{ name: 'First' }])
}, 30_000)

test('refuses bad arguments with exit 1 and the usage, before touching any database', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trippy-staff-cli-'))
  onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }))
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' }
  for (const [args, problem] of [
    [[], 'Say add or list'],
    [['remove'], 'Unknown command: remove'],
    [['add', '--name', 'No Email'], '--email: Please enter a valid email address'],
    [['add', '--email', 'a@example.com', '--name', 'X', '--role', 'admin'], '--role:'],
    [['add', '--email', 'a@example.com', '--name', 'X', '--colour', 'red'], "'--colour'"],
  ] as const) {
    const outcome = await runCli([...args], env)
    expect(outcome.code, args.join(' ')).toBe(1)
    expect(outcome.stderr).toContain(problem)
    expect(outcome.stderr).toContain('npm run staff -- add --email <email> --name <name>')
    expect(outcome.stdout).toBe('')
  }
  expect(existsSync(path.join(dataDir, 'app.db'))).toBe(false)
}, 30_000)
