import type { Db } from '../../lib/db'
import type { LiveBus } from '../../lib/live-bus'
import { evaluate } from '../../engine/engine'
import { HOUR_MS } from '../../engine/local-time'
import { activityPatternRows } from '../../engine/routine'
import type { EngineEvent, EngineHome, EngineState } from '../../engine/types'
import { resolveOpenByCause } from '../alerts/alerts.repository'
import { raiseAlert } from '../alerts/alerts.service'
import { roomOf } from './home-model'
import { eventsSince, loadCircle, saveCircle, savePatterns } from './monitoring.repository'

export interface MonitoringDeps {
  db: Db
  live: LiveBus
}

/** Events from the last couple of seconds wait a tick: their transaction may still be open */
const SETTLE_MS = 2000

export function homeOf(timeZone: string, devices: { id: string; kind: EngineHome['devices'][number]['kind']; location: string; batteryLevel: number | null; isActive: boolean }[]): EngineHome {
  return {
    timeZone,
    devices: devices.filter((d) => d.isActive).map((d) => ({ key: d.id, kind: d.kind, room: roomOf(d.location, d.kind), batteryLevel: d.batteryLevel })),
  }
}

/**
 * One engine step for one circle: the events stored since the last step go through the engine, its
 * findings become alerts (one open per cause), causes that cleared resolve their alerts, and the
 * learned routine is written to activity_patterns once an hour.
 */
export async function evaluateCircle({ db, live }: MonitoringDeps, clientId: string, now: Date) {
  const circle = await loadCircle(db, clientId)
  if (!circle) return { raised: 0, resolved: 0 }
  const home = homeOf(circle.timeZone, circle.devices)
  const byId = new Map(home.devices.map((d) => [d.key, d]))
  const rows = await eventsSince(db, clientId, circle.lastEventId, new Date(now.getTime() - SETTLE_MS))
  const events: EngineEvent[] = []
  for (const row of rows) {
    const device = byId.get(row.deviceId)
    if (device) events.push({ deviceKey: device.key, kind: device.kind, room: device.room, timestamp: row.timestamp, active: row.motionDetected })
  }
  const previous = (circle.state as EngineState | null) ?? null
  const previousHour = previous ? Math.floor(previous.clock / HOUR_MS) : -1
  const result = evaluate(previous, events, now, home)

  for (const finding of [...result.alerts, ...result.escalations]) {
    await raiseAlert(
      { db, live },
      {
        userId: clientId,
        type: finding.type,
        severity: finding.severity,
        title: finding.title,
        description: finding.description,
        dedupeKey: finding.dedupeKey,
        deviceId: finding.deviceKey && byId.has(finding.deviceKey) ? finding.deviceKey : null,
        metadata: { ...finding.metadata, source: 'engine' },
      },
    )
  }
  for (const key of result.resolved) await resolveCleared({ db, live }, clientId, key, now)
  if (Math.floor(result.state.clock / HOUR_MS) !== previousHour) {
    const patterns = activityPatternRows(result.state.routine).filter((r) => byId.has(r.deviceKey))
    await savePatterns(
      db,
      clientId,
      patterns.map(({ deviceKey, ...r }) => ({ ...r, deviceId: deviceKey, userId: clientId })),
    )
  }
  await saveCircle(db, clientId, { state: result.state, lastEventId: rows.at(-1)?.id ?? circle.lastEventId, evaluatedAt: now })
  return { raised: result.alerts.length, resolved: result.resolved.length }
}

/** The cause is gone (movement resumed, the sensor is back): the engine's alert closes by itself */
async function resolveCleared({ db, live }: MonitoringDeps, clientId: string, dedupeKey: string, now: Date) {
  for (const id of await resolveOpenByCause(db, clientId, dedupeKey, now)) await live.publish({ type: 'alert.resolved', circleId: clientId, id })
}
