import { randomBytes } from 'node:crypto'
import { SIMULATION_DEMO_ONLY } from '../../../contracts/auth'
import { ACTIVITY_SCORE_UNKNOWN, FALL_RISK_SWITCHED_OFF, type ActivityScoreUnknown, type DashboardPetWatch } from '../../../contracts/insights'
import { isSensorActive, sensorState, watchesNothingInside } from '../../../contracts/devices'
import { MONITORING_ENDED_REFUSAL } from '../../../contracts/home-settings'
import { startOfLocalDay } from '../../../contracts/local-day'
import { cloneState, engineStatus, evaluate } from '../../engine/engine'
import { firingRoom } from '../../engine/chatter'
import { fallRiskAssessment } from '../../engine/falls'
import { measuredActivityScore } from '../../engine/activity-score'
import { petBlindness } from '../../engine/activity-score-pet'
import { behavioralPatterns, healthScore, NEUTRAL_SCORE } from '../../engine/insights'
import { petWatchStatus } from '../../engine/pets'
import { LEARNING_QUIET_LIMIT_MINUTES } from '../../engine/learning'
import { LEARNING_DAYS } from '../../engine/learning'
import type { EngineHome, EngineState } from '../../engine/types'
import type { Db } from '../../lib/db'
import { AppError } from '../../lib/errors'
import type { LiveBus } from '../../lib/live-bus'
import { isDemoHome } from '../circles/demo-home.repository'
import { findMonitoringEnd } from '../circles/monitoring-end.repository'
import { listDevices } from '../devices/devices.service'
import { eventsSince, loadCircle } from '../monitoring/monitoring.repository'
import { hasHeardAnything, startAtFirstEvent } from '../monitoring/learning-start'
import { homeOf } from '../monitoring/monitoring.service'
import { engineEventsOf, learnPetWatchFromHistory } from '../monitoring/pet-history'
import { lastMovementInWords } from './last-movement-place'
import { createQuietAlertTimes, type QuietAlertTimes } from './quiet-alert-times'
import { countAlertsSince, hasOpenSafetyAlert, insertSimulatedMotion, listMotionDevices, newestMotionAt, unresolvedAlertTypes } from './insights.repository'

/**
 * The engine's view of a circle now: its stored state brought up to date with the events since the
 * last tick, on a copy (reading never changes what the scheduler keeps). Null until a sensor has
 * reported: the scheduler keeps a state from its first run after sign-up, and one that has heard
 * nothing would give a home without sensors the neutral scores of a home with a little history.
 */
async function currentState(db: Db, clientId: string, now: Date): Promise<{ state: EngineState; home: EngineHome } | null> {
  return (await currentView(db, clientId, now)).current
}

/** currentState, and whether the scheduler is waiting for the rest of a new home's history (history-upload.ts) */
async function currentView(db: Db, clientId: string, now: Date): Promise<{ current: { state: EngineState; home: EngineHome } | null; receivingHistory: boolean }> {
  const circle = await loadCircle(db, clientId)
  if (!circle) return { current: null, receivingHistory: false }
  const home = homeOf(circle, circle.devices)
  // what has come of a new home's history is not judged until the rest has
  const receivingHistory = circle.historyArrivingSince !== null
  const rows = receivingHistory ? [] : await eventsSince(db, clientId, circle.lastEventId, now, 20_000)
  const byId = new Map(home.devices.map((d) => [d.key, d]))
  const events = engineEventsOf(rows, byId)
  // as the scheduler does: a state that has heard nothing yet starts at the first event
  const stored = startAtFirstEvent(circle.state ? cloneState(circle.state as EngineState) : null, events, now, home)
  if (!stored && events.length === 0) return { current: null, receivingHistory }
  // a pet setting changed since the last tick: read as the next tick will learn it, not as a week to come
  await learnPetWatchFromHistory(db, clientId, stored, home, byId, circle.lastEventId)
  const { state } = evaluate(stored, events, now, home)
  return { current: hasHeardAnything(state) ? { state, home } : null, receivingHistory }
}

export async function dashboardStats(db: Db, clientId: string, timeZone: string, now = new Date()) {
  const [{ current, receivingHistory }, devices, lastMotionAt, alertsToday, endedAt] = await Promise.all([
    currentView(db, clientId, now),
    listDevices(db, clientId),
    newestMotionAt(db, clientId),
    countAlertsSince(db, clientId, startOfLocalDay(now, timeZone)),
    findMonitoringEnd(db, clientId),
  ])
  // before any sensor has reported, learning has not begun: no engine view to show yet
  const status = current && engineStatus(current.state, now.getTime())
  // a sensor that keeps firing is no one moving (engine/chatter.ts): its newest report is not 'Active recently'
  const firing = current ? firingRoom(current.state, now.getTime()) !== null : false
  const pets = current && petWatchStatus(current.state, current.home, now.getTime())
  /**
   * a cat or dog lives there (decision 0050): the newest motion may be the pet's, so the dashboard also
   * says when a door, the fridge, a cupboard or a motion sensor the pet cannot set off last saw them, or a motion
   * sensor kept on by someone moving about (decision 0078), and which it was
   */
  const petWatch: DashboardPetWatch | null = pets
    ? {
        lastUseAt: pets.lastUseAt === null ? null : new Date(pets.lastUseAt).toISOString(),
        isLearning: pets.isLearning,
        immuneRooms: pets.immuneRooms,
        heldMotionCounts: pets.heldMotionCounts,
        lastHeldRoom: pets.lastHeldRoom,
      }
    : null
  const measured = current && !receivingHistory ? measuredActivityScore(current.state, now, current.home) : null
  // a home with a pet whose sensors cannot tell its movement from the person's now (activity-score-pet.ts): say so, not score the pet
  const petBlind = current && petBlindness(current.state, current.home, now.getTime())
  const allSwitchedOff = devices.length > 0 && devices.every((d) => !d.isActive)
  const activityScoreUnknown: ActivityScoreUnknown | null = endedAt
    ? ACTIVITY_SCORE_UNKNOWN.monitoringEnded
    : allSwitchedOff
      ? ACTIVITY_SCORE_UNKNOWN.switchedOff
      : receivingHistory
        ? ACTIVITY_SCORE_UNKNOWN.historyArriving
        : !current
          ? ACTIVITY_SCORE_UNKNOWN.notHeard
          : status?.isLearning
            ? ACTIVITY_SCORE_UNKNOWN.learning
            : measured === null
              ? petBlind === 'noSureSensor'
                ? ACTIVITY_SCORE_UNKNOWN.petNoSureSensor
                : petBlind === 'onlyPetLately'
                  ? ACTIVITY_SCORE_UNKNOWN.petOnlyLately
                  : ACTIVITY_SCORE_UNKNOWN.nothingLearned
              : null
  return {
    alertsToday,
    // not known (activityScoreUnknown says why): the engine's neutral 70, for the shape's sake, never 'lower than usual'
    activityScore: measured ?? NEUTRAL_SCORE,
    /** why activityScore is no measure now (the dashboard shows '–' and this), or null when it is one */
    activityScoreUnknown,
    totalDevices: devices.length,
    /** SPEC's 'active' by the one rule (contracts/sensor-state.ts): switched on, not judged offline, and heard from (decision 0124) */
    activeDevices: devices.filter(isSensorActive).length,
    /** switched on and never heard from, not yet judged offline: the Sensors page's No Data, neither active nor a fault (decision 0124) */
    noDataDevices: devices.filter((d) => sensorState(d) === 'no-data').length,
    /** only front doors switched on: the engine's 'out' and its quiet mean nothing here (decision 0031) */
    watchesNothingInside: watchesNothingInside(devices),
    /** every sensor switched off (a stay away): nothing is watched, which is no sensor gone offline */
    allSwitchedOff,
    /** how many the family switched off: not offline, and not in activeDevices (decision 0065) */
    switchedOffDevices: devices.filter((d) => !d.isActive).length,
    /** staff ended the watching of the home (decision 0045): no status but that one holds */
    monitoringEndedAt: endedAt?.toISOString() ?? null,
    lastMotionAt: firing && status?.lastActivityAt != null ? new Date(status.lastActivityAt) : lastMotionAt,
    engine: status && {
      isLearning: status.isLearning,
      learningLabel: status.learningLabel,
      learningDay: status.learningDay,
      learningDays: LEARNING_DAYS,
      /** while learning, only a quiet spell at home this long raises an alert (and no fall alerts) */
      learningQuietLimitMinutes: LEARNING_QUIET_LIMIT_MINUTES,
      atHome: status.atHome,
      /** when the person went out, while the engine takes them to be out */
      awaySince: !status.atHome && status.awaySince !== null ? new Date(status.awaySince).toISOString() : null,
      /**
       * the door they may have come in by while out, nothing inside since that shows them in (the engine watches it for a
       * fall on the way in); with a pet, also while taken as home on motion the pet could make (`cameInPetMoved`)
       */
      cameInAt: status.cameInAt != null ? new Date(status.cameInAt).toISOString() : null,
      cameInPetMoved: status.cameInAt != null && status.cameInPetMoved,
      /** that door came minutes after a visitor's likely leaving: they may have gone out after them, not come in */
      cameInAfterCaller: status.cameInAt != null && status.cameInAfterCaller,
      asleep: status.asleep,
      quietMinutes: status.quietMinutes,
      quietLimitMinutes: status.quietLimitMinutes,
      /** where and when she last moved inside (decision 0096): null while out, learning, or with a pet when it cannot tell */
      lastMovement: receivingHistory || endedAt ? null : lastMovementInWords(status, devices),
      ...quietAlertTimes(clientId, current, status, now, !!endedAt || receivingHistory),
    },
    petWatch,
    /** a new home's hub is still sending its history (decision 0053): what has come is not judged yet */
    receivingHistory,
  }
}

const quietAlertTimesOf = createQuietAlertTimes()

/** When a quiet alert would come if nothing moves: once the routine is learned, with the person in and the home watched; null otherwise */
function quietAlertTimes(clientId: string, current: { state: EngineState; home: EngineHome } | null, status: { isLearning: boolean; atHome: boolean }, now: Date, unwatched: boolean): QuietAlertTimes {
  if (!current || unwatched || status.isLearning || !status.atHome) return { quietAlertAt: null, sureSignAlertAt: null }
  return quietAlertTimesOf(clientId, current.state, current.home, now)
}

const NO_MOTION_YET = 'No motion data yet: insights appear once the sensors have reported'

async function requireCurrent(db: Db, clientId: string, now: Date) {
  const current = await currentState(db, clientId, now)
  if (!current) throw new AppError('NOT_FOUND', NO_MOTION_YET)
  return current
}

export async function healthScoreOf(db: Db, clientId: string, now = new Date()) {
  const [{ state, home }, unresolved] = await Promise.all([requireCurrent(db, clientId, now), unresolvedAlertTypes(db, clientId)])
  // the home's sensors: a part no sensor of it can show (outings without a front door) is never scored
  return healthScore(state, unresolved, home)
}
export async function patternsOf(db: Db, clientId: string, now = new Date()) {
  const { state, home } = await requireCurrent(db, clientId, now)
  // the home's pet setting and sensors: with a pet, 'less activity' counts what it cannot set off (decision 0145)
  return behavioralPatterns(state, home)
}

export async function fallRiskOf(db: Db, clientId: string, deviceId: string, now = new Date()) {
  const [devices, { current, receivingHistory }, endedAt] = await Promise.all([listDevices(db, clientId), currentView(db, clientId, now), findMonitoringEnd(db, clientId)])
  const device = devices.find((d) => d.id === deviceId)
  if (!device) throw new AppError('NOT_FOUND', 'Sensor not found')
  // the family switched it off: a risk from what it saw before would be about a sensor nobody watches
  if (!device.isActive) throw new AppError('CONFLICT', FALL_RISK_SWITCHED_OFF, { deviceId: [FALL_RISK_SWITCHED_OFF] })
  if (!current) throw new AppError('NOT_FOUND', NO_MOTION_YET)
  // the very answer the dashboard's 'If nothing moves by …' gives (kept per home), learning or not: the two never differ
  const unwatched = !!endedAt || receivingHistory || !engineStatus(current.state, now.getTime()).atHome
  const alertAt = unwatched ? null : quietAlertTimesOf(clientId, current.state, current.home, now).quietAlertAt
  return fallRiskAssessment(current.state, now, deviceId, alertAt === null ? null : Date.parse(alertAt))
}

/** A few minutes of someone walking through the home, ending now (the dashboard's simulation action) */
export const SIMULATION_REFUSED =
  'Not while an inactivity or possible-fall alert is open for this home: simulated movement would close it. Check on them and resolve the alert first.'

export async function simulateMotion({ db, live }: { db: Db; live: LiveBus }, clientId: string, now = new Date()) {
  if (await findMonitoringEnd(db, clientId)) throw new AppError('CONFLICT', MONITORING_ENDED_REFUSAL)
  // the demo on beside a real client's home (onboarding on a trial server): her learning week would learn what never happened
  if (!(await isDemoHome(db, clientId))) throw new AppError('FORBIDDEN', SIMULATION_DEMO_ONLY)
  const rooms = await listMotionDevices(db, clientId)
  if (rooms.length === 0) throw new AppError('CONFLICT', 'Add a motion sensor first: there is nothing to simulate')
  // made-up movement counts as real: it would close an alert about someone who may be lying on the floor
  if (await hasOpenSafetyAlert(db, clientId)) throw new AppError('CONFLICT', SIMULATION_REFUSED)
  const path = Array.from({ length: Math.min(3, rooms.length) }, (_, i) => rooms[(randomBytes(1)[0]! + i) % rooms.length]!)
  const rows = path.flatMap((device, i) =>
    [0, 1, 2].map((j) => ({
      deviceId: device.id,
      userId: clientId,
      timestamp: new Date(now.getTime() - ((path.length - 1 - i) * 3 + (2 - j)) * 60_000),
      motionDetected: true,
      confidence: 0.9,
      metadata: { source: 'simulation' },
    })),
  )
  await insertSimulatedMotion(db, rows)
  await live.publish({ type: 'motion', circleId: clientId })
  return { events: rows.length, rooms: path.map((d) => d.location) }
}

/**
 * Where and when she last moved inside now (decision 0096), for the Emergency button's alert: null where the
 * dashboard says nothing of it (out, learning, a pet it cannot tell from her, nothing heard, history still coming)
 */
export async function lastMovementNow(db: Db, clientId: string, now = new Date()) {
  const [{ current, receivingHistory }, devices] = await Promise.all([currentView(db, clientId, now), listDevices(db, clientId)])
  return current && !receivingHistory ? lastMovementInWords(engineStatus(current.state, now.getTime()), devices) : null
}
