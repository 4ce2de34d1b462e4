// The dashboard's activity grid: motion per sensor per hour of the home's clock, the current hour and
// the ones before it, as the web draws them (one square per real hour: 23 on the day the clocks go
// forward, the two 01:00 hours apart on the night they go back).
import { localHourStarts, startOfLocalHour } from '../../../contracts/local-day'
import type { Db } from '../../lib/db'
import { quarterHourActivity } from './activity.repository'

const HOUR_MS = 3_600_000

/** The start of the home's current hour, in UTC for a zone the runtime does not know */
function hourStartIn(ms: number, timeZone: string) {
  try {
    return startOfLocalHour(ms, timeZone)
  } catch {
    return Math.floor(ms / HOUR_MS) * HOUR_MS
  }
}

/** The start of the oldest of the `hours` squares the web draws (localHourStarts) */
function oldestHourIn(ms: number, hours: number, timeZone: string) {
  try {
    return localHourStarts(ms, hours, timeZone)[0]!
  } catch {
    return Math.floor(ms / HOUR_MS) * HOUR_MS - (hours - 1) * HOUR_MS
  }
}

export async function hourlyActivity(db: Db, clientId: string, hours: number, timeZone: string, now = new Date()) {
  const oldest = oldestHourIn(now.getTime(), hours, timeZone)
  const counts = new Map<string, { deviceId: string; hourStart: number; count: number }>()
  for (const q of await quarterHourActivity(db, clientId, new Date(oldest))) {
    const hourStart = hourStartIn(q.startMs, timeZone)
    const key = `${q.deviceId}@${hourStart}`
    const seen = counts.get(key)
    if (seen) seen.count += q.count
    else counts.set(key, { deviceId: q.deviceId, hourStart, count: q.count })
  }
  return [...counts.values()].sort((a, b) => a.hourStart - b.hourStart).map((c) => ({ ...c, hourStart: new Date(c.hourStart) }))
}
