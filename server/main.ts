// One process: the HTTP API and the web app (the scheduler and MQTT join here as they land).
import { buildApp } from './app'
import { seedDemo } from './demo/seed'
import { connectPostgres, openPglite, type Database } from './lib/db'
import { parseEnv } from './lib/env'
import { createLogger } from './lib/logger'

const env = parseEnv()
const log = createLogger(env)

async function main() {
  const database: Database = env.DATABASE_URL
    ? await connectPostgres(env.DATABASE_URL, log)
    : await openPglite(env.DATA_DIR)
  log.info({ database: database.kind, dataDir: database.kind === 'pglite' ? env.DATA_DIR : undefined }, 'database ready')

  const app = await buildApp({ env, database, logger: log })
  const url = env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`
  if (env.DEMO) await seedDemo(database.db, { log, url })

  await app.listen({ host: env.HOST, port: env.PORT })
  log.info({ url }, `Hearthwatch is running at ${url}`)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    log.info({ signal }, 'shutting down')
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((err: unknown) => {
  log.fatal({ err }, err instanceof Error ? err.message : 'start-up failed')
  process.exit(1)
})
