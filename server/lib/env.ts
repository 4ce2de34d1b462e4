// The only reader of process.env (STYLE.md): parsed once at start-up, every problem listed at once.
import fs from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { parseEnv as parseDotEnv } from 'node:util'
import { z } from 'zod'
import { wholeNumber } from './env-number'
import { checkVapidEnv, VAPID_ENV } from '../modules/notifications/web-push.config'
import { INGEST_LIMITS_ENV } from '../modules/ingest/ingest-limits.config'
import { OAUTH_ENV } from '../modules/oauth/oauth.config'
import { checkTuyaEnv, TUYA_ENV } from '../modules/tuya/tuya.config'
import { REGISTRATION_MODES } from '../../contracts/auth'

/**
 * A URL with a password that does not parse: mostly a password with `#` (which starts a comment in .env
 * and cuts the value there) or `@ : / %` not percent-encoded. The value itself is never repeated
 */
const CUT_URL = 'is not a whole URL: in the password write @ : / # % and spaces percent-encoded (# is %23); in .env a bare # starts a comment and cuts the value there'

const flag = z.enum(['1', '0', 'true', 'false', 'yes', 'no']).transform((v) => ['1', 'true', 'yes'].includes(v))

export const EnvSchema = z.object({
  /** production: the demo is off unless DEMO=1, whichever database (a server others can reach gets no public password) */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: wholeNumber('a port number up to 65535, e.g. 3000', 0, 65535).default(3000),
  /** the address people reach the app at, for links in e-mails and the start-up log */
  PUBLIC_URL: z.url({ message: 'must be the whole address people open, with http:// or https://, e.g. https://care.example.org' }).optional(),
  /** unset: the embedded PostgreSQL (PGlite) under DATA_DIR */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').refine((value) => URL.canParse(value), CUT_URL).optional(),
  /** how long start-up keeps trying to reach DATABASE_URL's server before giving up (0: not at all) */
  DATABASE_WAIT_MS: wholeNumber('a whole number of milliseconds, 0 or more (60000 is a minute)', 0).default(60_000),
  DATA_DIR: z.string().min(1).default('./data'),
  /** seed the demo circle; defaults to on with the embedded database (unless NODE_ENV=production), off with DATABASE_URL */
  DEMO: flag.optional(),
  /**
   * the dashboard's Simulate Motion: made-up movement stored as the sensors' own, for trying Hearthwatch
   * out. Defaults to DEMO: where real homes are watched it would put off a real quiet alert and teach
   * the routine what never happened
   */
  SIMULATION: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_MAX_AGE_DAYS: wholeNumber('a whole number of days from 1 to 365', 1, 365).default(30),
  /** sign-in and registration attempts allowed per 15 minutes from one IP address, and for one e-mail (successful sign-ins not counted) */
  AUTH_ATTEMPTS_PER_IP: wholeNumber('a whole number of attempts, 1 or more', 1).default(30),
  AUTH_ATTEMPTS_PER_ADDRESS: wholeNumber('a whole number of attempts, 1 or more', 1).default(10),
  /** who may make an account: anyone at /register and through Google or Facebook (`open`), or only people invited by a home or by staff (`invite-only`) */
  REGISTRATION: z.enum(REGISTRATION_MODES, { message: `must be ${REGISTRATION_MODES.join(' or ')}` }).default('open'),
  /**
   * behind a reverse proxy that terminates HTTPS: trust its X-Forwarded-* headers. `1` (or `true`)
   * is one proxy in front, `2` two; or the proxies' addresses (`127.0.0.1,10.0.0.0/8`). Never "every
   * hop": the left of X-Forwarded-For is whatever the caller wrote there (the per-IP limits and the
   * audit trail's addresses would be theirs to choose)
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine((v) => /^(0|1|true|false|yes|no|[1-9]\d?)$/.test(v) || v.split(',').every((part) => isIpOrCidr(part.trim())), {
      message: 'must be 0, the number of proxies in front (1, 2…), or their addresses, e.g. 127.0.0.1,10.0.0.0/8',
    })
    .transform(trustedProxies)
    .optional(),
  /** deliver e-mail through this SMTP server; unset: e-mails are written to the log and kept in mail_outbox */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').refine((value) => URL.canParse(value), CUT_URL).optional(),
  /** the sender of every e-mail */
  MAIL_FROM: z.string().min(3).default('Hearthwatch <no-reply@localhost>'),
  /** sign-in with Google and Facebook (server/modules/oauth/oauth.config.ts) */
  ...OAUTH_ENV,
  /** what this instance does: serve the API and web app, run the engine, or both */
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /** how often the engine evaluates every circle */
  ENGINE_INTERVAL_MS: wholeNumber('a whole number of milliseconds, 1000 or more (60000 is a minute)', 1000).default(60_000),
  /**
   * the most memory, in MB, the engine keeps the homes' states in between ticks (about 100 kB a home),
   * so that each tick reads only what changed; 0 keeps none. Unset: an eighth of the machine's memory
   */
  ENGINE_STATE_CACHE_MB: wholeNumber('a whole number of megabytes, 0 or more (0 turns the cache off)', 0).optional(),
  /** a new home's hub sending its history in several calls is waited for until it pauses this long (0: not waited for) */
  HUB_HISTORY_PAUSE_MS: wholeNumber('a whole number of milliseconds from 0 to 1800000 (half an hour; 120000 is two minutes)', 0, 30 * 60_000).default(2 * 60_000),
  /** how often queued alert e-mails and pushes are looked for (a new alert also wakes the sender at once) */
  NOTIFY_INTERVAL_MS: wholeNumber('a whole number of milliseconds, 500 or more (10000 is ten seconds)', 500).default(10_000),
  /** web push's VAPID key pair and contact (server/modules/notifications/web-push.config.ts); unset: a pair made once and kept in the database */
  ...VAPID_ENV,
  /** Zigbee2MQTT's broker; unset: no MQTT ingest */
  MQTT_URL: z.string().regex(/^mqtts?:\/\//, 'must start with mqtt:// or mqtts://').refine((value) => URL.canParse(value), CUT_URL).optional(),
  MQTT_BASE_TOPIC: z.string().min(1).default('zigbee2mqtt'),
  /** the broker keeps our session (and queues messages while we are away) under this id: one MQTT instance per id */
  MQTT_CLIENT_ID: z.string().min(1).default('hearthwatch-ingest'),
  /** what a hub key (HTTP) and a base topic (MQTT) may send (server/modules/ingest/ingest-limits.config.ts) */
  ...INGEST_LIMITS_ENV,
  /** the Tuya cloud project whose motion and door sensors can be imported (server/modules/tuya/tuya.config.ts) */
  ...TUYA_ENV,
  /** card payments through Stripe are not in this version: refused rather than ignored (docs/decisions/0008-payments.md) */
  STRIPE_SECRET_KEY: z
    .never({ message: 'Stripe is not supported by this version; unset it to use the built-in payment provider (docs/decisions/0008-payments.md)' })
    .optional(),
  /** where the built web app is; `npm start` builds it there */
  WEB_DIST: z.string().min(1).default('./dist/web'),
}).superRefine((env, ctx) => {
  checkTuyaEnv(env, ctx)
  checkVapidEnv(env, ctx)
})

export type Env = Omit<z.infer<typeof EnvSchema>, 'DEMO' | 'SIMULATION' | 'TRUST_PROXY'> & {
  DEMO: boolean
  SIMULATION: boolean
  /** Fastify's trustProxy: false, a number of hops, or the proxies' addresses */
  TRUST_PROXY: TrustedProxies
}

export type TrustedProxies = false | number | string

/** `0`/`false`/`no`: none; `1`/`true`/`yes`: one hop; `2`: two hops; otherwise the addresses as given */
function trustedProxies(value: string): TrustedProxies {
  if (['0', 'false', 'no'].includes(value)) return false
  if (['1', 'true', 'yes'].includes(value)) return 1
  if (/^\d+$/.test(value)) return Number(value)
  return value
    .split(',')
    .map((part) => part.trim())
    .join(',')
}

/**
 * What Fastify is given: a number of hops becomes "the nearest n addresses are proxies" (Fastify's
 * own reading of a number trusts no hop at all)
 */
export function trustProxyOption(trusted: TrustedProxies): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof trusted !== 'number') return trusted
  return (_address, hop) => hop < trusted
}

function isIpOrCidr(value: string) {
  const [address, prefix, ...rest] = value.split('/')
  if (rest.length > 0 || !address) return false
  const family = isIP(address)
  if (family === 0) return false
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
}

/**
 * Where links point when PUBLIC_URL is unset: localhost when the server listens on every interface
 * (`0.0.0.0`, `::`), else the one address it listens on, an IPv6 one in brackets
 */
export function defaultPublicUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::') return `http://localhost:${port}`
  return `http://${isIP(host) === 6 ? `[${host}]` : host}:${port}`
}

/**
 * The settings, .env included, for a command's start. A setting that is wrong stops it with the list of
 * problems on standard error and exit code 1, without a stack trace: nothing crashed, a setting needs
 * fixing, and the list is what the person needs to read.
 */
export function readSettingsOrExit(): { env: Env; envFile: EnvFileLoad | undefined } {
  try {
    const envFile = loadEnvFile()
    return { env: parseEnv(), envFile }
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err))
    process.exit(1)
  }
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // `DATABASE_URL=` in a shell or an .env file means unset, not an invalid URL
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = EnvSchema.safeParse(given)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}${givenValue(String(i.path[0]), given)}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const env = result.data
  const demo = env.DEMO ?? (!env.DATABASE_URL && env.NODE_ENV !== 'production')
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    WEB_DIST: path.resolve(env.WEB_DIST),
    DEMO: demo,
    SIMULATION: env.SIMULATION ?? demo,
    TRUST_PROXY: env.TRUST_PROXY ?? false,
  }
}

// settings whose value may hold a password or a key: never repeated in an error
const SECRET = /SECRET|PRIVATE|PASSWORD|TOKEN|^(DATABASE|SMTP|MQTT)_URL$/

/** ` (it is "1m")`: what was given, so a typo is seen at once; nothing for a secret or an unset one */
function givenValue(name: string, given: Record<string, string | undefined>): string {
  const value = given[name]
  if (value === undefined || SECRET.test(name)) return ''
  return ` (it is ${JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)})`
}

export interface EnvFileLoad {
  file: string
  /** the variables taken from the file */
  loaded: string[]
  /** the file's variables already set in the environment, which keep their value */
  kept: string[]
}

/**
 * Reads `.env` from the working folder into `target` (process.env) when there is one; a variable the
 * environment already has, even empty, keeps its value. Node's parser (the one `--env-file` and
 * process.loadEnvFile use), with the no-override rule applied here so it holds on every Node version.
 */
export function loadEnvFile(
  file = path.resolve('.env'),
  target: Record<string, string | undefined> = process.env,
): EnvFileLoad | undefined {
  let text: string
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw err
  }
  const result: EnvFileLoad = { file, loaded: [], kept: [] }
  for (const [name, value] of Object.entries(parseDotEnv(text))) {
    if (target[name] !== undefined) result.kept.push(name)
    else {
      target[name] = value
      result.loaded.push(name)
    }
  }
  return result
}
