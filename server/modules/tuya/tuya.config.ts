// Settings for the Tuya cloud link. server/lib/env.ts spreads TUYA_ENV into its schema (it alone
// reads process.env) and checks that the three credentials come together; tuyaConfig() picks them out.
import { z } from 'zod'
import { wholeNumber } from '../../lib/env-number'
import { createTuyaClient, type TuyaClient, type TuyaConfig } from './tuya.client'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

export const TUYA_ENV = {
  /** the cloud project's Access ID (client_id) and Access Secret */
  TUYA_ACCESS_ID: z.string().min(1).optional(),
  TUYA_ACCESS_SECRET: z.string().min(1).optional(),
  /** the project's data centre, e.g. https://openapi.tuyaeu.com; http:// only for this machine (tests) */
  TUYA_ENDPOINT: z
    .url()
    .refine((value) => {
      const url = URL.parse(value)
      return url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK.has(url.hostname))
    }, 'must be an https:// URL (http:// only for localhost)')
    .optional(),
  /** how often new reports are fetched from the cloud */
  TUYA_POLL_INTERVAL_MS: wholeNumber('a whole number of milliseconds, 1000 or more (60000 is a minute)', 1000).default(60_000),
}

export type TuyaEnv = { TUYA_ACCESS_ID?: string; TUYA_ACCESS_SECRET?: string; TUYA_ENDPOINT?: string }

const NAMES = ['TUYA_ACCESS_ID', 'TUYA_ACCESS_SECRET', 'TUYA_ENDPOINT'] as const

/** For env.ts: one or two of the three set is a mistake to stop on, not a link that silently stays off */
export function checkTuyaEnv(env: TuyaEnv, ctx: z.RefinementCtx) {
  const given = NAMES.filter((name) => env[name])
  if (given.length === 0 || given.length === NAMES.length) return
  for (const name of NAMES.filter((n) => !env[n])) {
    ctx.addIssue({ code: 'custom', path: [name], message: `is required with ${given.join(' and ')} (set all three Tuya settings or none)` })
  }
}

/** The link's settings, or undefined when this deployment has no Tuya cloud project */
export function tuyaConfig(env: TuyaEnv): TuyaConfig | undefined {
  if (!env.TUYA_ACCESS_ID || !env.TUYA_ACCESS_SECRET || !env.TUYA_ENDPOINT) return undefined
  return { accessId: env.TUYA_ACCESS_ID, secret: env.TUYA_ACCESS_SECRET, endpoint: env.TUYA_ENDPOINT }
}

/** A client for this deployment's cloud project, or undefined without one */
export function tuyaClientFrom(env: TuyaEnv): TuyaClient | undefined {
  const config = tuyaConfig(env)
  return config && createTuyaClient(config)
}
