// Trials of a fall right after a short trip out: the bins, the post, a visitor seen to the gate. The front
// door twice within presence's 10-min settle with nothing of hers inside between, the first from home
// (something inside moved since the door before it): presence reads the two as one departure, so these are
// no return to the 'fallen on the way in' trials (arrivals.ts). A pair is a trip back in when it is a short
// annotated outing (out within 10 min of its start, back within 10 min of its end), or when something of hers
// moves inside within 10 min of the second passage, before any other door (she was in; the homes whose
// annotations do not say where she was, and the door opened twice to a caller). A pair after which she was
// out (house C, 3 Dec 06:47 and 06:50, then nothing but the couch mat settling at 08:25) is no trial. The log
// is cut after the second passage's last report and nothing of hers follows; minutes count from its first.
import { isEvidence } from '../../server/engine/engine'
import { allPassages } from './arrivals'
import type { HomeData } from './dataset'

const MINUTE_MS = 60_000
/** Presence's settle: two passages closer than this with nothing inside between are one door out */
const SETTLE_MINUTES = 10
/** Door reports within this of a leave-house annotation's start or end are its departure or return */
const NEAR_MINUTES = 10

export interface ShortTrip {
  /** The door she went out by */
  wentOutAt: number
  /** The passage she came back in by */
  firstAt: number
  lastAt: number
  /** A short annotated outing (else: seen inside right after) */
  annotated: boolean
}

/** Short trips whose return passage lies from `fromMs` to `toMs` */
export function shortTrips(data: HomeData, fromMs: number, toMs: number): ShortTrip[] {
  const pets = new Set(data.petEvents)
  const inside = data.events.filter((e) => e.kind !== 'door' && !pets.has(e) && isEvidence(e)).map((e) => e.timestamp.getTime())
  const movedBetween = (from: number, to: number) => (inside[firstAfter(inside, from)] ?? Infinity) < to
  const outings = (data.annotations ?? []).filter((a) => a.activity === 'leave-house')
  const near = (a: number, b: number) => Math.abs(a - b) <= NEAR_MINUTES * MINUTE_MS
  const passages = allPassages(data)
  const trips: ShortTrip[] = []
  passages.forEach((back, i) => {
    const out = passages[i - 1]
    if (!out || back.firstAt < fromMs || back.lastAt >= toMs) return
    if (back.firstAt - out.lastAt >= SETTLE_MINUTES * MINUTE_MS || movedBetween(out.lastAt, back.firstAt)) return
    if (!movedBetween(passages[i - 2]?.lastAt ?? -Infinity, out.firstAt)) return
    const annotated = outings.some((a) => near(a.start, out.firstAt) && near(a.end, back.firstAt) && a.end - a.start < SETTLE_MINUTES * MINUTE_MS)
    const seen = movedBetween(back.lastAt, Math.min(back.lastAt + SETTLE_MINUTES * MINUTE_MS, passages[i + 1]?.firstAt ?? Infinity))
    if (annotated || seen) trips.push({ wentOutAt: out.firstAt, firstAt: back.firstAt, lastAt: back.lastAt, annotated })
  })
  return trips
}

/** Index of the first time after `at` in ascending `times` */
function firstAfter(times: number[], at: number): number {
  let low = 0
  let high = times.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((times[middle] ?? Infinity) <= at) low = middle + 1
    else high = middle
  }
  return low
}
