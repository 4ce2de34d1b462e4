// Where the engine takes the person to be, as the dashboard says it: out since when, and the front door they
// may have come in by while the engine watches it for a fall on the way in. `now` is passed in so tests pin the clock.
import { clockTime } from '@/lib/format/last-movement'

/** Where the engine takes the person to be (GET /api/dashboard/stats' engine); absent before any sensor reported */
export interface Presence {
  atHome: boolean
  awaySince: string | null
  /** the front door opened at this time while they were out, and nothing inside has shown them in since: they may be in (absent from older servers) */
  cameInAt?: string | null
  /** since that door, in a home with a pet, only motion the pet could make: the engine may take them as home meanwhile */
  cameInPetMoved?: boolean
  /** that door came minutes after a visitor's likely leaving: they may have gone out after them (absent from older servers) */
  cameInAfterCaller?: boolean
  /** at home, quiet, at an hour they are usually asleep */
  asleep?: boolean
  /** the quiet spell the engine is watching, and how long it may last before it worries (null while learning or out) */
  quietMinutes?: number | null
  quietLimitMinutes?: number | null
}

/** The engine takes the person to be out: a quiet home is expected then, and no quiet alert is raised (decision 0018) */
export const isAway = (engine: Presence | null | undefined) => engine != null && !engine.atHome

/**
 * The engine's presence, where it means something: a home that watches only its front door reads
 * every door as going out, so there it says nothing about whether the person is in (decision 0031)
 */
export const presenceOf = <P extends Presence>(stats: { engine?: P | null; watchesNothingInside?: boolean } | undefined): P | null =>
  stats?.watchesNothingInside ? null : (stats?.engine ?? null)

/**
 * 'Out since 09:12' in the home's time ('Mon 17:40' on an earlier day; '09:12 London time' to a viewer
 * whose clock reads differently), or 'Out' when the engine does not say since when
 */
export function outSince(engine: Presence, now: Date, timeZone?: string, viewerZone?: string) {
  const at = engine.awaySince ? new Date(engine.awaySince) : null
  return at && !Number.isNaN(at.getTime()) ? `Out since ${clockTime(at, now, timeZone, viewerZone)}` : 'Out'
}

/**
 * The door they may have come in by, which the engine watches for a fall on the way in: while out, or at home
 * only on motion a pet could make since it (the engine's 'Came in, nothing since' goes on); null otherwise
 */
export function watchedDoorAt(engine: Presence): Date | null {
  const at = engine.cameInAt ? new Date(engine.cameInAt) : null
  if (!at || Number.isNaN(at.getTime())) return null
  return isAway(engine) || engine.cameInPetMoved === true ? at : null
}

/**
 * 'The front door opened at 14:02 while they were out, and nothing inside has moved since' (with a pet, and only
 * the motion sensors moved since: that there has been no sure sign of them), while that door is watched; null otherwise
 */
export function cameInText(engine: Presence, now: Date, timeZone?: string, viewerZone?: string): string | null {
  const at = watchedDoorAt(engine)
  if (!at) return null
  const since = engine.cameInPetMoved ? 'there has been no sure sign of them inside since: only the motion sensors, which see the pet too, have moved' : 'nothing inside has moved since'
  return `The front door opened at ${clockTime(at, now, timeZone, viewerZone)} while they were out, and ${since}`
}
