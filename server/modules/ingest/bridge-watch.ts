// Whether the Zigbee2MQTT bridge can be heard, for the engine's hub rule (a bridge that stopped
// reporting silences every sensor behind it, and a silent home must not pass for a quiet one).
//
// The bridge says 'online' when it starts and the broker says 'offline' for it (its last will) when
// it stops or drops off the network. While this process is connected and the bridge is online, the
// hub's row is marked seen every `everyMs`; while it is not (the bridge said offline, or the broker
// cannot be reached), the row is only marked checked, so its silence grows. If this process stops,
// neither is written: a stale check means nobody is listening, and the scheduler then judges nothing.
import { CLOCK_SKEW_MS } from '../../engine/clock-step'
import type { Db } from '../../lib/db'
import type { Logger } from '../../lib/logger'
import type { MqttSettings } from '../../../contracts/ingest'
import { HUB_UNHEARD_MINUTES } from '../../engine/watch'
import { OFFLINE_RULES } from '../../engine/offline'
import { findHub, recordHubNotHeard, recordHubSeen, recordKnownHubNotHeard } from './hub.repository'
import { listeningClock } from './listening-clock'

export const HUB_HEARTBEAT_MS = 60_000

export interface BridgeWatchOptions {
  db: Db
  baseTopic: string
  isConnected: () => boolean
  log: Pick<Logger, 'info' | 'warn' | 'error'>
  now: () => Date
  everyMs?: number
  /** how long a start listens before saying the bridge is not heard, when nobody vouched for it meanwhile */
  listenFirstMs?: number
  /** a clock that never jumps, for how long it has listened (listening-clock.ts) */
  uptimeMs?: () => number
}

/**
 * A retained 'offline' (the bridge's last will) or a broker out of reach, heard at a start after nobody
 * listened for a while, says nothing of when the bridge went: its silence would include our own stop, and
 * a bridge stopped with the server (an upgrade, a reboot) was called stopped at the first tick, before it
 * came back. So a start first listens as long as a hub's silence takes to be an alert (decision 0040)
 */
export const BRIDGE_LISTEN_FIRST_MS = OFFLINE_RULES.hubSilentMinutes * 60_000

/** The hub's key and name, from the base topic: one bridge per base topic */
export function bridgeHub(baseTopic: string) {
  return {
    key: `zigbee2mqtt:${baseTopic}`,
    name: baseTopic === 'zigbee2mqtt' ? 'The Zigbee2MQTT bridge' : `The Zigbee2MQTT bridge (${baseTopic})`.slice(0, 100),
  }
}

export function watchBridge({ db, baseTopic, isConnected, log, now, everyMs = HUB_HEARTBEAT_MS, listenFirstMs = BRIDGE_LISTEN_FIRST_MS, uptimeMs }: BridgeWatchOptions) {
  const hub = bridgeHub(baseTopic)
  /** what the bridge last said in this process; unknown until its retained state arrives */
  let state: 'online' | 'offline' | undefined
  /** when what it said was last written; null: not written (a start still listening) */
  let saidAt: number | null = null
  const startedAt = now().getTime()
  const listenedFor = listeningClock(uptimeMs)
  /**
   * Whether someone vouched for the bridge shortly before this start (a quick restart, another process).
   * Not when that was later than this start's clock says it is now: the clock is behind (a Raspberry Pi
   * booted on its last saved time), and 'shortly before' says nothing of the hours since
   */
  const vouchedBefore = findHub(db, hub.key).then(
    (row) => !!row && startedAt - row.checkedAt.getTime() <= HUB_CHECK_STALE_MS && row.checkedAt.getTime() - startedAt <= CLOCK_SKEW_MS,
    () => false,
  )

  const write = (what: Promise<void>) => what.catch((err: unknown) => log.error({ err, hub: hub.key }, 'hub status not stored'))
  /** this process has heard the bridge online: its silence since then is one it listened to */
  let heardOnline = false
  /** Not heard yet is not 'not heard' until this start has listened long enough, unless someone vouched just before */
  const mayCallUnheard = async () => heardOnline || listenedFor() >= listenFirstMs || (await vouchedBefore)

  /** Writes what is known of the bridge now; false when nothing was (yet) to be said */
  async function vouch(): Promise<boolean> {
    if (isConnected() && state === 'online') return write(recordHubSeen(db, hub.key, hub.name, now())).then(() => true)
    if (!(await mayCallUnheard())) return false
    if (isConnected() && state === 'offline') return write(recordHubNotHeard(db, hub.key, hub.name, now())).then(() => true)
    // the broker cannot be reached, or the bridge never said anything: only a hub already known is
    // vouched for (a broker without Zigbee2MQTT behind it is no hub of ours)
    if (!isConnected()) return write(recordKnownHubNotHeard(db, hub.key, now())).then(() => true)
    return false
  }

  // the first vouch waits a whole interval: after a restart the broker has that long to answer
  const timer = setInterval(() => void vouch(), everyMs)
  timer.unref()

  return {
    key: hub.key,
    /** the bridge said it is online or offline; what it said at once goes to the database */
    async heard(said: 'online' | 'offline') {
      const at = now().getTime()
      // the same again within a heartbeat (a bridge or script saying it over and over) writes nothing: the
      // heartbeat writes the same, and each write would be the flood's (decision 0142)
      if (said === state && saidAt !== null && at >= saidAt && at - saidAt < everyMs) return
      if (said !== state) log.info({ hub: hub.key, state: said }, `Zigbee2MQTT bridge ${said}`)
      state = said
      if (said === 'online') heardOnline = true
      saidAt = (await vouch()) ? at : null
    },
    stop() {
      clearInterval(timer)
    },
  }
}

/** A hub's status vouched for longer ago than this is unknown: the listener is gone, not the hub */
export const HUB_CHECK_STALE_MS = 5 * 60_000

/**
 * Whether the bridge on this base topic is heard now, for the Sensors page; null while none ever was.
 * A listener marks a bridge it hears seen and checked at once, and one it does not hear only checked:
 * a check after the last sighting is the bridge saying it is offline, or the broker out of reach.
 */
export async function bridgeStatus(db: Db, baseTopic: string, now: Date): Promise<MqttSettings['bridge']> {
  const row = await findHub(db, bridgeHub(baseTopic).key)
  if (!row) return null
  const seen = row.lastSeenAt?.getTime() ?? null
  const vouched = now.getTime() - row.checkedAt.getTime() <= HUB_CHECK_STALE_MS
  const heard = vouched && seen !== null && seen >= row.checkedAt.getTime() && now.getTime() - seen <= HUB_UNHEARD_MINUTES * 60_000
  const limited = row.lastLimitedAt && row.lastLimit && now.getTime() - row.lastLimitedAt.getTime() <= LIMITED_SHOWN_MS ? { at: row.lastLimitedAt.toISOString(), what: row.lastLimit } : null
  return { heard, lastSeenAt: row.lastSeenAt?.toISOString() ?? null, limited }
}

/** Messages dropped over the topic's limit (decision 0130) are shown this long after the last one */
export const LIMITED_SHOWN_MS = 24 * 3_600_000
