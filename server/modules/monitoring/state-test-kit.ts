// A learned engine state for the state encoding's tests: three sensors and weeks of the demo routine
import { generateDemoEvents } from '../../demo/routine'
import { evaluate } from '../../engine/engine'
import type { EngineHome, EngineState } from '../../engine/types'

export const home: EngineHome = {
  timeZone: 'Europe/London',
  devices: [
    { key: 'bedroom', kind: 'motion', room: 'bedroom' },
    { key: 'kitchen', kind: 'motion', room: 'kitchen' },
    { key: 'front-door', kind: 'door', room: 'entrance' },
  ],
}
/** When the learned state was last evaluated (ms) */
export const LEARNED_TO = Date.UTC(2026, 9, 29, 12)

/** The state after `days` of the demo routine (its `seed`) on the home's sensors, up to LEARNED_TO */
export function learnedState(days: number, seed: number): EngineState {
  const events = generateDemoEvents({ from: new Date(LEARNED_TO - days * 86_400_000), to: new Date(LEARNED_TO), timeZone: home.timeZone, seed })
    .filter((e) => home.devices.some((d) => d.key === e.sensorKey))
    .map((e) => {
      const device = home.devices.find((d) => d.key === e.sensorKey)!
      return { deviceKey: device.key, kind: device.kind, room: device.room, timestamp: e.timestamp, active: e.motionDetected }
    })
  return evaluate(null, events, new Date(LEARNED_TO), home).state
}
