import type { Db } from '../../lib/db'
import type { LiveBus } from '../../lib/live-bus'
import { evaluate } from '../../engine/engine'
import { localClock } from '../../engine/local-time'
import { expectedActivity } from '../../engine/routine'
import type { EngineEvent, EngineHome, EngineState, EvaluateResult } from '../../engine/types'
import { resolveOpenByCause } from '../alerts/alerts.repository'
import { HUB_CHECK_STALE_MS } from '../ingest/bridge-watch'
import { HTTP_HUB_UNHEARD_MINUTES, isHttpHub } from '../ingest/http-hub'
import { raiseAlert } from '../alerts/alerts.service'
import { queueResolvedNotifications } from '../notifications/notifications-queue.service'
import { roomOf } from './home-model'
import { adoptOpenAlerts, ENGINE_STOPPED_KEY, WATCHING_AGAIN } from './engine-failure'
import { historyUploadStep } from './history-upload'
import { startAtFirstEvent } from './learning-start'
import { encodeCircle, readStored, type EncodedCircle, type SavedCircle } from './engine-state.repository'
import { EVENT_LIMITS, loadCircles, saveCircles, savePatterns } from './monitoring.repository'
import { processBases, type BaseCache } from './state-cache'
import { engineEventsOf, learnPetWatchFromHistory } from './pet-history'

export interface MonitoringDeps {
  db: Db
  live: LiveBus
  /** a pause this long between a hub's calls ends a new home's history upload (HISTORY_UPLOAD.pauseMs unless told) */
  historyPauseMs?: number
  /** each circle's base kept in memory between ticks: this process's unless told (a test's second process has its own) */
  bases?: BaseCache
}

/** Events from the last couple of seconds wait a tick: their transaction may still be open */
export const SETTLE_MS = 2000

interface CircleDevice {
  id: string
  name: string
  deviceId: string
  kind: EngineHome['devices'][number]['kind']
  location: string
  batteryLevel: number | null
  isActive: boolean
  hubKey?: string | null
  /** the family says the pet cannot set this motion sensor off (EngineDevice.petImmune) */
  petImmune?: boolean
}

export interface KnownHub {
  key: string
  name: string
  lastSeenAt: Date | null
  checkedAt: Date
  /** a hub posting over HTTP whose key was revoked (its calls are refused) */
  revokedAt?: Date | null
}


/** The sensor as the family knows it, for alert texts: 'Hallway motion (MSH-MORRO14HAL)' */
export const sensorDisplayName = (d: Pick<CircleDevice, 'name' | 'deviceId'>) => (d.name === d.deviceId ? d.name : `${d.name} (${d.deviceId})`)

/**
 * The circle as the engine sees it: its switched-on sensors, and the hubs whose status is heard that
 * carried their newest reports. A hub nobody has vouched for lately goes in with no last-seen time,
 * so nothing is judged about it (an alert already open stays open) until a listener is back. A pet
 * the family says lives there goes in too: the motion sensors see it as well as the person, but for
 * those they have marked as ones it cannot set off.
 */
export function homeOf(
  { timeZone, petsAtHome = false }: { timeZone: string; petsAtHome?: boolean },
  devices: CircleDevice[],
  knownHubs: KnownHub[] = [],
  now = new Date(),
): EngineHome {
  const active = devices.filter((d) => d.isActive)
  const used = new Set(active.flatMap((d) => (d.hubKey ? [d.hubKey] : [])))
  const hubs = knownHubs
    .filter((h) => used.has(h.key))
    .map((h) => ({
      key: h.key,
      name: h.name,
      lastSeenAt: now.getTime() - h.checkedAt.getTime() <= HUB_CHECK_STALE_MS ? h.lastSeenAt : null,
      // a hub's own heartbeats come every few minutes, not every minute as a listener's
      ...(isHttpHub(h.key) ? { unheardAfterMinutes: HTTP_HUB_UNHEARD_MINUTES } : {}),
      ...(h.revokedAt ? { revokedAt: h.revokedAt } : {}),
    }))
  const heard = new Set(hubs.map((h) => h.key))
  return {
    timeZone,
    devices: active.map((d) => ({
      key: d.id,
      kind: d.kind,
      room: roomOf(d.location, d.kind),
      batteryLevel: d.batteryLevel,
      name: sensorDisplayName(d),
      hubKey: d.hubKey && heard.has(d.hubKey) ? d.hubKey : null,
      ...(d.petImmune ? { petImmune: true } : {}),
    })),
    ...(hubs.length > 0 ? { hubs } : {}),
    ...(petsAtHome ? { pets: true } : {}),
  }
}

type Finding = EvaluateResult['alerts'][number]
type PatternInsert = Parameters<typeof savePatterns>[1][number]

/**
 * One engine step for a batch of circles: the events stored since each circle's last step go through
 * the engine, findings become alerts (one open per cause), causes that cleared resolve their alerts,
 * and the hour that just closed is written to activity_patterns. Reads and the state write are one
 * statement each for the whole batch. Answers the circles that failed, for their claims to be released.
 */
export async function evaluateBatch(
  { db, live, historyPauseMs, bases = processBases }: MonitoringDeps,
  clientIds: string[],
  now: Date,
  onError: (clientId: string, err: unknown) => void,
  /** how often the scheduler evaluates: a longer gap is the engine's own outage (engine/watch.ts) */
  intervalMs?: number,
  limits?: typeof EVENT_LIMITS,
) {
  const circles = await loadCircles(db, clientIds, new Date(now.getTime() - SETTLE_MS), limits, bases)
  const saved: EncodedCircle[] = []
  /** the circle's new state made ready to write at once: its unpacked state is dropped now, not with the batch's */
  const save = (row: SavedCircle) => saved.push(encodeCircle(row, bases.rebaseShare))
  const findings: { clientId: string; finding: Finding; deviceId: string | null }[] = []
  const cleared: { clientId: string; key: string; how: string }[] = []
  const patterns: PatternInsert[] = []
  const failed: string[] = []
  for (const circle of circles) {
    try {
      const read = readStored(circle.stored)
      const stored = read.state as EngineState | null
      /** what the new state is written against: its base, and the row's base id when read */
      const against = { read: { baseId: circle.stored.baseId ?? null, base: read.base } }
      // a new home's hub is still sending its history, or sent it after the engine had moved on (history-upload.ts)
      const upload = await historyUploadStep(db, { clientId: circle.clientId, events: circle.events, stored, now, pauseMs: historyPauseMs, batchLimit: limits?.perCircle ?? EVENT_LIMITS.perCircle })
      if (upload === 'wait') {
        save({ clientId: circle.clientId, state: stored, lastEventId: circle.lastEventId, waitingForHistory: true, ...against })
        continue
      }
      if (upload === 'begin-again') {
        // from every stored event at the next tick; what the old state had open is adopted then and closes as its causes clear
        save({ clientId: circle.clientId, state: null, lastEventId: 0, ...against })
        continue
      }
      const home = homeOf(circle, circle.devices, circle.hubs, now)
      const byId = new Map(home.devices.map((d) => [d.key, d]))
      const events = engineEventsOf(circle.events, byId)
      // learning counts from the first event, not from the engine's first run after sign-up
      const previous = startAtFirstEvent(stored, events, now, home)
      if (previous === null && events.length === 0 && circle.firstEventsSettling) {
        // a new circle whose first events are still settling (a hub uploading its history): no state
        // until they have, so its learning starts from its first event rather than from now
        save({ clientId: circle.clientId, state: null, lastEventId: circle.lastEventId, ...against })
        continue
      }
      const previousClock = previous?.clock
      // catching up: this batch is only part of what is stored. The engine goes as far as its last
      // event, not to now, or the rest would come in as late events after a clock already at now,
      // with the time between learned as empty days (a rebuild from two years of history learned
      // 707 of them after its first batch, and told the family four sensors had been silent for 707
      // days). Nothing is raised or resolved on the way: the batch that reaches now judges the home.
      const catchingUp = circle.hasMore && events.length > 0
      if (!catchingUp) await learnPetWatchFromHistory(db, circle.clientId, previous, home, byId, circle.lastEventId)
      const openBefore = catchingUp ? structuredClone(previous?.open ?? {}) : null
      const result = catchingUp
        ? evaluate(previous, events, new Date(Math.min(now.getTime(), latestTimestamp(events))), home)
        : evaluate(previous, events, now, home, { expectedIntervalMs: intervalMs })
      if (openBefore) result.state.open = openBefore
      // a state begun afresh closes the alerts its predecessor left open, as their causes clear
      if (previous === null) await adoptOpenAlerts(db, circle.clientId, result.state)
      if (catchingUp) {
        save({ clientId: circle.clientId, state: result.state, lastEventId: circle.events.at(-1)!.id, ...against })
        continue
      }
      for (const finding of [...result.alerts, ...result.escalations]) {
        findings.push({ clientId: circle.clientId, finding, deviceId: finding.deviceKey && byId.has(finding.deviceKey) ? finding.deviceKey : null })
      }
      for (const key of result.resolved) cleared.push({ clientId: circle.clientId, key, how: result.resolvedHow[key] ?? '' })
      if (previousClock !== undefined && localHourClosed(previousClock, result.state.clock, result.state.timeZone)) {
        patterns.push(...closedHourPatterns(result.state, previousClock, circle.clientId, byId))
      }
      save({ clientId: circle.clientId, state: result.state, lastEventId: circle.events.at(-1)?.id ?? circle.lastEventId, ...against })
    } catch (err) {
      failed.push(circle.clientId)
      onError(circle.clientId, err)
    }
  }
  for (const { clientId, finding, deviceId } of findings) {
    await raiseAlert(
      { db, live, now: () => now },
      {
        userId: clientId,
        type: finding.type,
        severity: finding.severity,
        title: finding.title,
        description: finding.description,
        dedupeKey: finding.dedupeKey,
        deviceId,
        metadata: { ...finding.metadata, source: 'engine' },
      },
    )
  }
  // a home evaluated again after failing: 'Monitoring has stopped' is over
  for (const circle of circles) if (circle.wasFailing && !failed.includes(circle.clientId)) cleared.push({ clientId: circle.clientId, key: ENGINE_STOPPED_KEY, how: WATCHING_AGAIN })
  for (const { clientId, key, how } of cleared) await resolveCleared({ db, live }, clientId, key, how, now)
  await savePatterns(db, patterns)
  await saveCircles(db, saved, now, bases)
  return { evaluated: saved.length, failed }
}

/** The newest event's time (ms): a batch holds up to 50,000, too many to spread into Math.max */
function latestTimestamp(events: EngineEvent[]) {
  let latest = -Infinity
  for (const event of events) latest = Math.max(latest, event.timestamp.getTime())
  return latest
}

/**
 * Whether the home's own clock hour turned between two ticks. Not UTC's: in India (+05:30) or on the
 * Chatham Islands (+12:45) UTC's hour turns at :30 or :15 past the home's, which wrote each hour's row
 * half-way through it, before that hour's own activity was learned.
 */
export function localHourClosed(fromMs: number, toMs: number, timeZone: string): boolean {
  const hourIndex = (ms: number) => {
    const clock = localClock(ms, timeZone)
    return clock.day * 24 + clock.hour
  }
  return hourIndex(toMs) > hourIndex(fromMs)
}

/** The learned expectation of the local hour that just closed, one row per sensor */
function closedHourPatterns(state: EngineState, closedAt: number, clientId: string, devices: Map<string, unknown>): PatternInsert[] {
  const { dayOfWeek, hour } = localClock(closedAt, state.timeZone)
  return Object.entries(state.routine.devices)
    .filter(([key]) => devices.has(key))
    .map(([deviceId, routine]) => {
      const { mean, variance, confidence } = expectedActivity(routine, dayOfWeek, hour)
      return { userId: clientId, deviceId, dayOfWeek, hour, expectedActivity: mean, variance, confidence, lastUpdated: new Date(closedAt) }
    })
}

/** The cause is gone (movement resumed, the sensor is back): the engine's alert closes by itself */
async function resolveCleared({ db, live }: MonitoringDeps, clientId: string, dedupeKey: string, how: string, now: Date) {
  const closed = await resolveOpenByCause(db, clientId, dedupeKey, now, how)
  await queueResolvedNotifications(db, closed.map((c) => c.id), now)
  for (const { id } of closed) await live.publish({ type: 'alert.resolved', circleId: clientId, id })
}
