// The offline tests' home and clock: a synthetic routine in UTC, and the engine stepped over it
// keeping each step's result (which step raised or resolved what).
import { createState, evaluate } from './engine'
import { MINUTE_MS } from './local-time'
import { deviceSeen, newDeviceHealth, type DeviceHealth } from './offline'
import { offlineFindings } from './offline-findings'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome } from './synthetic-home'
import type { EngineEvent, EngineHome, EngineState, EvaluateResult } from './types'

export const HOME = syntheticHome('UTC')
export const START = dayIndexOf('2024-05-06')
export const local = (day: number, hour: number) => localInstant(START + day, hour * 60, 'UTC')
export const routine = (days: number) => Array.from({ length: days }, (_, i) => dayEvents(START + i, DEFAULT_DAY, 'UTC')).flat()

export function run(events: EngineEvent[], fromMs: number, toMs: number, home: EngineHome = HOME, stepMinutes = 10) {
  let state: EngineState | null = createState(new Date(fromMs), home)
  const results: { at: number; result: EvaluateResult }[] = []
  let index = 0
  for (let t = fromMs + stepMinutes * MINUTE_MS; t <= toMs; t += stepMinutes * MINUTE_MS) {
    const batch: EngineEvent[] = []
    while (index < events.length && (events[index]?.timestamp.getTime() ?? Infinity) <= t) batch.push(events[index++] as EngineEvent)
    const result = evaluate(state, batch, new Date(t), home)
    state = result.state
    results.push({ at: t, result })
  }
  return results
}
export const raised = (results: ReturnType<typeof run>) => results.flatMap(({ at, result }) => result.alerts.map((alert) => ({ at, alert })))

/** offlineFindings as the engine calls it, at `now`, for a home in UTC unless given */
export function judge(devices: Record<string, DeviceHealth>, home: EngineHome, now: number, atHome = true) {
  const device = (key: string) => home.devices.find((d) => d.key === key)
  const context = {
    now,
    hour: new Date(now).getUTCHours(),
    atHome,
    home,
    roomOf: (key: string) => device(key)?.room ?? 'unknown',
    kindOf: (key: string) => device(key)?.kind ?? 'motion',
    nameOf: (key: string) => device(key)?.name || null,
  }
  return offlineFindings(devices, context, true)
}
/** A device that last reported at `at` */
export const seenAt = (at: number, battery: number | null = null) => {
  const device = newDeviceHealth()
  deviceSeen(device, at, battery)
  return device
}

/** The home as the scheduler gives it: each sensor with the family's name for it and its device ID */
export const NAMED: EngineHome = {
  ...HOME,
  devices: HOME.devices.map((d) => ({ ...d, name: d.key === 'kitchen-pir' ? 'Kitchen motion (MSH-KITCHEN01)' : d.key === 'hall-pir' ? 'Hallway motion (MSH-MORRO14HAL)' : `${d.key} (MSH-${d.key.toUpperCase()})` })),
}
