// What the silence, battery and hub of each sensor add up to at a moment: 'Sensor may be offline',
// 'Sensor has never reported', low battery and 'Hub stopped reporting' (the model they are judged on
// is offline.ts).
import { formatHomeDateTime } from '../../contracts/home-time'
import type { AlertCandidate } from './types'
import { formatDuration } from './format'
import { activeLimitMinutes, batteryToJudge, doorLimitMs, OFFLINE_RULES, offlineLimitMinutes, silentSince, type DeviceHealth, type OfflineContext } from './offline'
import { sensorName } from './sensor-name'
import { roomLimit } from './offline-rooms'
import { OUTING_RULES, outingLimit } from './offline-outings'
import { PASSAGE_RULES, passageLimit } from './offline-passage'
import { roomWords } from '../../contracts/rooms'
import { hubSilentKey } from './unwatched'

const MINUTE_MS = 60_000

/** The longest run a sensor sat out before, as a carer reads it: `never` when none, else `most` … 'in a row' */
const runBefore = (n: number, never: string, most: string) => (n === 0 ? `before, it had never ${never}` : `before, it ${most} ${n === 1 ? 'one' : n} in a row`)

/**
 * Why a sensor used a few times only was let be silent for days. Its longest silence is named only when it was a
 * silence between two uses: a freezer used once, in one burst, had a longest silence of 0 min, true and meaningless
 */
function sparseText(device: DeviceHealth, limit: number, usual: number): string {
  const uses = device.gaps === 0 ? 'only once' : device.gaps === 1 ? 'only twice' : 'only a few times'
  const between = device.gaps > 0 && usual >= OFFLINE_RULES.separateUseMinutes ? ` (its longest silence between uses was ${formatDuration(usual)})` : ''
  return `it has been used ${uses} so far, so it is called silent after ${formatDuration(limit)} of time at home${between}`
}

/** The front door silent through more of her outings (as the sensors inside read them) than it ever sat out */
function doorOutingsText(key: string, device: DeviceHealth, context: OfflineContext, silentMs: number, outings: number): string {
  const before = device.outingsMissedMax ?? 0
  return (
    `${sensorName(key, context)} has not reported for ${formatDuration(silentMs / MINUTE_MS)}, yet the sensors inside show they have gone out and come back ` +
    `${outings} times since without it (the home quiet for ${formatDuration(OUTING_RULES.quietMinutes)} or more by day, or from the hall back to the hall); ` +
    `${runBefore(before, 'missed one', 'never missed more than')}. ` +
    `Check its batteries: while it is silent, an outing looks like a long quiet at home.`
  )
}

/** Her moves between other rooms it sat out, as a carer reads them: 'her moves between rooms went past it 9 times…' */
function movesText(device: DeviceHealth, moves: number): string {
  const [from, to] = (device.lastMoveMissed ?? '').replace('!', '').split('>')
  const last = from && to ? ` (the last from the ${roomWords(from)} to the ${roomWords(to)})` : ''
  return `her moves between rooms went past it ${moves} times since without it${last}, and ${runBefore(device.movesMissedMax ?? 0, 'been left out of one', 'was never left out of more than')}`
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
    const battery = batteryToJudge(device, now)
    if (battery !== null && battery < OFFLINE_RULES.lowBattery) {
      const severity = battery < OFFLINE_RULES.criticalBattery ? 'medium' : 'low'
      findings.set(`battery:${key}`, {
        type: 'sensor_offline',
        severity,
        title: 'Sensor battery low',
        description: `The battery of ${sensorName(key, context, true)} is at ${Math.round(battery)} % — replace it soon so monitoring does not stop.`,
        dedupeKey: `battery:${key}`,
        deviceKey: key,
        metadata: { batteryLevel: battery, threshold: OFFLINE_RULES.lowBattery },
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
      // out by it and not seen back: nobody has come through it, so its silence is the home's, not its own (a
      // week away with a cat about, or a sensor the sun sets off, raised it on the third day, 'if they have not
      // been out since' the door she left by). Back in, it is judged again from its last report
      if (!context.atHome && !onlySensor) continue
      const since = silentSince(device) ?? device.lastSeenAt
      const silentMs = now - since
      // or the home has gone quiet by day, as it does when they are out, far more times than the door ever sat out
      const outingMax = onlySensor ? null : outingLimit(device)
      const outings = device.outingsMissed ?? 0
      const outingsBeyond = outingMax !== null && outings > outingMax
      const pastLongestGap = silentMs > doorLimitMs(device)
      if (!pastLongestGap && !outingsBeyond) continue
      findings.set(`offline:${key}`, {
        type: 'sensor_offline',
        severity: 'medium',
        title: 'Front door sensor may be offline',
        description: !pastLongestGap
          ? doorOutingsText(key, device, context, silentMs, outings)
          : `${sensorName(key, context)} has not reported for ${formatDuration(silentMs / MINUTE_MS)}${onlySensor ? '' : ' while sensors inside show activity'} — ` +
            `its longest gap so far was ${formatDuration(device.wallGapMax / MINUTE_MS)}. If they have not been out since ${formatHomeDateTime(new Date(since), context.home.timeZone)} ` +
            `(unwell, bad weather, someone else doing the shopping), that is all it is; otherwise check its batteries: outings cannot be told from quiet until it is back.`,
        dedupeKey: `offline:${key}`,
        deviceKey: key,
        metadata: {
          silentMinutes: Math.round(silentMs / MINUTE_MS),
          longestGapMinutes: Math.round(device.wallGapMax / MINUTE_MS),
          ...(outingMax !== null ? { outingsMissed: outings, outingsLimit: outingMax } : {}),
          onlySensor,
        },
      })
      continue
    }
    if (!context.atHome) continue
    // or sat out far more of her moves between other rooms than ever before (the hall: offline-passage.ts), before
    // the 12 h at home the other rules wait for
    const movesMax = passageLimit(device)
    const moves = device.movesMissed ?? 0
    const movesBeyond = movesMax !== null && moves > movesMax && device.homeMinutesSince > PASSAGE_RULES.minSilentMinutes
    const longSilent = device.homeMinutesSince > OFFLINE_RULES.minLimitMinutes
    if (!longSilent && !movesBeyond) continue
    const { limit, usual, sparse } = offlineLimitMinutes(device, context.hour)
    // also silent through far more of her being about than ever before (nights and quiet hours do not count there)
    const activeLimit = activeLimitMinutes(device)
    const active = device.activeSince ?? 0
    const activeBeyond = longSilent && activeLimit !== null && active > activeLimit
    // or left out of far more visits to its room than ever before (the cupboards, the fridge: offline-rooms.ts)
    const roomMax = roomLimit(device)
    const missed = device.roomMissed ?? 0
    const roomBeyond = longSilent && roomMax !== null && missed > roomMax
    const byTime = longSilent && device.homeMinutesSince > limit
    if (!byTime && !activeBeyond && !roomBeyond && !movesBeyond) continue
    // a sensor used a few times only is judged against days, not against its short gaps: 'normally silent for at
    // most about 1 min' of a kitchen burner used once in a burst contradicted the 11 days it was let be silent
    const usually = !byTime && !activeBeyond && !roomBeyond
      ? movesText(device, moves)
      : !byTime && !activeBeyond
      ? `the ${roomWords(context.roomOf(key))} has been used ${missed} separate times since without it, and ${runBefore(device.roomMissedMax ?? 0, 'been left out of a visit', 'was never left out of more than')}`
      : !byTime
        ? `someone was seen about for ${formatDuration(active)} of that time, and it has never before stayed silent through more than about ${formatDuration(device.activeGapMax ?? 0)} of someone being about`
        : sparse
          ? sparseText(device, limit, usual)
          : `around this hour it is normally silent for at most about ${formatDuration(usual)}`
    findings.set(`offline:${key}`, {
      type: 'sensor_offline',
      severity: device.homeMinutesSince > 2 * limit || (activeLimit !== null && active > 2 * activeLimit) ? 'high' : 'medium',
      title: 'Sensor may be offline',
      description: onlySensor
        ? `${sensorName(key, context)} has been silent for ${formatDuration(device.homeMinutesSince)} — ${usually}. ` +
          `It is the only sensor in this home, so Hearthwatch cannot tell whether it has stopped or no one has been near it: check on them, then its batteries.`
        : `${sensorName(key, context)} has been silent for ${formatDuration(device.homeMinutesSince)} of time at home ` +
          `while other sensors show activity — ${usually}.`,
      dedupeKey: `offline:${key}`,
      deviceKey: key,
      metadata: {
        silentHomeMinutes: Math.round(device.homeMinutesSince),
        limitMinutes: Math.round(limit),
        usualLongestMinutes: Math.round(usual),
        lastSeenAt: device.lastSeenAt,
        learnedSilences: device.gaps,
        ...(activeLimit !== null ? { activeMinutes: Math.round(active), activeLimitMinutes: Math.round(activeLimit) } : {}),
        ...(roomMax !== null ? { roomVisitsMissed: missed, roomVisitsLimit: roomMax } : {}),
        ...(movesMax !== null ? { movesMissed: moves, movesLimit: movesMax } : {}),
        onlySensor,
      },
    })
  }
  for (const hub of context.home.hubs ?? []) {
    if (!hub.lastSeenAt) continue
    const silent = (now - hub.lastSeenAt.getTime()) / MINUTE_MS
    if (silent <= OFFLINE_RULES.hubSilentMinutes) continue
    findings.set(hubSilentKey(hub.key), {
      type: 'sensor_offline',
      severity: 'high',
      title: 'Hub stopped reporting',
      description: hub.revokedAt
        ? `${hub.name || 'A hub'} has not been heard for ${formatDuration(silent)}: its key was revoked on ${formatHomeDateTime(hub.revokedAt, context.home.timeZone)}, ` +
          `so what it sends is refused, and none of the sensors behind it can be heard. A fall or a long quiet spell would not be noticed. ` +
          `Give the hub a new key on the Sensors page, or delete these sensors there if they were taken away.`
        : `${hub.name || 'A hub'} has not been heard for ${formatDuration(silent)}: none of the sensors behind it can be heard until it is back, ` +
          `so a fall or a long quiet spell would not be noticed. Check that it has power and its network connection.`,
      dedupeKey: hubSilentKey(hub.key),
      metadata: { silentMinutes: Math.round(silent), thresholdMinutes: OFFLINE_RULES.hubSilentMinutes },
    })
  }
  return findings
}
