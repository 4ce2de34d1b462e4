// What the night-out alerts say (night-out.ts): when the door opened or since when they have been out,
// what has moved since, and what the last weeks say is usual.
import { formatDuration } from './format'
import { localClock, MINUTE_MS } from './local-time'
import type { NightOut } from './night-out'
import type { AlertCandidate } from './types'

export const NIGHT_OUT_KEY = 'outing'
/** A departure in the night still out this long is more urgent */
const CRITICAL_AFTER_MINUTES = 3 * 60

const clockText = (ms: number, timeZone: string) => {
  const clock = localClock(ms, timeZone)
  return `${String(clock.hour).padStart(2, '0')}:${String(clock.minuteOfDay % 60).padStart(2, '0')}`
}

/** ' last night' or ' yesterday' when the outing began the local day before `now`, else '' */
function dayWord(leftAt: number, now: number, timeZone: string): string {
  const left = localClock(leftAt, timeZone)
  if (localClock(now, timeZone).day === left.day) return ''
  return left.hour >= 18 ? ' last night' : ' yesterday'
}

export function nightOutAlert(found: NightOut, timeZone: string, pets: boolean): AlertCandidate {
  const when = dayWord(found.leftAt, found.leftAt + found.outMinutes * MINUTE_MS, timeZone)
  const at = clockText(found.leftAt, timeZone)
  const out = formatDuration(Math.floor(found.outMinutes))
  const memory = `in the last ${found.daysWatched} days`
  const seen = found.inDoubt
    ? `since then only ${pets ? 'a mat or a motion sensor the pet can set off' : 'a mat'} has fired (${out}): they may have gone out`
    : `nothing has moved inside since (${out})`
  const description =
    found.kind === 'left'
      ? `The front door opened at ${at}${when || ' in the night'} and ${seen}. They have not gone out at this time of night ${memory}. Unless someone is with them, check on them.`
      : `Out since ${at}${when} (${out}) and not back: they have not been out this late at night ${memory}. Unless you know where they are, check on them.`
  return {
    type: 'emergency',
    // on a guess (a mat, a pet) it never goes to the top
    severity: found.kind === 'left' && !found.inDoubt && found.outMinutes >= CRITICAL_AFTER_MINUTES ? 'critical' : 'high',
    title: found.kind === 'left' ? 'Went out in the night' : 'Not back home tonight',
    description,
    dedupeKey: NIGHT_OUT_KEY,
    metadata: {
      outSince: new Date(found.leftAt).toISOString(),
      outMinutes: Math.floor(found.outMinutes),
      nightOut: found.kind,
      daysWatched: found.daysWatched,
      ...(found.inDoubt ? { inDoubt: true } : {}),
    },
  }
}
