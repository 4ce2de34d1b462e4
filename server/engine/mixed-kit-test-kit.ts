// The mixed kit (contacts and one motion sensor in the living room) made from the synthetic home, for the tests of its
// evenings (before-bed-toilet-living.test.ts, bed-unseen.test.ts): the motion sensors in the bathroom, the kitchen and
// the bedroom become the switches there; `switches` lists the switches a test's home has
import { dayIndexOf, localInstant, syntheticHome } from './synthetic-home'
import type { EngineDevice, EngineEvent, EngineHome } from './types'

export const TZ = 'Europe/London'
export const START = dayIndexOf('2024-05-06')
export const DAYS = 16
export const at = (hour: number, minute = 0) => hour * 60 + minute

/** The synthetic home's motion sensors in the bathroom, the kitchen and the bedroom, as the switches there */
export const AS_SWITCH: Record<string, string> = { 'bathroom-pir': 'bathroom-door', 'kitchen-pir': 'cups-cupboard', 'bedroom-pir': 'bedroom-door' }

export function mixedKit(switches: EngineDevice[]) {
  const kitOf = (keep: (key: string) => boolean): EngineHome => ({ timeZone: TZ, devices: [...syntheticHome(TZ).devices.filter((d) => keep(d.key)), ...switches] })
  const switchAt = (key: string, day: number, minute: number): EngineEvent => {
    const device = switches.find((d) => d.key === key) as EngineDevice
    return { deviceKey: key, kind: device.kind, room: device.room, timestamp: new Date(localInstant(day, minute, TZ)), active: true }
  }
  return {
    /** Contacts and one motion sensor, in the living room */
    mixed: kitOf((key) => key === 'living-pir' || key === 'front-door'),
    /** The same with a motion sensor in the bedroom too: her going to bed shows there */
    mixedBedroom: kitOf((key) => key === 'living-pir' || key === 'front-door' || key === 'bedroom-pir'),
    switchAt,
  }
}
