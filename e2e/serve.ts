// The server the browser journeys run against: a fresh database (the local PostgreSQL when
// TEST_DATABASE_URL is set, else an embedded one in a temporary folder), one account per role, the
// seeded care circles of accounts.ts (SEEDED), no demo.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { Role } from '../contracts/enums'
import { connectPostgres, openPglite } from '../server/lib/db'
import type { UserRow } from '../server/modules/users/users.repository'
import { createUser } from '../server/modules/users/users.service'
import { ACCOUNTS, E2E_PORT, PASSWORD } from './fixtures/accounts'
import { externalServicesEnv } from './fixtures/external-services'
import { seedCircles } from './fixtures/seed-database'

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
const staff: Partial<Record<Role, UserRow>> = {}
for (const [role, account] of Object.entries(ACCOUNTS)) {
  staff[role as Role] = await createUser(database.db, { ...account, role: role as Role, password: PASSWORD })
}
await seedCircles(database.db, { support: staff.support! })
await database.close()

// every journey signs in from 127.0.0.1; the per-address limit still applies. The engine looks at
// every circle every 2 s (60 s by default), so alerts it raises from ingested events show within seconds
Object.assign(process.env, {
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DEMO: '0',
  SIMULATION: '1',
  LOG_LEVEL: 'warn',
  AUTH_ATTEMPTS_PER_IP: '10000',
  ENGINE_INTERVAL_MS: '2000',
  // a journey sends a home's history in one call and looks for what the engine makes of it at once; a
  // real hub's further calls are waited for (history-upload.ts, tested against the database)
  HUB_HISTORY_PAUSE_MS: '0',
  // the machine's own broker (as the MQTT integration tests use), under topics and a session of this
  // port's own, so the Sensors page's MQTT instructions can be followed literally
  MQTT_URL: process.env.E2E_MQTT_URL ?? 'mqtt://127.0.0.1:1883',
  MQTT_BASE_TOPIC: `hw-e2e-${E2E_PORT}/zigbee2mqtt`,
  MQTT_CLIENT_ID: `hw-e2e-${E2E_PORT}`,
  // a topic may send 300 messages at once, not 20,000: the flood journey's stay short (mqtt-flood.spec.ts)
  MQTT_MESSAGES_BURST: '300',
})
Object.assign(process.env, externalServicesEnv())
await import('../server/main')
