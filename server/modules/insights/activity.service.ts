// The dashboard's activity grid: motion per sensor per hour of the home's clock, the current hour and
// the ones before it, as the web draws them (one square per real hour: 23 on the day the clocks go
// forward, the two 01:00 hours apart on the night they go back).
import { localHourStarts, startOfLocalHour } from '../../../contracts/local-day'
import type { Db } from '../../lib/db'
import { quarterHourActivity } from './activity.repository'

/** The home's zone, or UTC for one this runtime does not know */
function knownZone(timeZone: string) {
  try {
    startOfLocalHour(0, timeZone)
    return timeZone
  } catch {
    return 'UTC'
  }
}

export async function hourlyActivity(db: Db, clientId: string, hours: number, timeZone: string, now = new Date()) {
  const zone = knownZone(timeZone)
  // the oldest of the squares the web draws (localHourStarts)
  const oldest = localHourStarts(now.getTime(), hours, zone)[0]!
  const counts = new Map<string, { deviceId: string; hourStart: number; count: number }>()
  for (const q of await quarterHourActivity(db, clientId, new Date(oldest))) {
    const hourStart = startOfLocalHour(q.startMs, zone)
    const key = `${q.deviceId}@${hourStart}`
    const seen = counts.get(key)
    if (seen) seen.count += q.count
    else counts.set(key, { deviceId: q.deviceId, hourStart, count: q.count })
  }
  return [...counts.values()].sort((a, b) => a.hourStart - b.hourStart).map((c) => ({ ...c, hourStart: new Date(c.hourStart) }))
}
