// Which registered sensor an event's device ID names (decision 0116): device IDs are matched whatever their letter
// case, as registration already refuses an ID that differs from another only in case. Zigbee IEEE addresses are
// hex and people type IDs by hand: 'MSH-EC000005' from a hub is the sensor registered as 'msh-ec000005'.
// A database that took such pairs before registration refused them keeps both: the exact one is picked, and where
// none is exact the event is refused naming them, never given to one of them at a guess.

export interface RegisteredDevice {
  id: string
  deviceId: string
}

export type DeviceMatch<D extends RegisteredDevice> = { device: D } | { reason: string }

export function matchDevice<D extends RegisteredDevice>(sent: string, registered: readonly D[], where = 'in this home'): DeviceMatch<D> {
  const exact = registered.find((d) => d.deviceId === sent)
  if (exact) return { device: exact }
  const lowered = sent.toLowerCase()
  const same = registered.filter((d) => d.deviceId.toLowerCase() === lowered)
  if (same.length === 1) return { device: same[0]! }
  if (same.length === 0) return { reason: `deviceId: no sensor "${sent}" ${where}` }
  const ids = same.map((d) => `"${d.deviceId}"`).join(', ')
  return {
    reason: `deviceId: "${sent}" could be any of the sensors ${ids} ${where}, whose device IDs differ only in letter case: nothing was stored. Send one of them exactly, or delete the sensor not in use on the Sensors page`,
  }
}
