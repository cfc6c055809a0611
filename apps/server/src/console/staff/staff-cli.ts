/**
 * Staff accounts from the command line, on the database the server uses:
 *   npm run staff -- add --email E --name N [--role staff|owner]   prints a one-time password
 *   npm run staff -- list
 * Exits 0 when done, 1 with a message on stderr for bad arguments or a taken email.
 */
import { parseArgs } from 'node:util'
import { type CreateStaffBody, CreateStaffBodySchema } from '@trippy/contracts'
import type { Kysely } from 'kysely'
import { openDatabase, migrateToLatest, type Database } from '../../db/index.ts'
import { loadEnv } from '../../env.ts'
import { HttpError } from '../../http-error.ts'
import { addStaffMember, listStaffMembers } from './staff.service.ts'

const USAGE = [
  'Usage:',
  '  npm run staff -- add --email <email> --name <name> [--role staff|owner]',
  '  npm run staff -- list',
].join('\n')

class UsageError extends Error {}

type Command = { name: 'add'; body: CreateStaffBody } | { name: 'list' }

function parseCommand(args: string[]): Command {
  let parsed
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
      },
    })
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const { positionals, values } = parsed
  const [command, ...extra] = positionals
  if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra.join(' ')}`)
  if (command === 'list') {
    if (Object.keys(values).length > 0) throw new UsageError('list takes no options')
    return { name: 'list' }
  }
  if (command !== 'add') {
    throw new UsageError(command ? `Unknown command: ${command}` : 'Say add or list')
  }
  const body = CreateStaffBodySchema.safeParse({ ...values, role: values.role ?? 'staff' })
  if (!body.success) {
    const problems = body.error.issues.map((issue) =>
      issue.path.length > 0 ? `--${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    throw new UsageError(problems.join('\n'))
  }
  return { name: 'add', body: body.data }
}

async function run(db: Kysely<Database>, command: Command): Promise<void> {
  if (command.name === 'list') {
    const members = await listStaffMembers(db)
    if (members.length === 0) console.log('No staff yet.')
    for (const member of members) {
      const status = member.disabled ? 'disabled' : 'active'
      console.log(`${member.role.padEnd(5)}  ${status.padEnd(8)}  ${member.email}  ${member.name}`)
    }
    return
  }
  const { staff, password } = await addStaffMember(db, command.body)
  console.log(`Added ${staff.name} <${staff.email}> as ${staff.role}.`)
  console.log(`One-time password (shown only now): ${password}`)
}

async function main(args: string[]): Promise<number> {
  let command: Command
  try {
    command = parseCommand(args)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(`${error.message}\n\n${USAGE}`)
    return 1
  }
  const env = loadEnv()
  const { db, kind } = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.sqlitePath })
  try {
    await migrateToLatest(db, kind)
    await run(db, command)
    return 0
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    console.error(error.message)
    return 1
  } finally {
    await db.destroy()
  }
}

process.exitCode = await main(process.argv.slice(2))
