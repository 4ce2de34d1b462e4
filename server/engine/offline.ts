// Sensors that stopped: each device learns how long it normally stays silent while the person is at
// home, by local hour (a bedroom sensor is quiet all night, a hallway one is not), counted in minutes
// at home so outings do not make a sensor look dead, and counted again in minutes she was seen about
// (nights and quiet hours add nothing). It is called offline only far beyond either, and
// only while other sensors show the person is about; a hub that stopped reporting and a battery under
// 20 % are called out at once. A sensor that has never reported at all is called out a day after it
// was registered (longer for the front door, switches and mats) while the others report: a wrong
// device ID or a flat battery at installation, which no learned silence can reveal.
import { LOW_BATTERY_PERCENT } from '../../contracts/devices'
import type { EngineHome } from './types'
import { runStartAfter } from './chatter'
import type { RoomVisits } from './offline-rooms'
import type { DoorOutings } from './offline-outings'
import type { PassedMoves } from './offline-passage'

export interface DeviceHealth extends RoomVisits, DoorOutings, PassedMoves {
  lastSeenAt: number | null
  /** Whether its report at lastSeenAt was an activation (to know a copy of it); absent in old states */
  lastActive?: boolean
  /** Events seen, capped */
  seen: number
  battery: number | null
  /** Minutes at home since it last reported */
  homeMinutesSince: number
  /** For the silence going on now: the minutes at home it had reached in each local hour */
  trace: number[]
  /** Longest silence (minutes at home) still going on in each local hour, faded with age */
  gapMax: number[]
  /** Silences seen going on in each local hour (the evidence behind gapMax), faded with age */
  gapCount: number[]
  /** Separate uses seen: silences of at least `separateUseMinutes` at home that ended (an opening and closing are one use) */
  gaps: number
  /** Longest silence in plain time (ms), for the front door, which is silent whenever someone is in */
  wallGapMax: number
  /** When it came into the engine's view, for a sensor that never reports; absent in old states until their next tick */
  addedAt?: number
  /** When its current unbroken run of reports began (chatter.ts); absent in old states */
  runStart?: number
  /** Releases ('closed', 'released') are its habit lately: a report of the state it is already in is no use of it (restated.ts) */
  sendsReleases?: boolean
  /** Its last uses, newest in bit 0: 1 a release (restated.ts); absent in old states */
  recentReleases?: number
  /** How many uses `recentReleases` holds; absent in old states */
  recentUses?: number
  /** Since when it has been out of the home's sensors (switched off or deleted): its silence is not its own; absent while registered */
  offSince?: number
  /** When it was switched on again after being off: its silence counts from then, and the time off is no gap it learns */
  resumedAt?: number
  /** Its reports of the last hour or so (late-events.ts isCopy): times, negative for an 'off'; absent in old states */
  recentReports?: number[]
  /** Since when its battery has read 0 %, not yet believed (`zeroBatteryHoldMinutes`); absent otherwise */
  batteryZeroSince?: number
  /** Minutes at home since it last reported in which someone was seen about (`activeWindowMinutes` after a report inside); absent in old states */
  activeSince?: number
  /** Longest silence counted in those minutes, faded with age; absent in old states */
  activeGapMax?: number
  /** Separate uses learned on that count (old states learn it from their next uses on) */
  activeGaps?: number
}

/**
 * A report that ends a run of things the sensor sat out (visits to its room, her moves past it) whose length is learned:
 * not its first report, nor its first since it was switched back on, nor one while it is switched off
 */
export const endsLearnedRun = (device: DeviceHealth) => device.lastSeenAt !== null && device.resumedAt === undefined && device.offSince === undefined

export const OFFLINE_RULES = {
  /** Below this many separate uses a device is judged on a generous fallback */
  minGaps: 6,
  /** A report after this much quiet at home starts a new use; closer ones (a door opened and shut) are the same use */
  separateUseMinutes: 30,
  factor: 2,
  marginMinutes: 2 * 60,
  minLimitMinutes: 12 * 60,
  /** Fallback for a device with little history: this multiple of its longest silence, at least 2 days */
  sparseFactor: 3,
  sparseMinMinutes: 7 * 24 * 60,
  /** Silences seen around an hour at which its own longest and the all-day longest weigh the same */
  credibilityGaps: 30,
  doorFactor: 2,
  doorMinMinutes: 72 * 60,
  /** Someone must have moved something else this recently for a silent sensor to stand out */
  othersActiveMinutes: 120,
  dailyFade: 0.99,
  /**
   * A silence is also counted in minutes someone was seen about: those at home within this long after a report
   * inside (any sensor but the front door). Nights and quiet evenings add nothing to it, so a sensor she uses
   * whenever she is up and about is judged on how much of her being about it has sat through
   */
  activeWindowMinutes: 10,
  /** Offline (also) when silent through more than this multiple of its longest such silence, plus the margin, and ≥ minLimitMinutes at home */
  activeFactor: 2,
  activeMarginMinutes: 60,
  /** Separate uses learned on that count before it is trusted (a state saved before it learns them from its next uses on) */
  activeMinGaps: 10,
  lowBattery: LOW_BATTERY_PERCENT,
  criticalBattery: 10,
  batteryRecovered: 25,
  /**
   * A Zigbee sensor rejoining its network often says 0 % in its first message, before it has read its
   * battery, and its level minutes later: 0 % is believed once no other level has come for this long
   * (a heartbeat is about 50 min). Any other level under 20 % is raised at once
   */
  zeroBatteryHoldMinutes: 120,
  hubSilentMinutes: 30,
  /**
   * A registered sensor that has sent nothing this long after it was added, while others report, is
   * offline: a motion sensor in a lived-in room reports within a day; the front door waits as long as
   * its own minimum (someone may stay in), and a switch or mat (a cupboard, the washing machine, a
   * guest chair) as long as a little-used device's fallback: house A's washing machine first reported
   * after 6.8 days, house C's microwave after 4.6
   */
  neverReportedMinutes: { motion: 24 * 60, door: 72 * 60, other: 7 * 24 * 60 },
}

const MINUTE_MS = 60_000

export function newDeviceHealth(battery: number | null = null): DeviceHealth {
  return {
    lastSeenAt: null,
    seen: 0,
    battery,
    homeMinutesSince: 0,
    trace: new Array<number>(24).fill(0),
    gapMax: new Array<number>(24).fill(0),
    gapCount: new Array<number>(24).fill(0),
    gaps: 0,
    wallGapMax: 0,
  }
}

/**
 * A device reported: the silence it ends is learned. A report older than its last one, delivered late,
 * ends no silence (and must not move its last report back: a front door's backlog from four days ago
 * would read as four days of silence); nor does its battery reading replace a newer one.
 */
export function deviceSeen(device: DeviceHealth, atMs: number, battery: number | null | undefined, active?: boolean) {
  if (device.lastSeenAt !== null && atMs < device.lastSeenAt) {
    device.seen = Math.min(device.seen + 1, 1_000_000)
    return
  }
  // a sensor switched off and on again learns no gap from its time off (the silence since it came back is its own)
  const silentFrom = silentSince(device)
  if (silentFrom !== null) device.wallGapMax = Math.max(device.wallGapMax, atMs - silentFrom)
  delete device.resumedAt
  if (device.lastSeenAt !== null && device.homeMinutesSince > 0) {
    for (let hour = 0; hour < 24; hour++) {
      const reached = device.trace[hour] ?? 0
      if (reached <= 0) continue
      if (reached > (device.gapMax[hour] ?? 0)) device.gapMax[hour] = Math.round(reached)
      device.gapCount[hour] = (device.gapCount[hour] ?? 0) + 1
    }
    if (device.homeMinutesSince >= OFFLINE_RULES.separateUseMinutes) device.gaps = Math.min(device.gaps + 1, 1_000_000)
    if (device.activeSince !== undefined) {
      device.activeGapMax = Math.max(device.activeGapMax ?? 0, Math.round(device.activeSince))
      if (device.homeMinutesSince >= OFFLINE_RULES.separateUseMinutes) device.activeGaps = Math.min((device.activeGaps ?? 0) + 1, 1_000_000)
    }
  }
  device.trace.fill(0)
  device.homeMinutesSince = 0
  device.activeSince = 0
  device.runStart = runStartAfter(device, atMs)
  device.lastSeenAt = atMs
  if (active !== undefined) device.lastActive = active
  device.seen = Math.min(device.seen + 1, 1_000_000)
  if (typeof battery === 'number') noteBattery(device, battery, atMs)
}

/** A battery level read at `atMs`, from a report or from the level stored for the sensor */
export function noteBattery(device: DeviceHealth, battery: number, atMs: number) {
  if (battery !== 0) delete device.batteryZeroSince
  else if (device.battery !== 0) device.batteryZeroSince = atMs
  device.battery = battery
}

/** The battery level to judge: none while a 0 % reading is still unconfirmed */
export function batteryToJudge(device: DeviceHealth, now: number): number | null {
  if (device.batteryZeroSince !== undefined && now - device.batteryZeroSince < OFFLINE_RULES.zeroBatteryHoldMinutes * MINUTE_MS) return null
  return device.battery
}

/**
 * Sensors that left the home's list (switched off by the family, or deleted) keep what they learned, in
 * case they come back, but their silence stops counting; one that comes back starts a silence of its own
 * then. Counted on, a hallway sensor switched off for three days was called offline ('silent for 3 d 19 h')
 * the minute it was switched on again, and learned those days as a usual silence: when it died a week later
 * it was found after 6.5 days instead of one.
 */
export function followRegistered(devices: Record<string, DeviceHealth>, registered: ReadonlySet<string>, now: number) {
  for (const [key, device] of Object.entries(devices)) {
    if (!registered.has(key)) {
      device.offSince ??= now
      continue
    }
    if (device.offSince === undefined) continue
    delete device.offSince
    device.resumedAt = now
    device.homeMinutesSince = 0
    device.trace.fill(0)
    device.activeSince = 0
    if (device.roomMissed !== undefined) device.roomMissed = 0
    if (device.movesMissed !== undefined) device.movesMissed = 0
    if (device.outingsMissed !== undefined) device.outingsMissed = 0
    // one that has never reported has its day to report from now ('Sensor has never reported' counts from addedAt)
    if (device.lastSeenAt === null) device.addedAt = now
  }
}

/** When its present silence began: its last report, or its return after being switched off */
export const silentSince = (device: DeviceHealth) => (device.lastSeenAt === null ? null : Math.max(device.lastSeenAt, device.resumedAt ?? -Infinity))

/**
 * Time at home passes for every registered device: `minutes` from `from`, with the last report inside at
 * `lastInsideAt` (someone about for `activeWindowMinutes` after it)
 */
export function devicesAddHomeTime(devices: Record<string, DeviceHealth>, minutes: number, hour: number, from: number, lastInsideAt: number | null) {
  // the part of these minutes within the window after the last report inside
  const active =
    lastInsideAt === null ? 0 : Math.max(0, Math.min(from + minutes * MINUTE_MS, lastInsideAt + OFFLINE_RULES.activeWindowMinutes * MINUTE_MS) - Math.max(from, lastInsideAt)) / MINUTE_MS
  for (const device of Object.values(devices)) {
    if (device.lastSeenAt === null || device.offSince !== undefined) continue
    device.homeMinutesSince += minutes
    if (device.homeMinutesSince > (device.trace[hour] ?? 0)) device.trace[hour] = device.homeMinutesSince
    if (device.activeSince !== undefined) device.activeSince += active
  }
}

/**
 * Time nobody could hear the sensors (Hearthwatch's own outage with its reports lost, every hub of the home
 * down) is no silence in plain time either: the silence each one is in starts that much later. Counted, the
 * front door was 'silent for 3 d 6 h' the moment Hearthwatch came back from a three-day outage
 */
export function devicesNotHeard(devices: Record<string, DeviceHealth>, ms: number) {
  for (const device of Object.values(devices)) {
    const since = silentSince(device)
    if (since === null || device.offSince !== undefined) continue
    device.resumedAt = since + ms
  }
}

export function fadeDevices(devices: Record<string, DeviceHealth>, days = 1) {
  if (days <= 0) return
  const fade = OFFLINE_RULES.dailyFade ** days
  for (const device of Object.values(devices)) {
    for (let hour = 0; hour < 24; hour++) {
      device.gapMax[hour] = Math.round((device.gapMax[hour] ?? 0) * fade)
      device.gapCount[hour] = Math.round((device.gapCount[hour] ?? 0) * fade * 1000) / 1000
    }
    if (device.activeGapMax !== undefined) device.activeGapMax = Math.round(device.activeGapMax * fade)
  }
}

/**
 * Minutes at home this device may stay silent at this local hour: its longest silence around this
 * hour, trusted as far as the silences seen there go and otherwise its longest at any hour.
 */
export function offlineLimitMinutes(device: DeviceHealth, hour: number): { limit: number; usual: number; sparse?: true } {
  const whole = Math.max(...device.gapMax)
  if (device.gaps < OFFLINE_RULES.minGaps) {
    return { limit: Math.max(OFFLINE_RULES.sparseMinMinutes, OFFLINE_RULES.sparseFactor * whole), usual: whole, sparse: true }
  }
  let near = 0
  let seen = 0
  for (const h of [hour - 1, hour, hour + 1]) {
    near = Math.max(near, device.gapMax[(h + 24) % 24] ?? 0)
    seen = Math.max(seen, device.gapCount[(h + 24) % 24] ?? 0)
  }
  const trust = seen / (seen + OFFLINE_RULES.credibilityGaps)
  const usual = trust * near + (1 - trust) * whole
  return { limit: Math.max(OFFLINE_RULES.minLimitMinutes, OFFLINE_RULES.factor * usual + OFFLINE_RULES.marginMinutes), usual }
}

/** Minutes someone was about that this device may stay silent through, or null while too few of its uses are learned */
export function activeLimitMinutes(device: DeviceHealth): number | null {
  if ((device.activeGaps ?? 0) < OFFLINE_RULES.activeMinGaps || device.activeGapMax === undefined) return null
  return OFFLINE_RULES.activeFactor * device.activeGapMax + OFFLINE_RULES.activeMarginMinutes
}

/** The front door is silent whenever someone stays in: it is judged on plain time, against its longest gap */
export function doorLimitMs(device: DeviceHealth): number {
  return Math.max(OFFLINE_RULES.doorMinMinutes * MINUTE_MS, OFFLINE_RULES.doorFactor * device.wallGapMax)
}

export interface OfflineContext {
  now: number
  hour: number
  atHome: boolean
  home: EngineHome
  roomOf: (deviceKey: string) => string
  kindOf: (deviceKey: string) => string
  /** The family's name for it ('Hallway motion (MSH-MORRO14HAL)'), null when the home gives none */
  nameOf: (deviceKey: string) => string | null
}


/** Battery keys clear with a margin, so a level hovering at 20 % does not flap */
export function batteryRecovered(device: DeviceHealth | undefined) {
  return !device || device.battery === null || device.battery >= OFFLINE_RULES.batteryRecovered
}
