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
/** the door's own swing sets the hallway sensor off: ignore movement this close to the opening */
const DOOR_NOISE_MS = 45_000
const VISIT_MS = 4 * 60 * MIN

export function deriveDoorEvents(openings: { id: string; at: Date }[], motion: Date[], now: Date): DoorEvent[] {
  const times = motion.map((d) => d.getTime()).sort((a, b) => a - b)
  const lastBefore = (t: number) => {
    let found: number | undefined
    for (const m of times) {
      if (m >= t - DOOR_NOISE_MS) break
      found = m
    }
    return found
  }
  const firstAfter = (t: number) => times.find((m) => m > t + DOOR_NOISE_MS)
  const out: DoorEvent[] = []
  let visitorAt: number | undefined
  for (const opening of [...openings].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const t = opening.at.getTime()
    const before = lastBefore(t)
    const after = firstAfter(t)
    const wasHome = before !== undefined && t - before <= BEFORE_MS
    const isActiveAfter = after !== undefined && after - t <= AFTER_MS
    const minutes = (ms: number) => Math.round(ms / MIN)
    if (wasHome && !isActiveAfter) {
      const outFor = (after ?? now.getTime()) - t
      // the longer the house stays quiet, the surer we are that they went out
      const confidence = outFor >= 60 * MIN ? 95 : outFor >= 30 * MIN ? 85 : 75
      out.push({ id: opening.id, timestamp: opening.at, eventType: 'left', confidence, duration: minutes(outFor), details: after ? `Out for ${minutes(outFor)} min` : 'No movement inside since' })
      visitorAt = undefined
    } else if (!wasHome && isActiveAfter) {
      const away = before === undefined ? undefined : t - before
      const confidence = away === undefined || away >= 60 * MIN ? 95 : 80
      out.push({ id: opening.id, timestamp: opening.at, eventType: 'entered', confidence, duration: away && minutes(away), details: away ? `Back after ${minutes(away)} min away` : 'Movement inside after the door' })
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
      visitorAt = isLeaving ? undefined : t
    }
  }
  return out.reverse()
}
