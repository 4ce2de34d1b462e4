// A sensor she passes: the hall's motion sensor takes part in most of her moves from one room to another (the
// kitchen to the bedroom goes through the hall), and a sensor alone in its room has no visits of its room to be
// missed by (offline-rooms.ts). Her moves are her consecutive uses (activations inside by the person, in time
// order: not a pet's, not a sensor set aside as firing, not a mat, not a room of unknown place) in two different
// rooms; there and back again is one move. Each motion sensor counts the moves between two rooms other than its
// own made since it last reported, learns the most it ever sat out in a row, and is offline when it has sat out far
// more: a dead hall sensor turns every trip through the hall into a move it sat out, and is found within hours
// where its silence alone waits twelve of them at home.
import type { EngineEvent, EngineHome } from './types'
import { endsLearnedRun, OFFLINE_RULES, type DeviceHealth } from './offline'

/** What a sensor keeps for this rule (part of its DeviceHealth) */
export interface PassedMoves {
  /** Her moves between two other rooms since it last reported; absent in old states until their next report */
  movesMissed?: number
  /** The most such moves it has sat out in a row before reporting */
  movesMissedMax?: number
  /** Separate uses learned on that count */
  moveUses?: number
  /** The rooms of the last move it sat out ('kitchen>bedroom', ending in '!' when it was the way back from the one before) */
  lastMoveMissed?: string
}

export const PASSAGE_RULES = {
  /** Offline (also) when it sat out more moves in a row than this multiple of its longest such run… */
  factor: 2,
  /** …and more than this many… */
  minMissed: 6,
  /** …and has been silent this long at home (the silence rules wait for OFFLINE_RULES.minLimitMinutes) */
  minSilentMinutes: 60,
  /** Separate uses learned on that count before it is trusted (a state saved before learns them from its next report on) */
  minUses: 10,
}

/**
 * A report of this device, in time order (`roomReport` calls it before `deviceSeen` takes it): the run of moves it sat
 * out ends and is learned. Motion sensors only: a door she passes says nothing while it is left open (a contacts
 * home's bathroom door, open for a day and a half, was called offline by 12 moves it sat out)
 */
export function passageReport(device: DeviceHealth, kind: EngineEvent['kind']) {
  if (kind !== 'motion') return
  if (device.movesMissed !== undefined && endsLearnedRun(device)) {
    device.movesMissedMax = Math.max(device.movesMissedMax ?? 0, device.movesMissed)
    if (device.homeMinutesSince >= OFFLINE_RULES.separateUseMinutes) device.moveUses = Math.min((device.moveUses ?? 0) + 1, 1_000_000)
  }
  device.movesMissed = 0
  delete device.lastMoveMissed
}

/**
 * Her use of a sensor inside, in time order (no mat, no room of unknown place: `roomUse` calls it for those it takes,
 * before it notes this one as her last): when her last use was in another room, she moved, and every sensor of
 * neither room sat it out
 */
export function passageUse(devices: Record<string, DeviceHealth>, home: EngineHome, event: EngineEvent) {
  let fromRoom: string | null = null
  let last = -Infinity
  for (const d of home.devices) {
    const at = devices[d.key]?.lastUseAt
    if (at !== undefined && at > last) {
      last = at
      fromRoom = d.room
    }
  }
  if (fromRoom === null || fromRoom === event.room) return
  const move = `${fromRoom}>${event.room}`
  const back = `${event.room}>${fromRoom}`
  for (const d of home.devices) {
    if (d.kind !== 'motion' || d.room === fromRoom || d.room === event.room) continue
    const other = devices[d.key]
    if (!other || other.movesMissed === undefined || other.lastSeenAt === null || other.offSince !== undefined) continue
    // there and back again (the bathroom from the bedroom at night, the kitchen from the room next door) is one
    // move: marked returned ('!'), so the next trip there counts again
    if (other.lastMoveMissed === back) {
      other.lastMoveMissed = `${move}!`
      continue
    }
    other.movesMissed = Math.min(other.movesMissed + 1, 1_000_000)
    other.lastMoveMissed = move
  }
}

/** Moves between other rooms it may sit out in a row, or null while too few of its uses are learned on that count */
export function passageLimit(device: DeviceHealth): number | null {
  if ((device.moveUses ?? 0) < PASSAGE_RULES.minUses || device.movesMissedMax === undefined) return null
  return Math.max(PASSAGE_RULES.minMissed, PASSAGE_RULES.factor * device.movesMissedMax)
}
