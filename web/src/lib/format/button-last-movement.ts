// The Emergency button's alert keeps where and when she last moved before the press (`metadata.lastMovement`,
// decision 0096), and its description says it as a second sentence ('… Last movement seen before the button was
// pressed: Bathroom, 1 h 16 min earlier.'). On a card that was the one place it stood, after the sentence about the
// press, where an inactivity alert's card gives its 'No movement since …' line first. The card gives it as that
// line, 'Last seen in: Bathroom at 00:44, 1 h 16 min before the button was pressed', and the description without
// the sentence that says it again (decision 0100). The e-mail keeps the server's description whole.
import { formatDuration as formatShared } from '@contracts/duration'
import type { LastMovement } from '@contracts/last-movement'

const MINUTE_MS = 60_000
/** The sentence the server adds (server/modules/alerts/emergency-last-movement.ts) */
const SENTENCE = / ?Last movement seen before the button was pressed: [^]*$/

interface ButtonAlert {
  type: string
  createdAt: string
  description?: string
  metadata?: Record<string, unknown> | null
}

/** Where and when, from a button alert's metadata; null for other alerts or without a valid one */
export function buttonLastMovement(alert: ButtonAlert): (LastMovement & { time: Date }) | null {
  if (alert.type !== 'emergency' || alert.metadata?.source !== 'button') return null
  const last = alert.metadata.lastMovement as Partial<LastMovement> | null | undefined
  const time = typeof last?.at === 'string' ? new Date(last.at) : null
  if (!last || !time || Number.isNaN(time.getTime())) return null
  return { at: last.at!, place: typeof last.place === 'string' && last.place !== '' ? last.place : null, time }
}

/**
 * 'Last seen in: Bathroom at 00:44, 1 h 16 min before the button was pressed' ('moments before' under a minute);
 * `clock` tells the time in the home's zone. Null for other alerts
 */
export function buttonLastMovementLine(alert: ButtonAlert, clock: (at: Date) => string): string | null {
  const last = buttonLastMovement(alert)
  const pressed = new Date(alert.createdAt).getTime()
  if (!last || Number.isNaN(pressed)) return null
  const minutes = (pressed - last.time.getTime()) / MINUTE_MS
  const gap = minutes < 1 ? 'moments' : formatShared(minutes, Math.floor)
  return `${last.place ? `Last seen in: ${last.place}` : 'Last seen'} at ${clock(last.time)}, ${gap} before the button was pressed`
}

/** The description as a card shows it under that line: without the sentence that gives the same again */
export const descriptionShown = (alert: ButtonAlert & { description: string }) =>
  buttonLastMovement(alert) ? alert.description.replace(SENTENCE, '') : alert.description
