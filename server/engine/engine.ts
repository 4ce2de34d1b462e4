// The engine's one entry point: evaluate(state, newEvents, now, home). The scheduler calls it every
// minute per circle with the events since the previous call; the evaluation tool calls it the same way
// on a simulated clock. No I/O and no clock of its own: everything it knows is in its arguments.
import { SEVERITY_RANK, type AlertCandidate, type EngineEvent, type EngineHome, type EngineState, type EvaluateResult, type OpenAlert } from './types'
import { dailyNoteKit, dailyNoteSureMarks, dailyOnDoor, dailyOnInside, newDaily } from './daily'
import { fallFinding, isFallRiskRoom } from './falls'
import { noteSelfEndedAlert } from './caution'
import { forgetWay } from './way-back'
import { assessQuiet, inactivityFinding } from './inactivity'
import { beganAsleep } from './rest-kind'
import { LEARNING_DAYS, learningDayOf } from './learning'
import { assertTimeZone, localClock, MINUTE_MS } from './local-time'
import { chatterFindings, endSetAside, isSetAside, noteSetAside, spellHidesReports } from './chatter'
import { deviceSeen, followRegistered, newDeviceHealth, noteBattery } from './offline'
import { roomReport, roomUse } from './offline-rooms'
import { doorsSitOut, outingReport } from './offline-outings'
import { offlineFindings } from './offline-findings'
import { isDoorBanging, noteDoorBang } from './door-bangs'
import { doorAlreadySettled, isCopy, isInOpenHour, isNewestInside, precedesDoor } from './late-events'
import { hasCleared, isQuietType, reminderMinutes } from './open-alerts'
import { clearedText } from './cleared-text'
import { learnBridgedRest, petPathOnInside } from './pet-path'
import { isAtDoorInside, isHerStepAfterDoor } from './pet-door'
import { assessPetQuiet, followPetSetting, isBeyondPet, isPetWatched, markedKeys, mayBePet, petImmuneKeys, petWatchOnRelease, petWatchOnUse } from './pets'
import { petQuietFinding } from './pet-finding'
import { learnOuting, newNightOutWatch, NIGHT_OUT_KEY, nightOutBlind, nightOutFinding, nightOutOnDoor, nightOutOnInside } from './night-out'
import { hasNoPassageMotion, isOneSensorReturn, upSeenBedUnseen } from './lone-motion'
import { newPresence, petDoubtWasOuting, presenceAtDoor, presenceOnDoor, presenceOnInside } from './presence'
import { DEFAULT_QUIET_LIMIT, learnSpell, newQuietModel, paceKey, type QuietLimitParams } from './quiet-model'
import { isRestated, noteUse, previousReport } from './restated'
import { rezoneState } from './rezone'
import { engineStatus } from './status'
import { countActivation, newRoutine } from './routine'
import { bookUnwatched, hearsHer, isUnheard, outageSilence, outageStart, spansUnwatched, watchedFrom } from './watch'
import { advanceTo, countOuting } from './advance'
import { sureKeysOf } from './activity-score-pet'
import { ARRIVAL_KEY, arrivalFinding, assessArrival } from './arrival'
import { isAheadOf, stepBackTo } from './clock-step'
import { afterNightOut, nightOutBefore } from './arrival-handover'
import { learnMorningUp } from './morning-up'
import { noteSeenHere } from './seen-here'

export { OFFLINE_REMINDER_MINUTES, QUIET_REMINDER_MINUTES } from './open-alerts'
export { engineStatus } from './status'

export interface EvaluateOptions {
  quietLimit?: QuietLimitParams
  /** How often the caller evaluates (the scheduler's ENGINE_INTERVAL_MS): a longer gap is an outage of the engine's own */
  expectedIntervalMs?: number
}

export function createState(startedAt: Date, home: EngineHome): EngineState {
  assertTimeZone(home.timeZone)
  const start = startedAt.getTime()
  const clock = localClock(start, home.timeZone)
  const devices: EngineState['devices'] = {}
  for (const device of home.devices) devices[device.key] = newDeviceHealth(device.batteryLevel ?? null)
  return {
    version: 1,
    timeZone: home.timeZone,
    startedAt: start,
    startDay: clock.day,
    clock: start,
    lookedAt: null,
    lastInsideAt: null,
    lastRoom: null,
    lastDeviceKey: null,
    presence: newPresence(),
    quiet: newQuietModel(),
    devices,
    routine: newRoutine(),
    daily: newDaily(clock),
    patterns: [],
    open: {},
    nightOut: newNightOutWatch(clock.day),
  }
}

/** A deep copy, for callers that keep the state they pass in (evaluate reuses the object it is given) */
export const cloneState = (state: EngineState): EngineState => structuredClone(state)

/** Evidence of a person: any change of a switch, door or mat; for a motion sensor, only motion seen */
export const isEvidence = (event: EngineEvent) => event.active || event.kind !== 'motion'

/** `immune`: in a home with a pet, the motion sensors it cannot set off (pets.ts) */
function applyEvent(state: EngineState, event: EngineEvent, at: number, outageFrom: number | null, home: EngineHome, immune: ReadonlySet<string>) {
  const device = (state.devices[event.deviceKey] ??= newDeviceHealth())
  if (isCopy(device, event, at)) return
  const previous = previousReport(device)
  roomReport(state.devices, home, event, at)
  if (event.kind === 'door') outingReport(device, at)
  deviceSeen(device, at, event.batteryLevel, event.active)
  // a door, switch or mat saying again the state it is in: the sensor is alive, nobody used it
  if (isRestated(device, event, at, previous)) return
  noteUse(device, event)
  // a sensor that has kept firing for hours says nothing of the person: not a visit, a door or movement
  if (isSetAside(device, event, at)) return noteSetAside(state, event, at)
  // a front door opening and closing again and again with no one seen inside between: no one going out each time
  if (event.kind === 'door' && isDoorBanging(state.presence, at)) return noteDoorBang(state, event, at)
  if (event.active && isInOpenHour(state, at)) countActivation(state.routine, event.deviceKey)
  if (!isEvidence(event)) return petWatchOnRelease(state, event, at, previous, state.presence.mode === 'home', outageFrom, home, immune)
  const clock = localClock(at, state.timeZone)
  const wasHome = state.presence.mode === 'home'
  petWatchOnUse(state, event, at, wasHome, outageFrom, immune)
  // a long quiet at home ending here that reads as an outing: the front door, silent through it, may be dead
  if (!mayBePet(event, home, immune) && !spansUnwatched(state, at, outageFrom)) doorsSitOut(state, home, event, at)
  // A quiet spell at home ends here: it is what normal quiet looks like, whether the door or a room ends it
  if (wasHome && state.lastInsideAt !== null && state.lastRoom !== null && state.lastDeviceKey !== null && at > state.lastInsideAt && !spansUnwatched(state, at, outageFrom) && !spellHidesReports(state)) {
    // begun up and about: outside her usual night, and not in a room she goes to bed from (the bedroom, the bathroom…)
    const upAndAbout = !beganAsleep(state, state.lastInsideAt) && state.lastRoom !== 'bedroom' && !isFallRiskRoom(state.lastRoom)
    learnSpell(state.quiet, state.lastRoom, state.lastDeviceKey, state.lastInsideAt, at, state.timeZone, paceKey(state.lastDeviceKey, state.lastPace), upAndAbout)
    if (home.pets === true && event.kind === 'motion') learnBridgedRest(state, event.deviceKey, at, upAndAbout)
    learnMorningUp(state, at)
  }
  if (event.kind === 'door') {
    dailyOnDoor(state.daily, clock)
    // a door delivered late, older than a newer door or than activity inside after it, was settled by them
    if (precedesDoor(state, at) || doorAlreadySettled(state, at)) return
    // out of the front door after the bathroom is no return to bed, seen or unseen
    if (state.nightVisits) state.nightVisits.pendingSince = null
    forgetWay(state)
    // with a pet about, someone in the hall as the door opened was her going out by it, not her coming back
    if (isAtDoorInside(state, home, event, at)) presenceAtDoor(state.presence)
    // with a pet about, a door after one with only motion since was her coming back: she was out between them
    const leftAt = home.pets === true ? petDoubtWasOuting(state.presence, at) : null
    if (leftAt !== null) countOuting(state, leftAt, at)
    nightOutOnDoor(state)
    presenceOnDoor(state.presence, at, { firstOfSensor: previous.at === null, onlyInDoubt: leftAt !== null, opened: event.active })
    return
  }
  // activity from before the latest door says nothing about whether the person stayed in or came back
  if (!precedesDoor(state, at)) {
    const leftAt = state.presence.awaySince
    const petLike = mayBePet(event, home, immune)
    // a mat settles on its own and a pet is not her: anything else inside while she is out is someone
    if (event.kind !== 'pressure' && !petLike) nightOutOnInside(state, at)
    const report = { mayBePet: petLike, herStep: petLike && isHerStepAfterDoor(state, event, at), sureReturn: isOneSensorReturn(state.presence, home, event, at, petLike), hallUnseen: event.active && hasNoPassageMotion(home) }
    const returned = presenceOnInside(state.presence, event.deviceKey, at, event.kind, report) === 'returned'
    if (returned && leftAt !== null && state.nightOut) learnOuting(state.nightOut, state.daily, leftAt, at, state.timeZone)
  }
  if (state.presence.mode !== 'home') return
  dailyOnInside(state.daily, event.room, at, clock, event.active, event.kind, !mayBePet(event, home, immune), isBeyondPet(event, immune))
  // an older event delivered late is learned from above, but where the person is now is the newest evidence's
  if (!isNewestInside(state, at)) return
  if (event.active && !mayBePet(event, home, immune)) roomUse(state.devices, home, event, at)
  watchedFrom(state)
  petPathOnInside(state, event, at, mayBePet(event, home, immune))
  noteSeenHere(state, event, at)
}

/**
 * Advances the circle's state to `now` through `events` (those since the previous call; older ones
 * than the state's clock are still learned from), and reports alerts to raise, escalate and resolve.
 * The state passed in is reused and returned: keep a cloneState() copy if you need the old one.
 */
export function evaluate(
  previous: EngineState | null,
  events: EngineEvent[],
  now: Date,
  home: EngineHome,
  options: EvaluateOptions = {},
): EvaluateResult {
  const nowMs = now.getTime()
  const sorted = [...events].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
  const first = sorted[0]?.timestamp.getTime() ?? nowMs
  const state = previous ?? createState(new Date(Math.min(first, nowMs)), home)
  // the server's clock was put back since the previous look: the step came between the two (clock-step.ts)
  if (previous && options.expectedIntervalMs !== undefined && isAheadOf(state, nowMs)) stepBackTo(state, nowMs - options.expectedIntervalMs)
  const outageFrom = outageStart(state, previous === null, nowMs, options.expectedIntervalMs, sorted)
  if (state.timeZone !== home.timeZone) {
    assertTimeZone(home.timeZone)
    rezoneState(state, home.timeZone, state.clock)
  }
  // a state saved before the night-out watch begins it now, and it learns a week before it says anything
  state.nightOut ??= newNightOutWatch(localClock(nowMs, state.timeZone).day)
  // a state begun now (a new home, a rebuild from the stored events) learns the pet watch from its first event on
  followPetSetting(state, home, previous === null ? state.startedAt : nowMs)
  state.upSeenBedUnseen = upSeenBedUnseen(home)
  // the days' counts of what a pet cannot set off, made with other marked sensors, are no measure now (daily.ts)
  dailyNoteSureMarks(state.daily, markedKeys(home).join(','))
  const immune = petImmuneKeys(home)
  const deviceKeys = home.devices.map((device) => device.key)
  const doorKeys = new Set(home.devices.filter((device) => device.kind === 'door').map((device) => device.key))
  // with a pet, the activity score also learns the day of what a pet cannot set off (activity-score-pet.ts)
  const counted = { doorKeys, sureKeys: home.pets === true ? sureKeysOf(home) : null }
  for (const device of home.devices) {
    const health = (state.devices[device.key] ??= newDeviceHealth())
    if (typeof device.batteryLevel === 'number' && device.batteryLevel !== health.battery) noteBattery(health, device.batteryLevel, nowMs)
    // the first tick that sees a sensor starts its clock for 'never reported' (offline.ts)
    if (health.lastSeenAt === null) health.addedAt ??= nowMs
  }
  // sensors switched off stop their silence; switched on again, they begin one (since the last look)
  followRegistered(state.devices, new Set(deviceKeys), state.clock)
  const unheardUntil = outageSilence(outageFrom, sorted, nowMs)
  const quietParams = options.quietLimit ?? DEFAULT_QUIET_LIMIT
  for (const event of sorted) {
    const at = Math.min(event.timestamp.getTime(), nowMs)
    advanceTo(state, at, deviceKeys, counted, unheardUntil, quietParams)
    applyEvent(state, event, at, outageFrom, home, immune)
  }
  advanceTo(state, nowMs, deviceKeys, counted, unheardUntil, quietParams)
  // the day it is now was counted with these sensors (the days that closed on the way, with the ones before)
  dailyNoteKit(state.daily, home.devices)
  endSetAside(state, nowMs)
  bookUnwatched(state, home, nowMs, outageFrom)
  state.lookedAt = nowMs

  const assessment = assessQuiet(state, nowMs, learningDayOf(state, nowMs) <= LEARNING_DAYS, quietParams)
  const status = engineStatus(state, nowMs, options, assessment)
  const findings = new Map<string, AlertCandidate>()
  // with a pet about, no quiet alert is ended by motion, which may be the pet's
  const petMarks = (byPetWatch: boolean): Partial<OpenAlert> => (isPetWatched(state, home) ? { beyondPet: true, ...(byPetWatch ? { petWatch: true } : {}) } : {})
  /** When the quiet reported began: movement after it ends the alert */
  let quietSince: number | null = null
  const watches = hearsHer(state, home)
  if (assessment && watches) {
    const finding = !status.isLearning && isFallRiskRoom(assessment.room) ? fallFinding(assessment) : inactivityFinding(assessment)
    if (finding) {
      findings.set(finding.dedupeKey, finding)
      quietSince = assessment.lastMovementAt
    }
  }
  // with a pet about, movement may be the pet's: what it cannot use has its own limit
  const petQuiet = quietSince === null && watches ? assessPetQuiet(state, home, nowMs, quietParams) : null
  const petFinding = petQuietFinding(petQuiet)
  if (petFinding && petQuiet) {
    findings.set(petFinding.dedupeKey, petFinding)
    quietSince = petQuiet.lastAt
  }
  // the hubs down, or Hearthwatch's own outage whose events are lost (not one a hub's backlog filled in)
  if (isUnheard(state) || unheardUntil !== null) nightOutBlind(state, nowMs)
  // out in the night as they have not been lately: the quiet alerts stop while they are out, this does not
  const nightOut = !status.isLearning ? nightOutFinding(state, nowMs, home.pets === true) : null
  if (nightOut) findings.set(NIGHT_OUT_KEY, nightOut)
  // back in by the front door, and nothing inside since for longer than her returns take: a fall on the way in
  const arrivalFound = !status.isLearning && watches ? arrivalFinding(assessArrival(state, nowMs), state.timeZone) : null
  // after the door she may have come in by, 'not back' no longer holds: it hands over (arrival-handover.ts)
  const nightOutSeverity = nightOutBefore(state)
  const arrival = arrivalFound && afterNightOut(arrivalFound, nightOutSeverity)
  if (arrival) {
    findings.set(ARRIVAL_KEY, arrival)
    findings.delete(NIGHT_OUT_KEY)
  }
  const roomOf = (key: string) => home.devices.find((d) => d.key === key)?.room ?? 'unknown'
  const kindOf = (key: string) => home.devices.find((d) => d.key === key)?.kind ?? 'motion'
  const nameOf = (key: string) => home.devices.find((d) => d.key === key)?.name || null
  const hour = localClock(nowMs, state.timeZone).hour
  const context = { now: nowMs, hour, atHome: status.atHome, home, roomOf, kindOf, nameOf }
  for (const [key, finding] of offlineFindings(state.devices, context, !status.isLearning)) {
    findings.set(key, finding)
  }
  for (const finding of chatterFindings(state.devices, context)) findings.set(finding.dedupeKey, finding)
  if (!status.isLearning) for (const finding of state.patterns) findings.set(finding.dedupeKey, finding)

  const alerts: AlertCandidate[] = []
  const escalations: AlertCandidate[] = []
  const resolved: string[] = []
  const resolvedHow: Record<string, string> = {}
  for (const [key, finding] of findings) {
    const open = state.open[key]
    if (!open) {
      alerts.push(finding)
      state.open[key] = { type: finding.type, severity: finding.severity, raisedAt: nowMs, ...(isQuietType(finding.type) && quietSince !== null ? { quietSince } : {}), ...(isQuietType(finding.type) ? petMarks(finding === petFinding) : {}) }
    } else if (SEVERITY_RANK[finding.severity] > SEVERITY_RANK[open.severity]) {
      escalations.push(finding)
      open.severity = finding.severity
      open.remindedAt = nowMs
    } else if (nowMs - (open.remindedAt ?? open.raisedAt) >= (reminderMinutes(key, finding.type) ?? Infinity) * MINUTE_MS) {
      // Still no movement, the sensor still silent or its battery still low: reported again, so a carer who resolved the alert
      // meanwhile (or whose alert was closed some other way) hears of it again; an alert still open is unchanged
      escalations.push(finding)
      open.remindedAt = nowMs
    }
  }
  // the night-out alert 'Came in, nothing since' takes over from: its severity stays the floor
  const arrivalOpen = arrival ? state.open[ARRIVAL_KEY] : undefined
  if (arrivalOpen && nightOutSeverity !== null) arrivalOpen.tookOverFrom ??= nightOutSeverity
  for (const [key, open] of Object.entries(state.open)) {
    const handedOver = key === NIGHT_OUT_KEY && arrival !== null
    if (findings.has(key) || (!handedOver && !hasCleared(state, key, open, home, nowMs))) continue
    // the pet watch's own alerts have their own margins: they do not make the motion sensors' wait longer
    // nor does coming home after being out in the night, or moving at last after coming in: that was no quiet at home
    if (isQuietType(open.type) && !open.petWatch && key !== NIGHT_OUT_KEY && key !== ARRIVAL_KEY) noteSelfEndedAlert(state, nowMs, quietParams)
    resolved.push(key)
    resolvedHow[key] = clearedText(state, key, open, home)
    delete state.open[key]
  }
  return { state, alerts, escalations, resolved, resolvedHow, status }
}
