import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import helmet from '@fastify/helmet'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { installCompression } from './lib/compression'
import type { Database } from './lib/db'
import { trustProxyOption, type Env } from './lib/env'
import { frameworkErrors, installErrorHandler, MAX_PARAM_LENGTH, sendNotFound } from './lib/error-handler'
import type { HttpApp } from './lib/http'
import { createLiveBus, type LiveBus } from './lib/live-bus'
import type { Logger } from './lib/logger'
import { refuseNulCharacters } from './lib/no-nul'
import { installRequestLog } from './lib/request-log'
import { storeNoAnswers } from './lib/no-store'
import { refuseCrossSiteWrites } from './lib/same-origin'
import { serveWebApp } from './lib/web-app'
import { installAccessRules, type DeclaredRoute } from './modules/access/access.plugin'
import { alertsRoutes } from './modules/alerts/alerts.routes'
import { auditRoutes } from './modules/audit/audit.routes'
import { authRoutes } from './modules/auth/auth.routes'
import { installHousekeeping } from './modules/housekeeping/housekeeping.plugin'
import { installSessions } from './modules/auth/session.plugin'
import { careNotesRoutes } from './modules/care-notes/care-notes.routes'
import { circlesRoutes } from './modules/circles/circles.routes'
import { timeZoneRoutes } from './modules/circles/time-zone.routes'
import { petsRoutes } from './modules/circles/pets.routes'
import { monitoringEndRoutes } from './modules/circles/monitoring-end.routes'
import { dataExportRoutes } from './modules/data-export/data-export.routes'
import { devicesRoutes } from './modules/devices/devices.routes'
import { docsRoutes, installOpenApi } from './modules/docs/docs.routes'
import { doorEventsRoutes } from './modules/door-events/door-events.routes'
import { healthRoutes } from './modules/health/health.routes'
import { sweepRateLimits } from './lib/rate-limiter'
import type { IngestLimits } from './modules/ingest/hub-limits'
import { ingestRoutes } from './modules/ingest/ingest.routes'
import { hubLimitsFrom, type IngestLimitsEnv } from './modules/ingest/ingest-limits.config'
import { definedOnly } from './modules/ingest/mqtt-limits'
import { homeMqttRoutes } from './modules/ingest/home-mqtt.routes'
import { ingestKeysRoutes } from './modules/ingest-keys/ingest-keys.routes'
import { insightsRoutes } from './modules/insights/insights.routes'
import { billingRoutes } from './modules/billing/billing.routes'
import { businessRoutes } from './modules/business/business.routes'
import { familyRoutes } from './modules/family/family.routes'
import { invitationsRoutes } from './modules/invitations/invitations.routes'
import { liveRoutes } from './modules/live/live.routes'
import { createMailer, DEFAULT_MAIL_FROM } from './modules/mail/mail.service'
import { oauthProviders, type OAuthEnv } from './modules/oauth/oauth.config'
import { oauthRoutes } from './modules/oauth/oauth.routes'
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes'
import { signInOffersRoutes } from './modules/sign-in-offers/sign-in-offers.routes'
import type { TuyaClient } from './modules/tuya/tuya.client'
import { tuyaClientFrom, type TuyaEnv } from './modules/tuya/tuya.config'
import { tuyaRoutes } from './modules/tuya/tuya.routes'
import { notificationsRoutes } from './modules/notifications/notifications.routes'
import { vapidKeySource } from './modules/notifications/vapid-keys'
import { profileRoutes } from './modules/profile/profile.routes'
import { usersRoutes } from './modules/users/users.routes'

declare module 'fastify' {
  interface FastifyInstance {
    /** every API and auth route with its access rule, for the authorization matrix */
    declaredRoutes: DeclaredRoute[]
  }
}

export type AppEnv = Pick<
  Env,
  'SESSION_MAX_AGE_DAYS' | 'TRUST_PROXY' | 'WEB_DIST' | 'AUTH_ATTEMPTS_PER_IP' | 'AUTH_ATTEMPTS_PER_ADDRESS' | 'PUBLIC_URL'
> &
  Partial<Pick<Env, 'REGISTRATION' | 'SIMULATION' | 'SMTP_URL' | 'MAIL_FROM' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'MQTT_URL' | 'MQTT_BASE_TOPIC'>> &
  IngestLimitsEnv &
  OAuthEnv &
  TuyaEnv

export interface AppDeps {
  env: AppEnv
  database: Database
  logger?: Logger
  /** live updates; one process's own when not given */
  live?: LiveBus
  /** the Tuya cloud client, shared with the poller; made from env when not given */
  tuya?: TuyaClient
  /** how often open live streams send a keep-alive and check the viewer's session (25 s) */
  liveHeartbeatMs?: number
  /** a connection silent this long is closed (IDLE_CONNECTION_MS) */
  idleConnectionMs?: number
  /** what a hub key may send, over env's INGEST_* settings: tests, and the bench's bulk load */
  ingestLimits?: Partial<IngestLimits>
}

/**
 * A connection that sends and receives nothing for this long is closed. Fastify sets no limit, and its
 * requestTimeout does not end a request whose body stops coming (measured: still open after minutes,
 * where plain Node answers 408): a client with a valid hub key that sent the headers and a piece of
 * the body held its socket for good, and enough of them would use up the server's. Live streams speak
 * every 25 s (liveHeartbeatMs) and an idle kept-alive connection closes after 72 s, so nothing in use waits this long
 */
export const IDLE_CONNECTION_MS = 90_000

/** The whole HTTP surface, without listening: tests call this and `inject()` or listen themselves. */
export async function buildApp({ env, database, logger, live: givenLive, tuya, liveHeartbeatMs, idleConnectionMs = IDLE_CONNECTION_MS, ingestLimits }: AppDeps) {
  const fastify = Fastify({
    connectionTimeout: idleConnectionMs,
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // one line per request, ours (installRequestLog), not Fastify's two
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
  }) as unknown as FastifyInstance
  const app: HttpApp = fastify.withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'frame-ancestors': ["'none'"],
        // plain-HTTP self-hosting on a home network must keep working
        'upgrade-insecure-requests': null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
  await installCompression(app)
  storeNoAnswers(app)
  await app.register(cookie)
  await app.register(formbody)
  installErrorHandler(app)
  installRequestLog(app)
  await installOpenApi(app)
  refuseCrossSiteWrites(app, { publicUrl: env.PUBLIC_URL })

  const { db } = database
  const live = givenLive ?? (await createLiveBus())
  const sessions = installSessions(app, { db, maxAgeDays: env.SESSION_MAX_AGE_DAYS })
  installHousekeeping(app, { db })
  // the limiters' counts whose window has passed (server/lib/rate-limiter.ts)
  sweepRateLimits(app, db)
  const { declared } = installAccessRules(app, { db })
  app.decorate('declaredRoutes', declared)
  // after the access rules: a signed-out request is a 401 whatever its body
  refuseNulCharacters(app)
  healthRoutes(app, { db })
  docsRoutes(app)
  authRoutes(app, { db, sessions, limits: { perIp: env.AUTH_ATTEMPTS_PER_IP, perAddress: env.AUTH_ATTEMPTS_PER_ADDRESS }, registration: env.REGISTRATION, simulation: env.SIMULATION === true })
  auditRoutes(app, { db })
  circlesRoutes(app, { db })
  timeZoneRoutes(app, { db, live })
  petsRoutes(app, { db, live })
  monitoringEndRoutes(app, { db, live })
  dataExportRoutes(app, { db })
  profileRoutes(app, { db, live })
  notificationsRoutes(app, { db, vapid: vapidKeySource({ db, env }), live })
  devicesRoutes(app, { db, live })
  usersRoutes(app, { db, live })
  careNotesRoutes(app, { db, live })
  alertsRoutes(app, { db, live })
  liveRoutes(app, { live, db, heartbeatMs: liveHeartbeatMs })
  insightsRoutes(app, { db, live, simulation: env.SIMULATION === true })
  ingestKeysRoutes(app, { db })
  doorEventsRoutes(app, { db })
  ingestRoutes(app, { db, live, mqtt: { url: env.MQTT_URL, baseTopic: env.MQTT_BASE_TOPIC }, limits: { ...hubLimitsFrom(env), ...definedOnly(ingestLimits ?? {}) } })
  homeMqttRoutes(app, { db, live, mqtt: { url: env.MQTT_URL, baseTopic: env.MQTT_BASE_TOPIC } })
  tuyaRoutes(app, { db, live, tuya: tuya ?? tuyaClientFrom(env) })
  const publicUrl = env.PUBLIC_URL ?? 'http://localhost:3000'
  const mailer = createMailer({ db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? DEFAULT_MAIL_FROM, log: app.log })
  passwordResetRoutes(app, { db, mailer, publicUrl, attemptsPerIp: env.AUTH_ATTEMPTS_PER_IP })
  invitationsRoutes(app, { db, mailer, publicUrl, sessions, live, attemptsPerIp: env.AUTH_ATTEMPTS_PER_IP })
  familyRoutes(app, { db, mailer, publicUrl, live })
  signInOffersRoutes(app, { db, mailer, publicUrl, sessions, attemptsPerIp: env.AUTH_ATTEMPTS_PER_IP })
  billingRoutes(app, { db })
  businessRoutes(app, { db })
  oauthRoutes(app, { db, sessions, publicUrl, providers: oauthProviders(env), registration: env.REGISTRATION })

  await serveWebApp(app, env.WEB_DIST)
  app.setNotFoundHandler(sendNotFound)
  return app
}

