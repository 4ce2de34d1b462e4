// Door activity from a door contact and the motion inside around it: movement before an opening and
// none after is someone leaving; none before and movement after is someone coming home; movement on
// both sides is a visitor at the door (arriving, then leaving at the next such opening).
export type DoorEventType = 'entered' | 'left' | 'visitor_arrived' | 'visitor_left'

export interface DoorEvent {
  id: string
  timestamp: Date
  eventType: DoorEventType
  /** percent */
  confidence: number
  /** minutes away (entered) or out so far / until back (left) */
  duration?: number
  details: string
}

const MIN = 60_000
const BEFORE_MS = 30 * MIN
const AFTER_MS = 15 * MIN
/** the door's own swing (or the person stepping out) sets the hallway sensor off just after it opens */
const DOOR_NOISE_MS = 45_000
/** sensors' clocks differ by a few seconds: movement this close before the opening is the same moment */
const CLOCK_SKEW_MS = 5_000
const VISIT_MS = 4 * 60 * MIN

type Presence = 'home' | 'away' | 'unknown'

/**
 * Walks the openings in time order, knowing whether the house was left empty: movement after the door
 * counts only up to the next opening (so a ten-minute trip out is an outing, not a visitor), and
 * right after the door it counts only when the house was empty (someone coming in sets the hallway
 * sensor off at once; someone leaving sets it off on their way out).
 */
export function deriveDoorEvents(openings: { id: string; at: Date }[], motion: Date[], now: Date): DoorEvent[] {
  const times = motion.map((d) => d.getTime()).sort((a, b) => a - b)
  const lastIn = (from: number, to: number) => {
    let found: number | undefined
    for (const m of times) {
      if (m >= to) break
      if (m > from) found = m
    }
    return found
  }
  const firstIn = (from: number, to: number) => times.find((m) => m > from && m < to)
  const minutes = (ms: number) => Math.round(ms / MIN)
  const sorted = [...openings].sort((a, b) => a.at.getTime() - b.at.getTime())
  const out: DoorEvent[] = []
  let presence: Presence = 'unknown'
  let previousAt = -Infinity
  let leftAt: number | undefined
  let visitorAt: number | undefined
  sorted.forEach((opening, index) => {
    const t = opening.at.getTime()
    const nextAt = sorted[index + 1]?.at.getTime() ?? Infinity
    // what the house said since the previous opening; with nothing since, it is as that opening left it
    const before = lastIn(previousAt + DOOR_NOISE_MS, t - CLOCK_SKEW_MS)
    const wasHome = before !== undefined ? t - before <= BEFORE_MS : presence === 'home'
    const wasEmpty = before === undefined && presence === 'away'
    const after = firstIn(t + (wasEmpty ? 0 : DOOR_NOISE_MS), Math.min(t + AFTER_MS, nextAt - CLOCK_SKEW_MS))
    const isActiveAfter = after !== undefined
    previousAt = t
    if (wasHome && !isActiveAfter) {
      // out until the first movement after coming back (or still out)
      const backAt = firstIn(t + DOOR_NOISE_MS, Infinity)
      const outFor = (backAt ?? now.getTime()) - t
      // the longer the house stays quiet, the surer we are that they went out
      const confidence = outFor >= 60 * MIN ? 95 : outFor >= 30 * MIN ? 85 : 75
      out.push({ id: opening.id, timestamp: opening.at, eventType: 'left', confidence, duration: minutes(outFor), details: backAt ? `Out for ${minutes(outFor)} min` : 'No movement inside since then' })
      presence = 'away'
      leftAt = t
      visitorAt = undefined
    } else if (!wasHome && isActiveAfter) {
      const lastSeen = leftAt ?? (before === undefined ? undefined : before)
      const away = lastSeen === undefined ? undefined : t - lastSeen
      const confidence = wasEmpty || away === undefined || away >= 60 * MIN ? 95 : 80
      out.push({ id: opening.id, timestamp: opening.at, eventType: 'entered', confidence, duration: away && minutes(away), details: away ? `Back after ${minutes(away)} min away` : 'Movement inside after the door' })
      presence = 'home'
      leftAt = undefined
      visitorAt = undefined
    } else if (wasHome && isActiveAfter) {
      const isLeaving = visitorAt !== undefined && t - visitorAt <= VISIT_MS
      out.push({
        id: opening.id,
        timestamp: opening.at,
        eventType: isLeaving ? 'visitor_left' : 'visitor_arrived',
        confidence: 70,
        duration: isLeaving ? minutes(t - visitorAt!) : undefined,
        details: isLeaving ? `Visit of ${minutes(t - visitorAt!)} min` : 'Door opened while someone was active at home',
      })
      presence = 'home'
      visitorAt = isLeaving ? undefined : t
    } else if (before !== undefined) {
      // quiet on both sides: nothing to say, but the house was not known to be empty
      presence = 'unknown'
    }
  })
  return out.reverse()
}
