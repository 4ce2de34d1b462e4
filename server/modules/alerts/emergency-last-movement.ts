// The Emergency button's alert says where and when the person last moved before it was pressed (decision 0096),
// so that whoever reads it at night knows where to look first: 'Last movement seen before the button was pressed:
// Bathroom, 1 h 16 min earlier.' Stored with the alert, so it gives the gap to the press, not an age that goes stale.
import { formatDuration } from '../../../contracts/duration'
import type { LastMovement } from '../../../contracts/last-movement'

const MINUTE_MS = 60_000

/** The sentence added after the press's own, or '' when the engine says nothing of her last movement */
export function lastMovementSentence(last: LastMovement | null, pressedAt: Date): string {
  const at = last ? Date.parse(last.at) : NaN
  if (!last || Number.isNaN(at)) return ''
  const minutes = (pressedAt.getTime() - at) / MINUTE_MS
  const when = minutes < 1 ? 'moments before' : `${formatDuration(minutes, Math.floor)} earlier`
  return `Last movement seen before the button was pressed: ${last.place ? `${last.place}, ` : ''}${when}.`
}
