// 'No movement since 03:19 — 2 h 34 min ago': an inactivity or possible-fall alert's description
// gives the quiet as it was when raised; this line says when the last movement was and how long ago
// that is now. The time is the home's (the circle's zone), else the browser's, and says whose it is
// where the viewer's clock reads differently (decision 0020).
import { formatDuration as formatShared } from '@contracts/duration'
import { buttonLastMovementLine } from './button-last-movement'
import { browserZone, homeZoneSuffix, zoneFormatter } from './home-time'

export interface QuietAlert {
  type: string
  createdAt: string
  metadata?: Record<string, unknown> | null
}

const MINUTE_MS = 60_000

const isQuiet = (alert: QuietAlert) => alert.type === 'inactivity' || alert.type === 'emergency'
/** Raised in a home with a pet on what a pet cannot use (a door, the fridge, a cupboard): the motion sensors may have seen the pet since */
const isPetWatch = (alert: QuietAlert) => alert.metadata?.pets === true
/**
 * Such an alert in a home with motion sensors the pet can't set off (decision 0051), or with motion sensors it
 * can set off, which count when kept on by someone moving about (decision 0078): that movement counted as the
 * doors' does, so the line speaks of sure signs of the person
 */
export const countsSureSigns = (alert: QuietAlert) =>
  (typeof alert.metadata?.petImmuneSensors === 'number' && alert.metadata.petImmuneSensors > 0) || alert.metadata?.heldMotionCounts === true

/** When a door, the fridge or a cupboard was last used, for an alert raised on those in a home with a pet; else null */
export function lastUseAt(alert: QuietAlert): Date | null {
  const at = isQuiet(alert) && isPetWatch(alert) && typeof alert.metadata?.lastUseAt === 'string' ? new Date(alert.metadata.lastUseAt) : null
  return at && !Number.isNaN(at.getTime()) ? at : null
}

/** When the last movement was, from the alert's metadata; null for other alerts or without it (and for a pet home's door-and-cupboard alert, where movement says nothing) */
export function lastMovementAt(alert: QuietAlert): Date | null {
  if (!isQuiet(alert) || isPetWatch(alert)) return null
  const meta = alert.metadata ?? {}
  if (typeof meta.lastMovementAt === 'string') {
    const at = new Date(meta.lastMovementAt)
    if (!Number.isNaN(at.getTime())) return at
  }
  // alerts raised before lastMovementAt was kept: quietMinutes was measured when the alert was made
  const created = new Date(alert.createdAt).getTime()
  if (typeof meta.quietMinutes === 'number' && !Number.isNaN(created)) return new Date(created - meta.quietMinutes * MINUTE_MS)
  return null
}

/** '45 min', '2 h 34 min', '3 h', '1 d 2 h' (as the alert descriptions write it), never ahead of the clock */
export const formatDuration = (minutes: number) => formatShared(minutes, Math.floor)

/**
 * '03:19' the same day (the home's day), 'Mon 23:10' within the week, '3 Mar 23:10' before; with
 * ' London time' after it when the viewer's clock (`viewerZone`, the browser's) reads differently
 */
export function clockTime(at: Date, now: Date, timeZone?: string, viewerZone: string = browserZone()): string {
  const time = zoneFormatter({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, timeZone).format(at) + homeZoneSuffix(at, timeZone, viewerZone)
  const day = zoneFormatter({ year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone)
  if (day.format(at) === day.format(now)) return time
  if (now.getTime() - at.getTime() < 6 * 24 * 60 * MINUTE_MS) return `${zoneFormatter({ weekday: 'short' }, timeZone).format(at)} ${time}`
  return `${zoneFormatter({ day: 'numeric', month: 'short' }, timeZone).format(at)} ${time}`
}

/** Since when the person has been out, for an alert that they went out in the night or are not back (the engine's night-out.ts); else null */
export function outSinceAt(alert: QuietAlert): Date | null {
  const at = alert.type === 'emergency' && typeof alert.metadata?.outSince === 'string' ? new Date(alert.metadata.outSince) : null
  return at && !Number.isNaN(at.getTime()) ? at : null
}

/** The whole line, or null when the alert is not about quiet or being out, or does not say when it began (or, the Emergency button's, where she was seen before) */
export function lastMovementLine(alert: QuietAlert, now: Date, timeZone?: string, viewerZone?: string): string | null {
  const out = outSinceAt(alert)
  if (out) return `Out since ${clockTime(out, now, timeZone, viewerZone)} — ${formatDuration((now.getTime() - out.getTime()) / MINUTE_MS)} ago`
  // the Emergency button's: where she was last seen before it was pressed (decision 0100)
  const pressed = buttonLastMovementLine(alert, (at) => clockTime(at, now, timeZone, viewerZone))
  if (pressed) return pressed
  const used = lastUseAt(alert)
  const at = used ?? lastMovementAt(alert)
  if (!at) return null
  const what = !used ? 'No movement' : countsSureSigns(alert) ? 'No sure sign of them' : 'No door, fridge or cupboard used'
  return `${what} since ${clockTime(at, now, timeZone, viewerZone)} — ${formatDuration((now.getTime() - at.getTime()) / MINUTE_MS)} ago`
}
