import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { devices, users } from '../../db/schema'
import type { Db } from '../../lib/db'
import { RESTATED_IN_BATCH } from './restated'

export interface EventRow {
  /** devices.id */
  device: string
  /** ISO 8601 with a zone, as validated: PostgreSQL reads it as is */
  timestamp: string
  motion: boolean
  key: string
  metadata: Record<string, unknown> | null
}

/** The newest reading of one device in a batch; battery and signal carry their own event's time */
export interface DeviceStats {
  device: string
  newestAt: Date
  battery: number | null
  batteryAt: Date | null
  signal: number | null
  signalAt: Date | null
}

/**
 * The circle's devices whose device ID is one of `deviceIds` (the sender's) in any letter case (decision 0116), in one
 * query: the service picks the exact one, or the only one, and names them where several differ only in case
 */
export function findCircleDevices(db: Db, clientId: string, deviceIds: string[]) {
  if (deviceIds.length === 0) return Promise.resolve([])
  const lowered = [...new Set(deviceIds.map((id) => id.toLowerCase()))]
  return db
    .select({ id: devices.id, deviceId: devices.deviceId, kind: devices.kind, name: devices.name })
    .from(devices)
    .where(and(eq(devices.userId, clientId), inArray(sql`lower(${devices.deviceId})`, lowered)))
}

/**
 * Any circle's devices with this device ID in any letter case, the exact one alone when there is one: MQTT topics
 * name devices, not circles. Several come back only from a database that took IDs differing in case before
 * registration refused them (decision 0116): the caller stores nothing then, rather than pick one. `homeTopic`: its
 * home's own MQTT base topic, the only one its messages count on; null when the home uses the shared one (decision 0115)
 */
export async function findDevicesByDeviceId(db: Db, deviceId: string) {
  const columns = { id: devices.id, clientId: devices.userId, kind: devices.kind, deviceId: devices.deviceId, homeTopic: users.mqttBaseTopic }
  const rows = (where: SQL) => db.select(columns).from(devices).innerJoin(users, eq(users.id, devices.userId)).where(where)
  const exact = await rows(eq(devices.deviceId, deviceId))
  if (exact.length > 0) return exact
  return rows(sql`lower(${devices.deviceId}) = ${deviceId.toLowerCase()}`)
}

/**
 * One statement, one round trip per batch: insert the events (a repeated event key is skipped by the
 * unique index, duplicates inside the batch too; a door or switch saying its state again is marked
 * `restated`, restated.ts) and move each device's stats forward. Rows travel as
 * one JSON parameter, which node-postgres and PGlite bind alike. Answers how many events were new.
 *
 * Device rows are locked in id order first so two batches touching the same devices cannot deadlock,
 * and stats only move forward: an older event arriving late changes nothing (last_activity is the
 * newest event's time; battery and signal are taken from a reading no older than it, and hub_key names
 * whatever carried that newest report).
 */
export async function storeEvents(db: Db, clientId: string, rows: EventRow[], stats: DeviceStats[], hubKey: string | null = null): Promise<number> {
  if (rows.length === 0) return 0
  const events = JSON.stringify(
    rows.map((r) => ({ d: r.device, t: r.timestamp, m: r.motion, k: r.key, x: r.metadata })),
  )
  const sorted = [...stats].sort((a, b) => (a.device < b.device ? -1 : a.device > b.device ? 1 : 0))
  const readings = JSON.stringify(
    sorted.map((s) => ({
      d: s.device,
      t: s.newestAt.toISOString(),
      b: s.battery,
      bt: s.batteryAt?.toISOString() ?? null,
      s: s.signal,
      st: s.signalAt?.toISOString() ?? null,
    })),
  )
  const result = await db.execute(sql`
    with batch as (
      select e.*, lag(e.m) over (partition by e.d order by e.t) as prev_in_batch
      from json_to_recordset(${events}::json) as e(d uuid, t timestamptz, m boolean, k text, x jsonb)
    ),
    ins as (
      insert into motion_events (device_id, user_id, timestamp, motion_detected, event_key, metadata)
      select b.d, ${clientId}::uuid, b.t, b.m, b.k,
        case when ${RESTATED_IN_BATCH} then coalesce(b.x, '{}'::jsonb) || '{"restated": true}'::jsonb else b.x end
      from batch b
      on conflict (device_id, event_key) do nothing
      returning 1
    ),
    readings as (
      select * from json_to_recordset(${readings}::json)
        as r(d uuid, t timestamptz, b integer, bt timestamptz, s integer, st timestamptz)
    ),
    locked as (
      select dv.id from devices dv where dv.id in (select d from readings) order by dv.id for no key update
    ),
    moved as (
      update devices dv set
        last_activity = greatest(dv.last_activity, r.t),
        battery_level = case when r.b is not null and (dv.last_activity is null or r.bt >= dv.last_activity)
                             then r.b else dv.battery_level end,
        signal_strength = case when r.s is not null and (dv.last_activity is null or r.st >= dv.last_activity)
                               then r.s else dv.signal_strength end,
        hub_key = ${hubKey}
      from readings r
      where dv.id = r.d and dv.id in (select id from locked)
        and (dv.last_activity is null or r.t >= dv.last_activity)
      returning 1
    )
    select (select count(*) from ins)::int as accepted, (select count(*) from moved)::int as moved
  `)
  const [row] = (result as unknown as { rows: { accepted: number }[] }).rows
  return row?.accepted ?? 0
}
