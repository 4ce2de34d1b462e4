// A server back from a stop hears the broker's retained 'offline' for the Zigbee2MQTT bridge (its last
// will) before anything else. That says the bridge is down now, not since when: judged at once, its
// silence counted our own stop, and a bridge stopped with the server for an upgrade or a reboot got 'Hub
// stopped reporting' (high, at once, night or not) at the first tick, seconds before it came back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hubs } from '../../db/platform-schema'
import type { Database } from '../../lib/db'
import { freshDatabase } from '../../test/test-db'
import { evaluate } from '../../engine/engine'
import { homeOf } from '../monitoring/monitoring.service'
import { BRIDGE_LISTEN_FIRST_MS, bridgeHub, watchBridge } from './bridge-watch'
import { findHub } from './hub.repository'

const MINUTE = 60_000
const quiet = { info() {}, warn() {}, error() {} }
let database: Database
beforeAll(async () => {
  database = await freshDatabase()
})
afterAll(() => database?.close())

/** Whether the engine, given the hub as the scheduler gives it at `at`, raises 'Hub stopped reporting' */
async function hubAlertAt(key: string, at: number) {
  const row = await findHub(database.db, key)
  const device = { id: 'd1', deviceId: 'PIR-1', name: 'Hall', kind: 'motion', location: 'Hallway', isActive: true, hubKey: key, batteryLevel: null }
  const home = homeOf({ timeZone: 'UTC' }, [device as never], row ? [row] : [], new Date(at))
  const result = evaluate(null, [{ deviceKey: 'd1', kind: 'motion', room: 'hall', timestamp: new Date(at - MINUTE), active: true }], new Date(at), home)
  return result.alerts.some((a) => a.dedupeKey === `hub:${key}`)
}

/** The bridge was last vouched for (seen and checked) at `lastHeard`; a new process starts at `startAt` and hears 'offline' */
async function restart(base: string, lastHeard: number, startAt: number) {
  const { key, name } = bridgeHub(base)
  await database.db.insert(hubs).values({ key, name, lastSeenAt: new Date(lastHeard), checkedAt: new Date(lastHeard) })
  let clock = startAt
  /** time as it passes (a clock that never jumps), and the wall clock, which may be put right meanwhile */
  let uptime = startAt
  const watch = watchBridge({ db: database.db, baseTopic: base, isConnected: () => true, log: quiet, now: () => new Date(clock), everyMs: 3_600_000, uptimeMs: () => uptime })
  await watch.heard('offline')
  return { key, watch, setClock: (at: number) => (clock = uptime = at), jumpClock: (at: number) => (clock = at) }
}

describe("the bridge's retained 'offline' heard at a start", () => {
  const T0 = Date.UTC(2026, 10, 20, 2, 0)

  it('after a 40-minute stop raises nothing at once, and nothing once the bridge says online', async () => {
    const { key, watch, setClock } = await restart('z2m-a', T0, T0 + 40 * MINUTE)
    expect(await hubAlertAt(key, T0 + 40 * MINUTE + 1_000)).toBe(false)
    setClock(T0 + 41 * MINUTE)
    await watch.heard('online')
    expect(await hubAlertAt(key, T0 + 41 * MINUTE + 1_000)).toBe(false)
    watch.stop()
  })

  it('a bridge still offline after the start has listened 30 min is called stopped, its silence including the stop', async () => {
    const { key, watch, setClock } = await restart('z2m-b', T0, T0 + 40 * MINUTE)
    const listened = T0 + 40 * MINUTE + BRIDGE_LISTEN_FIRST_MS
    setClock(listened)
    await watch.heard('offline')
    expect(await hubAlertAt(key, listened + 1_000)).toBe(true)
    watch.stop()
  })

  it('a start whose wall clock is put forward by hours (NTP, after a boot on a saved time) still listens its 30 min', async () => {
    // stopped at T0, started at T0 + 40 min on a clock saved at T0 - 10 min, put right 5 min after the start
    const { key, watch, jumpClock } = await restart('z2m-d', T0, T0 - 10 * MINUTE)
    jumpClock(T0 + 45 * MINUTE)
    await watch.heard('offline')
    expect(await hubAlertAt(key, T0 + 45 * MINUTE + 1_000)).toBe(false)
    watch.stop()
  })

  it('after a quick restart (vouched for 2 min before) is judged at once, as before', async () => {
    const { key, watch } = await restart('z2m-c', T0, T0 + 2 * MINUTE)
    expect((await findHub(database.db, key))?.checkedAt.getTime()).toBe(T0 + 2 * MINUTE)
    watch.stop()
  })
})
