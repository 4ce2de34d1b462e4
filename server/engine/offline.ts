// Sensors that stopped: each device learns how long it normally stays silent while the person is at
// home, by local hour (a bedroom sensor is quiet all night, a hallway one is not), counted in minutes
// at home so outings do not make a sensor look dead. It is called offline only far beyond that, and
// only while other sensors show the person is about; a hub that stopped reporting and a battery under
// 20 % are called out at once. A sensor that has never reported at all is called out a day after it
// was registered (longer for the front door, switches and mats) while the others report: a wrong
// device ID or a flat battery at installation, which no learned silence can reveal.
import { LOW_BATTERY_PERCENT } from '../../contracts/devices'
import { formatHomeDateTime } from '../../contracts/home-time'
import type { AlertCandidate, EngineHome } from './types'
import { formatDuration } from './format'
import { runStartAfter } from './chatter'
import { sensorName } from './sensor-name'

export interface DeviceHealth {
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
  /** It has sent a release ('closed', 'released'): a report of the state it is already in is no use of it (restated.ts) */
  sendsReleases?: boolean
}

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
  lowBattery: LOW_BATTERY_PERCENT,
  criticalBattery: 10,
  batteryRecovered: 25,
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
  if (device.lastSeenAt !== null) device.wallGapMax = Math.max(device.wallGapMax, atMs - device.lastSeenAt)
  if (device.lastSeenAt !== null && device.homeMinutesSince > 0) {
    for (let hour = 0; hour < 24; hour++) {
      const reached = device.trace[hour] ?? 0
      if (reached <= 0) continue
      if (reached > (device.gapMax[hour] ?? 0)) device.gapMax[hour] = Math.round(reached)
      device.gapCount[hour] = (device.gapCount[hour] ?? 0) + 1
    }
    if (device.homeMinutesSince >= OFFLINE_RULES.separateUseMinutes) device.gaps = Math.min(device.gaps + 1, 1_000_000)
  }
  device.trace.fill(0)
  device.homeMinutesSince = 0
  device.runStart = runStartAfter(device, atMs)
  device.lastSeenAt = atMs
  if (active !== undefined) device.lastActive = active
  device.seen = Math.min(device.seen + 1, 1_000_000)
  if (typeof battery === 'number') device.battery = battery
}

/** Time at home passes for every device */
export function devicesAddHomeTime(devices: Record<string, DeviceHealth>, minutes: number, hour: number) {
  for (const device of Object.values(devices)) {
    if (device.lastSeenAt === null) continue
    device.homeMinutesSince += minutes
    if (device.homeMinutesSince > (device.trace[hour] ?? 0)) device.trace[hour] = device.homeMinutesSince
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
  }
}

/**
 * Minutes at home this device may stay silent at this local hour: its longest silence around this
 * hour, trusted as far as the silences seen there go and otherwise its longest at any hour.
 */
export function offlineLimitMinutes(device: DeviceHealth, hour: number): { limit: number; usual: number } {
  const whole = Math.max(...device.gapMax)
  if (device.gaps < OFFLINE_RULES.minGaps) {
    return { limit: Math.max(OFFLINE_RULES.sparseMinMinutes, OFFLINE_RULES.sparseFactor * whole), usual: whole }
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


/** A registered sensor that has sent nothing since it was added, long after, while the others report */
function neverReportedFinding(key: string, device: DeviceHealth, context: OfflineContext, othersReporting: boolean): AlertCandidate | null {
  if (device.addedAt === undefined || !othersReporting) return null
  const kind = context.kindOf(key)
  const limitMinutes = OFFLINE_RULES.neverReportedMinutes[kind === 'motion' || kind === 'door' ? kind : 'other']
  const silentMinutes = (context.now - device.addedAt) / MINUTE_MS
  if (silentMinutes <= limitMinutes) return null
  return {
    type: 'sensor_offline',
    severity: 'medium',
    title: 'Sensor has never reported',
    description:
      `${sensorName(key, context)} has not sent anything since it was added on ${formatHomeDateTime(new Date(device.addedAt), context.home.timeZone)}, ` +
      `while other sensors have been reporting; check its batteries and that the device ID registered for it matches the one on the sensor.`,
    dedupeKey: `offline:${key}`,
    deviceKey: key,
    metadata: { neverReported: true, addedAt: device.addedAt, silentMinutes: Math.round(silentMinutes), limitMinutes },
  }
}

/** Offline, battery and hub alerts that hold at `now`, keyed by dedupe key */
export function offlineFindings(devices: Record<string, DeviceHealth>, context: OfflineContext, judgeSilence: boolean) {
  const findings = new Map<string, AlertCandidate>()
  const { now } = context
  // The two most recent reports tell whether anyone other than a given device reported lately
  let latestKey: string | null = null
  let latest = -Infinity
  let secondLatest = -Infinity
  for (const [key, device] of Object.entries(devices)) {
    const seen = device.lastSeenAt ?? -Infinity
    if (seen > latest) {
      secondLatest = latest
      latest = seen
      latestKey = key
    } else if (seen > secondLatest) secondLatest = seen
  }
  const othersActiveSince = now - OFFLINE_RULES.othersActiveMinutes * MINUTE_MS
  const recentOthers = (key: string) => (key === latestKey ? secondLatest : latest) >= othersActiveSince
  // a sensor deleted or switched off keeps its health in the state (it may come back), but only
  // registered ones are judged: a deleted sensor's silence or old battery level is nobody's problem
  const registered = new Set(context.home.devices.map((d) => d.key))
  // the only sensor of the home that has ever reported (a starter kit of one) has nobody to vouch that the
  // person is about: its silence is judged on its own learned limits, which its nights are part of
  const heard = [...registered].filter((key) => (devices[key]?.lastSeenAt ?? null) !== null)
  const alone = (key: string) => heard.length === 1 && heard[0] === key
  for (const [key, device] of Object.entries(devices)) {
    if (!registered.has(key)) continue
    if (device.battery !== null && device.battery < OFFLINE_RULES.lowBattery) {
      const severity = device.battery < OFFLINE_RULES.criticalBattery ? 'medium' : 'low'
      findings.set(`battery:${key}`, {
        type: 'sensor_offline',
        severity,
        title: 'Sensor battery low',
        description: `The battery of ${sensorName(key, context, true)} is at ${Math.round(device.battery)} % — replace it soon so monitoring does not stop.`,
        dedupeKey: `battery:${key}`,
        deviceKey: key,
        metadata: { batteryLevel: device.battery, threshold: OFFLINE_RULES.lowBattery },
      })
    }
    if (device.lastSeenAt === null) {
      const never = neverReportedFinding(key, device, context, recentOthers(key))
      if (never) findings.set(never.dedupeKey, never)
      continue
    }
    const onlySensor = alone(key)
    if (!judgeSilence || !(recentOthers(key) || onlySensor)) continue
    if (context.kindOf(key) === 'door') {
      const silentMs = now - device.lastSeenAt
      if (silentMs <= doorLimitMs(device)) continue
      findings.set(`offline:${key}`, {
        type: 'sensor_offline',
        severity: 'medium',
        title: 'Front door sensor may be offline',
        description:
          `${sensorName(key, context)} has not reported for ${formatDuration(silentMs / MINUTE_MS)}${onlySensor ? '' : ' while sensors inside show activity'} — ` +
          `its longest gap so far was ${formatDuration(device.wallGapMax / MINUTE_MS)}. If they have not been out since ${formatHomeDateTime(new Date(device.lastSeenAt), context.home.timeZone)} ` +
          `(unwell, bad weather, someone else doing the shopping), that is all it is; otherwise check its batteries: outings cannot be told from quiet until it is back.`,
        dedupeKey: `offline:${key}`,
        deviceKey: key,
        metadata: { silentMinutes: Math.round(silentMs / MINUTE_MS), longestGapMinutes: Math.round(device.wallGapMax / MINUTE_MS), onlySensor },
      })
      continue
    }
    if (!context.atHome || device.homeMinutesSince <= OFFLINE_RULES.minLimitMinutes) continue
    const { limit, usual } = offlineLimitMinutes(device, context.hour)
    if (device.homeMinutesSince <= limit) continue
    findings.set(`offline:${key}`, {
      type: 'sensor_offline',
      severity: device.homeMinutesSince > 2 * limit ? 'high' : 'medium',
      title: 'Sensor may be offline',
      description: onlySensor
        ? `${sensorName(key, context)} has been silent for ${formatDuration(device.homeMinutesSince)} — around this hour it is normally silent for at most about ${formatDuration(usual)}. ` +
          `It is the only sensor in this home, so Hearthwatch cannot tell whether it has stopped or no one has been near it: check on them, then its batteries.`
        : `${sensorName(key, context)} has been silent for ${formatDuration(device.homeMinutesSince)} of time at home ` +
          `while other sensors show activity — around this hour it is normally silent for at most about ${formatDuration(usual)}.`,
      dedupeKey: `offline:${key}`,
      deviceKey: key,
      metadata: {
        silentHomeMinutes: Math.round(device.homeMinutesSince),
        limitMinutes: Math.round(limit),
        usualLongestMinutes: Math.round(usual),
        lastSeenAt: device.lastSeenAt,
        learnedSilences: device.gaps,
        onlySensor,
      },
    })
  }
  for (const hub of context.home.hubs ?? []) {
    if (!hub.lastSeenAt) continue
    const silent = (now - hub.lastSeenAt.getTime()) / MINUTE_MS
    if (silent <= OFFLINE_RULES.hubSilentMinutes) continue
    findings.set(`hub:${hub.key}`, {
      type: 'sensor_offline',
      severity: 'high',
      title: 'Hub stopped reporting',
      description:
        `${hub.name || 'A hub'} has not been heard for ${formatDuration(silent)}: none of the sensors behind it can be heard until it is back, ` +
        `so a fall or a long quiet spell would not be noticed. Check that it has power and its network connection.`,
      dedupeKey: `hub:${hub.key}`,
      metadata: { silentMinutes: Math.round(silent), thresholdMinutes: OFFLINE_RULES.hubSilentMinutes },
    })
  }
  return findings
}


/** Battery keys clear with a margin, so a level hovering at 20 % does not flap */
export function batteryRecovered(device: DeviceHealth | undefined) {
  return !device || device.battery === null || device.battery >= OFFLINE_RULES.batteryRecovered
}
