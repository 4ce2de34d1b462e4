// Trials of a person who comes home and falls on the way in: tripping at the threshold with the shopping,
// collapsing in a hall no sensor sees. The quiet trials stop her at home, the outside ones at the door out;
// these stop her right after the door she came in by. A return is a passage of the front door (its reports
// less than 2 min apart) that ends an annotated outing (within 10 min of a leave-house annotation's end) or
// that comes while the engine has her out. The log is cut after the passage's last report and nothing of
// hers follows (a pet's events go on); minutes are counted from its first report.
import type { EngineEvent } from '../../server/engine/types'
import { PRESENCE_RULES, type PresenceState } from '../../server/engine/presence'
import type { HomeData } from './dataset'

const MINUTE_MS = 60_000
/** Door reports closer than this are one passage (a door opened and closed), as chatter.ts and door-bangs.ts read them */
const PASSAGE_GAP_MINUTES = 2
/** Door reports within this of a leave-house annotation's end are its return */
const RETURN_DOOR_MINUTES = 10

export interface DoorPassage {
  firstAt: number
  lastAt: number
  /** It ends an annotated outing */
  annotated: boolean
}

/** Every passage of the front door in the log, none marked yet */
export function allPassages(data: HomeData): DoorPassage[] {
  const door = data.home.devices.find((device) => device.kind === 'door')
  if (!door) return []
  const passages: DoorPassage[] = []
  for (const event of data.events) {
    if (event.deviceKey !== door.key) continue
    const at = event.timestamp.getTime()
    const last = passages[passages.length - 1]
    if (last && at - last.lastAt < PASSAGE_GAP_MINUTES * MINUTE_MS) last.lastAt = at
    else passages.push({ firstAt: at, lastAt: at, annotated: false })
  }
  return passages
}

/** The front door's passages from `fromMs` to `toMs`, each marked when it ends an annotated outing */
export function doorPassages(data: HomeData, fromMs: number, toMs: number): DoorPassage[] {
  const passages = allPassages(data)
  const outings = (data.annotations ?? []).filter((a) => a.activity === 'leave-house')
  for (const outing of outings) {
    // the passage nearest its end (house A: back at 06:18, the door opened again at 06:21 from inside), not the door out of an outing that short
    const near = passages.filter((p) => Math.abs(p.firstAt - outing.end) <= RETURN_DOOR_MINUTES * MINUTE_MS && Math.abs(p.firstAt - outing.start) > RETURN_DOOR_MINUTES * MINUTE_MS)
    const nearest = near.sort((a, b) => Math.abs(a.firstAt - outing.end) - Math.abs(b.firstAt - outing.end))[0]
    if (nearest) nearest.annotated = true
  }
  return passages.filter((passage) => passage.firstAt >= fromMs && passage.lastAt < toMs)
}

/** Whether the engine has her out at `at`, on its state from before `at` (a door that has settled by then is a departure) */
export function isOutAt(presence: PresenceState, at: number): boolean {
  if (presence.awaySince !== null) return true
  return presence.mode === 'door' && presence.doorAt !== null && at - presence.doorAt >= PRESENCE_RULES.settleMinutes * MINUTE_MS
}

/** Of the minute's batch, the person's events up to the passage's last report: what the trial keeps of that minute */
export function upToCut(batch: EngineEvent[], pets: ReadonlySet<EngineEvent>, cutMs: number): EngineEvent[] {
  return batch.filter((event) => !pets.has(event) && event.timestamp.getTime() <= cutMs)
}
