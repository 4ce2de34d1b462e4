// A hub that posts over HTTP with a home key is watched once it sends heartbeats (decision 0023). A
// hub that only posts events cannot be told from a quiet home: at night its sensors are silent for
// hours. One that sends an empty batch (`{ "events": [] }`) at least every HUB_HEARTBEAT_EVERY_MINUTES
// says it is there, so, like the Zigbee2MQTT bridge, its silence is a hub that stopped (the home's
// internet, a power cut, a crashed script): the sensors behind it are then not held to be quiet, and
// 'Hub stopped reporting' says why nothing is heard.
//
// Its row in `hubs` is made by its first heartbeat and kept when its key is revoked, while a sensor still
// names it (decision 0061: its silence is then 'Hub stopped reporting', saying why); every call
// with the key marks it seen (events are a sign of life too). Nobody vouches for an HTTP hub but the
// API that would receive it, so each API instance marks these rows checked every minute: when no API
// runs, the checks go stale and the engine judges nothing about them (bridge-watch.ts, the same rule).
import { HUB_HEARTBEAT_EVERY_MINUTES } from '../../../contracts/ingest'
import type { Db } from '../../lib/db'
import type { Logger } from '../../lib/logger'
import { OFFLINE_RULES } from '../../engine/offline'
import { HUB_CHECK_STALE_MS } from './bridge-watch'
import { markHttpHubsChecked, recordHubSeen } from './hub.repository'
import { listeningClock } from './listening-clock'

export const HTTP_HUB_PREFIX = 'http:'
/** Two heartbeats may be late before the home counts as unheard */
export const HTTP_HUB_UNHEARD_MINUTES = HUB_HEARTBEAT_EVERY_MINUTES + 2
const CHECK_EVERY_MS = 60_000

export const httpHubKey = (keyId: string) => `${HTTP_HUB_PREFIX}${keyId}`
export const isHttpHub = (hubKey: string) => hubKey.startsWith(HTTP_HUB_PREFIX)

/** What the alert calls it: 'The hub using the key “Living room hub”', or the key's first characters */
export function httpHubName(key: { name: string | null; keyPrefix: string }) {
  const named = key.name ? `“${key.name}”` : `${key.keyPrefix}…`
  return `The hub using the key ${named}`.slice(0, 100)
}

export interface HttpHubCaller {
  keyId: string
  name: string | null
  keyPrefix: string
  /** it has sent a heartbeat (its hub row exists) */
  heartbeats: boolean
}

/**
 * The call was heard: a heartbeat makes the hub a watched one, and any call from a watched hub marks it
 * seen. Answers the hub key the call's events are filed under, or null for a hub that is not watched.
 */
export async function heardFromHttpHub(db: Db, caller: HttpHubCaller, isHeartbeat: boolean, now: Date): Promise<string | null> {
  if (!isHeartbeat && !caller.heartbeats) return null
  const key = httpHubKey(caller.keyId)
  await recordHubSeen(db, key, httpHubName(caller), now)
  return key
}

/** Whether a hub last seen at `lastSeenAt` and vouched for at `checkedAt` is heard now, for the Sensors page */
export function httpHubHeard(row: { lastSeenAt: Date | null; checkedAt: Date }, now: Date) {
  const vouched = now.getTime() - row.checkedAt.getTime() <= HUB_CHECK_STALE_MS
  return vouched && !!row.lastSeenAt && now.getTime() - row.lastSeenAt.getTime() <= HTTP_HUB_UNHEARD_MINUTES * 60_000
}

/**
 * How long a starting API instance listens before it vouches for a hub nobody vouched for meanwhile
 * (decision 0040): the hub's silence counts from when someone could hear it, so a hub that was heard
 * until the server stopped for an upgrade of two hours, and calls again a few minutes after the start,
 * is not 'Hub stopped reporting' at the first tick; one that never calls is, after the usual 30 minutes.
 */
export const HTTP_HUB_LISTEN_FIRST_MS = OFFLINE_RULES.hubSilentMinutes * 60_000

/**
 * The API instance vouches every minute that it is there to hear the HTTP hubs (stops with the app):
 * at once for the hubs someone vouched for lately (a quick restart, or another instance), the others
 * once it has listened HTTP_HUB_LISTEN_FIRST_MS (a hub heard meanwhile vouches for itself)
 */
export function watchHttpHubs({
  db,
  log,
  now = () => new Date(),
  everyMs = CHECK_EVERY_MS,
  listenFirstMs = HTTP_HUB_LISTEN_FIRST_MS,
  uptimeMs = () => performance.now(),
}: {
  db: Db
  log: Pick<Logger, 'error'>
  now?: () => Date
  everyMs?: number
  listenFirstMs?: number
  /** How long it has listened is counted on a clock that never jumps (see listenedFor) */
  uptimeMs?: () => number
}) {
  const listenedFor = listeningClock(uptimeMs)
  const check = () => {
    const at = now()
    const vouchedSince = listenedFor() >= listenFirstMs ? undefined : new Date(at.getTime() - HUB_CHECK_STALE_MS)
    return markHttpHubsChecked(db, at, vouchedSince).catch((err: unknown) => log.error({ err }, 'HTTP hubs not vouched for'))
  }
  void check()
  const timer = setInterval(() => void check(), everyMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}

