// A home of two sensors for the eval's own tests (arrivals.test.ts, away-span.test.ts): a front door and a
// fridge, on a clock of days from a Monday at 00:00 UTC.
import type { EngineDevice, EngineEvent } from '../../server/engine/types'

export const MINUTE_MS = 60_000
export const DAY_MS = 24 * 60 * MINUTE_MS
export const START = Date.UTC(2025, 0, 6)
/** day `day` of the log, at hh:mm */
export const at = (day: number, hour: number, minute = 0) => START + day * DAY_MS + (hour * 60 + minute) * MINUTE_MS

/** The front door opened at `time` and closed `closedAfterMs` later */
export const door = (time: number, closedAfterMs: number): EngineEvent[] => [
  { deviceKey: 'front', kind: 'door', room: 'entrance', timestamp: new Date(time), active: true },
  { deviceKey: 'front', kind: 'door', room: 'entrance', timestamp: new Date(time + closedAfterMs), active: false },
]
export const fridge = (time: number): EngineEvent => ({ deviceKey: 'fridge', kind: 'contact', room: 'kitchen', timestamp: new Date(time), active: true })

export const DOOR_AND_FRIDGE: EngineDevice[] = [
  { key: 'front', kind: 'door', room: 'entrance' },
  { key: 'fridge', kind: 'contact', room: 'kitchen' },
]
