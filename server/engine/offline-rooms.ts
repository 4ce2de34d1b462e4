// A sensor missed by its room: a cupboard, the fridge or a toilet door is used on some of the visits to its
// room, and the visits are what the other sensors there see (a visit: uses of the room's sensors with less
// than `visitGapMinutes` between them). Each sensor counts the visits to its room it took no part in since it
// last reported, and learns the most it has ever sat out in a row; a sensor left out of far more visits than
// that has most likely stopped, however few hours they took. Pressure mats start no visit (a bed mat fires
// all night), nor does a room of unknown place ('other'), nor anything a pet may have set off.
import type { EngineEvent, EngineHome } from './types'
import { endsLearnedRun, OFFLINE_RULES, type DeviceHealth } from './offline'
import { passageReport, passageUse } from './offline-passage'

const MINUTE_MS = 60_000

/** What a sensor keeps for this rule (part of its DeviceHealth) */
export interface RoomVisits {
  /** Its last use by the person inside, in time order (a visit to its room); absent until then */
  lastUseAt?: number
  /** Visits to its room it took no part in since it last reported; absent in old states until their next report */
  roomMissed?: number
  /** The most visits it has sat out in a row before reporting */
  roomMissedMax?: number
  /** Separate uses learned on that count */
  roomUses?: number
}

export const ROOM_RULES = {
  /** Uses of a room's sensors closer than this are one visit */
  visitGapMinutes: 30,
  /** Offline (also) when left out of more visits in a row than this multiple of its longest such run, plus the margin… */
  factor: 2,
  margin: 0,
  /** …and never before this many */
  minMissed: 3,
  /** Separate uses learned on that count before it is trusted (a state saved before learns them from its next report on) */
  minUses: 10,
  /** Rooms whose sensors need not be near one another */
  unplaced: new Set(['other', 'unknown']),
}

/** The last use of a sensor of this room that can start or carry a visit, or null */
function roomLastUse(devices: Record<string, DeviceHealth>, home: EngineHome, room: string): number | null {
  let last: number | null = null
  for (const d of home.devices) {
    if (d.room !== room || d.kind === 'pressure') continue
    const at = devices[d.key]?.lastUseAt
    if (at !== undefined && (last === null || at > last)) last = at
  }
  return last
}

/**
 * A report of this device (before `deviceSeen` takes it): the run of visits it sat out ends and is learned. A
 * visit still going on that it joins now was counted at its start, and is no visit it missed.
 */
export function roomReport(devices: Record<string, DeviceHealth>, home: EngineHome, event: EngineEvent, at: number) {
  const device = devices[event.deviceKey]
  if (!device || (device.lastSeenAt !== null && at < device.lastSeenAt)) return
  // and the run of her moves between other rooms it sat out (offline-passage.ts)
  passageReport(device, event.kind)
  if (device.roomMissed !== undefined && endsLearnedRun(device)) {
    const lastUse = roomLastUse(devices, home, event.room)
    const ongoing = lastUse !== null && at - lastUse < ROOM_RULES.visitGapMinutes * MINUTE_MS
    const run = device.roomMissed - (ongoing && device.roomMissed > 0 ? 1 : 0)
    device.roomMissedMax = Math.max(device.roomMissedMax ?? 0, run)
    if (device.homeMinutesSince >= OFFLINE_RULES.separateUseMinutes) device.roomUses = Math.min((device.roomUses ?? 0) + 1, 1_000_000)
  }
  device.roomMissed = 0
}

/** A use of a sensor inside by the person, in time order: a new visit to its room counts for every other sensor there (before it is her last use) */
export function roomUse(devices: Record<string, DeviceHealth>, home: EngineHome, event: EngineEvent, at: number) {
  const device = devices[event.deviceKey]
  if (!device || event.kind === 'pressure' || ROOM_RULES.unplaced.has(event.room)) return
  // her move from the room of her last use, sat out by the sensors of neither room (offline-passage.ts)
  passageUse(devices, home, event)
  const lastUse = roomLastUse(devices, home, event.room)
  device.lastUseAt = at
  if (lastUse !== null && at - lastUse < ROOM_RULES.visitGapMinutes * MINUTE_MS) return
  for (const d of home.devices) {
    if (d.room !== event.room || d.key === event.deviceKey) continue
    const other = devices[d.key]
    if (!other || other.roomMissed === undefined || other.lastSeenAt === null || other.offSince !== undefined) continue
    other.roomMissed = Math.min(other.roomMissed + 1, 1_000_000)
  }
}

/** Visits to its room it may sit out in a row, or null while too few of its uses are learned on that count */
export function roomLimit(device: DeviceHealth): number | null {
  if ((device.roomUses ?? 0) < ROOM_RULES.minUses || device.roomMissedMax === undefined) return null
  return Math.max(ROOM_RULES.minMissed, ROOM_RULES.factor * device.roomMissedMax + ROOM_RULES.margin)
}
