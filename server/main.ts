// One process: the HTTP API and web app, the engine's scheduler, MQTT ingest and the Tuya poll. ROLE=api or
// ROLE=worker runs a part, so instances can be scaled separately on one database.
import { buildApp } from './app'
import { applyDemoSetting } from './demo/demo-accounts'
import { countActiveAdmins } from './demo/demo.repository'
import { startDemoLife } from './demo/live-demo'
import { connectPostgres, openPglite, SERVER_QUERY_TIMEOUT_MS, type Database } from './lib/db'
import { defaultPublicUrl, readSettingsOrExit } from './lib/env'
import { ensureCanListen, listenProblem } from './lib/listen-check'
import { createLiveBus } from './lib/live-bus'
import { createLogger } from './lib/logger'
import { processMemory } from './lib/memory-limit'
import { startEmbeddedMaintenance } from './lib/pglite-maintenance'
import { describeDatabase, setupWarnings } from './lib/setup-warnings'
import { logStartFailure } from './lib/start-problem'
import { startBillingClock } from './modules/billing/billing.clock'
import { mqttLimitsFrom } from './modules/ingest/ingest-limits.config'
import { startMqttIngest } from './modules/ingest/mqtt'
import { createMailer } from './modules/mail/mail.service'
import { startNotificationDispatcher } from './modules/notifications/notifications.service'
import { vapidKeySource } from './modules/notifications/vapid-keys'
import { createWebPushSender } from './modules/notifications/web-push'
import { vapidSubject } from './modules/notifications/web-push.config'
import { startScheduler } from './modules/monitoring/scheduler'
import { BaseCache, cacheBytes, idleAfterMs } from './modules/monitoring/state-cache'
import { tuyaClientFrom } from './modules/tuya/tuya.config'
import { startTuyaPoller } from './modules/tuya/tuya.poller'

// .env first: the environment's own variables win over it
const { env, envFile } = readSettingsOrExit()
const log = createLogger(env)

async function main() {
  if (envFile) log.info(envFile, `settings read from ${envFile.file}`)
  // a port in use is said before the database is opened and the demo seeded, not a minute later
  if (env.ROLE !== 'worker') await ensureCanListen(env.HOST, env.PORT)
  const database: Database = env.DATABASE_URL
    ? await connectPostgres(env.DATABASE_URL, log, { waitMs: env.DATABASE_WAIT_MS, queryTimeoutMs: SERVER_QUERY_TIMEOUT_MS })
    : await openPglite(env.DATA_DIR)
  log.info({ database: database.kind, dataDir: database.kind === 'pglite' ? env.DATA_DIR : undefined, role: env.ROLE }, 'database ready')
  const live = await createLiveBus({ databaseUrl: env.DATABASE_URL, log })
  const { db } = database

  const url = env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT)
  await applyDemoSetting(db, { isDemoOn: env.DEMO, log, url })
  const warnings = setupWarnings({
    isDemoOn: env.DEMO,
    smtpUrl: env.SMTP_URL,
    publicUrl: env.PUBLIC_URL,
    fallbackUrl: url,
    activeAdmins: await countActiveAdmins(db),
    database: describeDatabase(env),
  })
  for (const warning of warnings) log.warn(warning)

  const stops: (() => Promise<unknown>)[] = []
  // the embedded database has no autovacuum of its own (lib/pglite-maintenance.ts)
  if (database.kind === 'pglite') {
    const maintenance = startEmbeddedMaintenance({ db, log })
    stops.push(() => maintenance.stop())
  }
  // one Tuya client (and so one access token) for the sync route and the poller
  const tuya = tuyaClientFrom(env)
  if (env.ROLE !== 'worker') {
    const app = await buildApp({ env: { ...env, PUBLIC_URL: url }, database, logger: log, live, tuya })
    await app.listen({ host: env.HOST, port: env.PORT }).catch((err: unknown) => {
      throw listenProblem(err, env.HOST, env.PORT)
    })
    log.info({ url }, `Hearthwatch is running at ${url}`)
    stops.push(() => app.close())
  }
  if (env.ROLE !== 'api') {
    const memory = processMemory()
    const stateCache = cacheBytes(env.ENGINE_STATE_CACHE_MB, memory)
    // what it was sized from: the machine's memory, or a container's or service's limit (lib/memory-limit.ts)
    log.info({ stateCacheMb: Math.round(stateCache / 2 ** 20), memoryMb: Math.round(memory / 2 ** 20) }, 'engine state cache sized')
    const scheduler = startScheduler({ db, live, log, intervalMs: env.ENGINE_INTERVAL_MS, historyPauseMs: env.HUB_HISTORY_PAUSE_MS, bases: new BaseCache(stateCache, undefined, undefined, idleAfterMs(env.ENGINE_INTERVAL_MS)) })
    stops.push(() => scheduler.stop())
    const billing = startBillingClock({ db, log, intervalMs: env.ENGINE_INTERVAL_MS })
    stops.push(() => billing.stop())
    if (env.DEMO) {
      const demo = startDemoLife({ db, log })
      stops.push(() => demo.stop())
    }
    const mailer = createMailer({ db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log })
    const push = createWebPushSender({ db, keys: vapidKeySource({ db, env }), subject: vapidSubject({ ...env, PUBLIC_URL: url }), log })
    const notifier = startNotificationDispatcher({ db, mailer, push, publicUrl: url, log, live, intervalMs: env.NOTIFY_INTERVAL_MS })
    stops.push(() => notifier.stop())
    if (env.MQTT_URL) {
      const mqtt = startMqttIngest({ db, url: env.MQTT_URL, baseTopic: env.MQTT_BASE_TOPIC, clientId: env.MQTT_CLIENT_ID, log, live, limits: mqttLimitsFrom(env) })
      stops.push(() => mqtt.stop())
    }
    if (tuya) {
      const poller = startTuyaPoller({ db, tuya, log, live, intervalMs: env.TUYA_POLL_INTERVAL_MS })
      stops.push(() => poller.stop())
    }
  }

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    log.info({ signal }, 'shutting down')
    for (const s of stops) await s().catch((err: unknown) => log.error({ err }, 'error while stopping'))
    await live.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((err: unknown) => {
  logStartFailure(log, err)
  process.exit(1)
})
