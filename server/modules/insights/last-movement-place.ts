// Where she last moved, in the family's words (decision 0096): the engine names rooms by short keys ('living',
// 'other'); the dashboard and the Emergency button's alert give the sensor's location as the family wrote it.
import type { LastMovement } from '../../../contracts/last-movement'
import type { EngineStatus } from '../../engine/types'
import { roomWords } from '../../../contracts/rooms'
import { roomOf } from '../monitoring/home-model'

interface NamedDevice {
  id: string
  kind: Parameters<typeof roomOf>[1]
  name: string
  location: string
  deviceId: string
}

/**
 * The location the family gave the sensor; where it names no room the engine knows ('Garage'), the family's
 * own name for the sensor when it has one beyond its device ID ('Garage motion'); null for a sensor since deleted
 */
export function placeOf(device: NamedDevice | undefined): string | null {
  if (!device) return null
  const location = device.location.trim()
  const name = device.name.trim()
  const named = name !== '' && name !== device.deviceId
  if (location !== '' && roomOf(location, device.kind) !== 'other') return location
  return named ? name : location || null
}

/** The engine's last movement with its place, or null when the engine says nothing of it */
export function lastMovementInWords(status: Pick<EngineStatus, 'lastMovement'> | null, devices: readonly NamedDevice[]): LastMovement | null {
  const last = status?.lastMovement
  if (!last) return null
  // a sensor deleted since: the room the engine knew it in, if any
  const known = last.room !== 'other' && last.room !== 'unknown' ? roomWords(last.room) : null
  const place = placeOf(devices.find((d) => d.id === last.deviceKey)) ?? (known && known[0]!.toUpperCase() + known.slice(1))
  return { at: new Date(last.at).toISOString(), place }
}
