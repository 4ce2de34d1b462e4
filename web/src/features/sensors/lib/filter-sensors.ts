import { sensorState, type SensorState } from '@contracts/sensor-state'
import type { SensorActivity } from '@/lib/format/sensor-status'

interface Searchable {
  name: string
  location: string
}

/** The search box: case-insensitive, on name or location (SPEC.md §2); blank keeps everything */
export function filterSensors<T extends Searchable>(sensors: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase()
  if (!needle) return [...sensors]
  return sensors.filter((s) => s.name.toLocaleLowerCase().includes(needle) || s.location.toLocaleLowerCase().includes(needle))
}

/**
 * The counters, by the one rule of a sensor's state (contracts/sensor-state.ts, decision 0124): Online means
 * switched on, not judged offline by the engine and heard from; No Data switched on and never heard from yet
 * (its badge's words: it is not known to work, so not Online), until the engine judges it offline; Offline
 * switched on and judged offline (a fault); Switched off what the family switched off (no fault: decision
 * 0065). The four add up to Total.
 */
export function countSensors(sensors: readonly Pick<SensorActivity, 'isActive' | 'offlineSince' | 'lastActivity'>[]) {
  const counts: Record<SensorState, number> = { online: 0, 'no-data': 0, offline: 0, 'switched-off': 0 }
  for (const sensor of sensors) counts[sensorState(sensor)] += 1
  return { total: sensors.length, online: counts.online, noData: counts['no-data'], offline: counts.offline, switchedOff: counts['switched-off'] }
}
