// The server the browser journeys run against: a fresh database (the local PostgreSQL when
// TEST_DATABASE_URL is set, else an embedded one in a temporary folder), one account per role, no demo.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { Role } from '../contracts/enums'
import { connectPostgres, openPglite } from '../server/lib/db'
import { createUser } from '../server/modules/users/users.service'
import { ACCOUNTS, E2E_PORT, PASSWORD } from './fixtures/accounts'
import { externalServicesEnv } from './fixtures/external-services'

const testUrl = process.env.TEST_DATABASE_URL
if (testUrl) {
  const admin = new pg.Client({ connectionString: testUrl })
  await admin.connect()
  // earlier runs' databases on this port, left behind when their server was killed
  const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`hw_e2e_${E2E_PORT}_%`])
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
  const name = `hw_e2e_${E2E_PORT}_${Date.now()}`
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  const url = new URL(testUrl)
  url.pathname = `/${name}`
  process.env.DATABASE_URL = url.toString()
} else {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-e2e-'))
  delete process.env.DATABASE_URL
}

const database = process.env.DATABASE_URL ? await connectPostgres(process.env.DATABASE_URL) : await openPglite(process.env.DATA_DIR)
for (const [role, account] of Object.entries(ACCOUNTS)) {
  await createUser(database.db, { ...account, role: role as Role, password: PASSWORD })
}
await database.close()

// every journey signs in from 127.0.0.1; the per-address limit still applies
Object.assign(process.env, { PORT: String(E2E_PORT), HOST: '127.0.0.1', DEMO: '0', LOG_LEVEL: 'warn', AUTH_ATTEMPTS_PER_IP: '10000' })
Object.assign(process.env, externalServicesEnv())
await import('../server/main')
