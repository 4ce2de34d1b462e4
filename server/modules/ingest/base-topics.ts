// The base topics MQTT ingest reads (decision 0115): the server's shared MQTT_BASE_TOPIC, and each home's
// own, read from the database at the start, at once whenever a home's settings change (the live bus's
// 'circle.changed', which the Sensors page's PUT /api/circle/mqtt sends: decision 0118), and every `everyMs`
// in case that news was missed (the bus's connection to the database was down), so a home given one on the
// Sensors page is heard there without a restart. Each base topic is one Zigbee2MQTT bridge: its own bridge state,
// hub and start replays. A message is matched to the base topic it came on; which sensors that topic may
// move is mqtt-message.ts's rule (a sensor counts only on its home's own topic, or the shared one if it has none).
import type { MqttClient } from 'mqtt'
import type { Db } from '../../lib/db'
import type { LiveBus } from '../../lib/live-bus'
import type { Logger } from '../../lib/logger'
import { bridgeStartReplays } from './bridge-start'
import { watchBridge } from './bridge-watch'
import { listHomeTopics } from './home-topics.repository'

export const HOME_TOPICS_EVERY_MS = 10_000

export interface BaseTopic {
  base: string
  bridge: ReturnType<typeof watchBridge>
  replays: ReturnType<typeof bridgeStartReplays>
}

/** What a topic is: a bridge's state, or a device's message (`name`: its friendly name) */
export type TopicMatch = { base: BaseTopic; bridgeState: true } | { base: BaseTopic; bridgeState: false; name: string }

const BRIDGE_STATE = '/bridge/state'

interface Options {
  db: Db
  client: MqttClient
  shared: string
  log: Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>
  now: () => Date
  hubHeartbeatMs: number
  everyMs?: number
  /** news of a home's changed settings, heard from any process on the database */
  live?: Pick<LiveBus, 'subscribeAll'>
}

export function baseTopics({ db, client, shared, log, now, hubHeartbeatMs, everyMs = HOME_TOPICS_EVERY_MS, live }: Options) {
  const make = (base: string): BaseTopic => ({
    base,
    bridge: watchBridge({ db, baseTopic: base, isConnected: () => client.connected, log, now, everyMs: hubHeartbeatMs }),
    replays: bridgeStartReplays(),
  })
  const sharedTopic = make(shared)
  const homes = new Map<string, BaseTopic>()

  // the bridge state on every subscription, kept session or not: the broker then sends its retained state,
  // which may have changed (its last will) while we were away; the devices' topics too, since a session
  // the broker kept is subscribed to the topics it was made under, and one changed since was never read.
  // Subscribing again loses nothing: what the session holds still comes, and retained device messages are ignored
  const subscribe = (bases: string[]) =>
    new Promise<void>((resolve, reject) => {
      if (bases.length === 0) return resolve()
      const topics = Object.fromEntries(bases.flatMap((b) => [[`${b}${BRIDGE_STATE}`, { qos: 1 as const }], [`${b}/+`, { qos: 1 as const }]]))
      client.subscribe(topics, (err) => (err ? reject(err) : resolve()))
    })

  let refreshing: Promise<void> | undefined
  let stopped = false
  /** whether the homes' topics have been read from the database at least once */
  let read = false
  let markRead!: () => void
  const firstRead = new Promise<void>((resolve) => (markRead = resolve))
  /** Reads the homes' topics again: a new one is subscribed to, one no longer any home's is left */
  async function refresh() {
    let rows: { topic: string }[]
    try {
      rows = await listHomeTopics(db)
    } catch (err) {
      return log.debug({ err }, "MQTT ingest: the homes' base topics could not be read; trying again")
    }
    // stopped while reading: no bridge watch may start after its stop
    if (stopped) return
    const wanted = new Set(rows.map((r) => r.topic.replace(/\/+$/, '')).filter((t) => t && t !== shared))
    const added = [...wanted].filter((t) => !homes.has(t))
    const gone = [...homes.keys()].filter((t) => !wanted.has(t))
    for (const t of added) homes.set(t, make(t))
    for (const t of gone) {
      homes.get(t)!.bridge.stop()
      homes.delete(t)
    }
    read = true
    markRead()
    if (client.connected && added.length) await subscribe(added).catch((err: unknown) => log.error({ err, topics: added }, "MQTT subscribe to a home's base topic failed"))
    if (client.connected && gone.length) client.unsubscribe(gone.flatMap((t) => [`${t}${BRIDGE_STATE}`, `${t}/+`]))
    if (added.length || gone.length) log.info({ added, gone }, `MQTT ingest reads ${homes.size} home base topic(s) besides ${shared}`)
  }
  let readAgain = false
  /** One reading at a time; asked during one, another follows it (that one may have read before the change committed) */
  const refreshOnce = () => {
    if (refreshing) {
      readAgain = true
      return refreshing
    }
    refreshing = (async () => {
      do {
        readAgain = false
        await refresh()
      } while (readAgain && !stopped)
    })().finally(() => (refreshing = undefined))
    return refreshing
  }
  const first = refreshOnce()
  const timer = setInterval(() => void refreshOnce(), everyMs)
  timer.unref()
  const unsubscribe = live?.subscribeAll((event) => {
    if (event.type === 'circle.changed') void refreshOnce()
  })

  return {
    shared,
    /**
     * Resolves once the homes' topics have been read; throws while they cannot be. A session the broker kept sends
     * its backlog right after it accepts our connection, before the first read may have ended: a message on a
     * home's own topic then matched no topic and was acknowledged as ignored, lost (decision 0142)
     */
    async whenRead() {
      if (read) return
      // not until the read's subscriptions are in place: the broker's answer to them waits behind the message in hand
      await Promise.race([firstRead, refreshOnce()])
      if (!read) throw new Error("the homes' MQTT base topics could not be read from the database")
    },
    /** every base topic, subscribed on a connection: resolves once the broker has them */
    async subscribeAll() {
      await first
      await subscribe([shared, ...homes.keys()])
    },
    /** the base topic a message came on and what it is; undefined for any other topic */
    match(topic: string): TopicMatch | undefined {
      const lookup = (b: string) => (b === shared ? sharedTopic : homes.get(b))
      if (topic.endsWith(BRIDGE_STATE)) {
        const base = lookup(topic.slice(0, -BRIDGE_STATE.length))
        if (base) return { base, bridgeState: true }
      }
      const cut = topic.lastIndexOf('/')
      const base = cut > 0 ? lookup(topic.slice(0, cut)) : undefined
      const name = topic.slice(cut + 1)
      return base && name && name !== 'bridge' ? { base, bridgeState: false, name } : undefined
    },
    stop() {
      stopped = true
      clearInterval(timer)
      unsubscribe?.()
      sharedTopic.bridge.stop()
      for (const b of homes.values()) b.bridge.stop()
    },
  }
}
