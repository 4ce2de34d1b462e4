// npm run user:create -- --email E --role admin|support|carer|client --first-name F --last-name L [--password P]
// Without --password the password is asked for (not echoed), or read from standard input's first line.
import { NewUser } from '../contracts/auth'
import { connectPostgres, openPglite } from '../server/lib/db'
import { readSettingsOrExit } from '../server/lib/env'
import { AppError } from '../server/lib/errors'
import { describeDatabase } from '../server/lib/setup-warnings'
import { createUser } from '../server/modules/users/users.service'
import { toolArgs } from './cli/args'
import { readPassword } from './read-password'

const USAGE = [
  'Usage: npm run user:create -- --email E --role admin|support|carer|client --first-name F --last-name L [--time-zone Europe/London] [--password P]',
  'Without --password (which stays in your shell history) the password is asked for, or read from the first line of standard input.',
].join('\n')

const { values } = toolArgs(
  {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    'time-zone': { type: 'string' },
  },
  USAGE,
)

let password = values.password
if (password === undefined) {
  password = await readPassword('Password: ')
  if (process.stdin.isTTY && password !== (await readPassword('Repeat the password: '))) {
    console.error('The passwords do not match')
    process.exit(2)
  }
}

const input = NewUser.safeParse({
  email: values.email,
  password,
  role: values.role,
  firstName: values['first-name'],
  lastName: values['last-name'],
  timeZone: values['time-zone'],
})
if (!input.success) {
  const fields: Record<string, string> = { firstName: '--first-name', lastName: '--last-name', timeZone: '--time-zone' }
  for (const issue of input.error.issues) {
    const key = String(issue.path[0])
    console.error(`${fields[key] ?? `--${key}`}: ${issue.message}`)
  }
  console.error(USAGE)
  process.exit(2)
}

// the server's settings, .env included, so the account lands in the database the server uses
const { env } = readSettingsOrExit()
const database = await (env.DATABASE_URL ? connectPostgres(env.DATABASE_URL) : openPglite(env.DATA_DIR)).catch((err: unknown) => {
  // the embedded database held by the running server, PostgreSQL out of reach: the reason, not a stack
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
try {
  const user = await createUser(database.db, input.data)
  console.log(`Created ${user.role} ${user.email} (${user.id}) in ${describeDatabase(env)}`)
} catch (err) {
  console.error(err instanceof AppError ? err.message : err)
  process.exitCode = 1
} finally {
  await database.close()
}
