import type { DeviceKind } from '@contracts/enums'

/**
 * Whether a home that has sensors has no front door among those switched on. The front door is what
 * tells the engine the person went out: without it, an outing is quiet at home, and a long one can
 * raise an alert (a possible fall in the hall, hours into a trip to the shops).
 */
export const lacksFrontDoor = (sensors: readonly { kind: DeviceKind; isActive: boolean }[]) =>
  sensors.length > 0 && !sensors.some((sensor) => sensor.kind === 'door' && sensor.isActive)
