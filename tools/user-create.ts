// npm run user:create -- --email E --password P --role admin|support|carer|client --first-name F --last-name L
import { parseArgs } from 'node:util'
import { NewUser } from '../contracts/auth'
import { connectPostgres, openPglite } from '../server/lib/db'
import { parseEnv } from '../server/lib/env'
import { AppError } from '../server/lib/errors'
import { createUser } from '../server/modules/users/users.service'

const USAGE =
  'Usage: npm run user:create -- --email E --password P --role admin|support|carer|client --first-name F --last-name L [--time-zone Europe/London]'

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    'time-zone': { type: 'string' },
    help: { type: 'boolean' },
  },
  strict: true,
})
if (values.help) {
  console.log(USAGE)
  process.exit(0)
}

const input = NewUser.safeParse({
  email: values.email,
  password: values.password,
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

const env = parseEnv()
const database = env.DATABASE_URL ? await connectPostgres(env.DATABASE_URL) : await openPglite(env.DATA_DIR)
try {
  const user = await createUser(database.db, input.data)
  console.log(`Created ${user.role} ${user.email} (${user.id})`)
} catch (err) {
  console.error(err instanceof AppError ? err.message : err)
  process.exitCode = 1
} finally {
  await database.close()
}
