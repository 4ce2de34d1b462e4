// Which sensors a day line was counted with, so that pattern changes compare a day only with days counted
// alike (pattern-change.ts): deleting the kitchen sensor is not the person going to the kitchen less. Kept
// in three parts, one for each set of sensors some measure depends on (measured in session 26 by counting
// the same lives with and without each sensor, METHOD.md), so that adding a sensor pauses only the
// measures it changes: a living-room sensor leaves kitchen visits compared, a bed mat the night.
import type { DailyState } from './daily'

/** A day the sensors changed in: like no other */
export const MIXED_KIT = 'mixed'

/**
 * - home: every sensor (activations; time away, since any sensor inside can show she is in after the door)
 * - night: every sensor outside the bedroom (the night's marks: daily.ts mark()). A switch in the bedroom reads the
 *   night too (its door: night-read.ts) but stays out, so as not to pause every home with one (METHOD.md, 'Reading the night')
 * - kitchen: the kitchen's, and the front door's and the entrance's (kitchen visits are counted per hour at
 *   home, which what happens at the door decides: presence.ts)
 */
export type KitPart = 'home' | 'night' | 'kitchen'
const PARTS: readonly KitPart[] = ['home', 'night', 'kitchen']

type Device = { kind: string; room: string }
const IN_PART: Record<KitPart, (device: Device) => boolean> = {
  home: () => true,
  night: (device) => device.room !== 'bedroom',
  kitchen: (device) => device.room === 'kitchen' || device.room === 'entrance' || device.kind === 'door',
}

/** How many of each kind in each room, not which devices (a dead sensor replaced in kind counts the same), as a short hash */
function hashOf(devices: readonly Device[]): string {
  const text = devices
    .map((d) => `${d.room}:${d.kind}`)
    .sort()
    .join(',')
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(36)
}

/** Parts as kept: one when all are the same, as a kit from before the split was (its one hash stands for every part) */
const joinParts = (parts: string[]) => (parts.every((part) => part === parts[0]) ? (parts[0] ?? '') : parts.join(' '))

/** The home's sensors as the day lines count them, each part's hash */
export function sensorKit(devices: readonly Device[]): string {
  return joinParts(PARTS.map((part) => hashOf(devices.filter(IN_PART[part]))))
}

/** The sensors `kit` counted `part` with; undefined for a day closed before kits were kept */
export function kitPart(kit: string | undefined, part: KitPart): string | undefined {
  if (kit === undefined) return undefined
  const parts = kit.split(' ')
  return parts.length === 1 ? parts[0] : parts[PARTS.indexOf(part)]
}

/** The day so far was counted with `kit`; a part that changes during it makes it a day of change for that part */
export function dailyNoteKit(daily: DailyState, kit: string) {
  // a state from before the kit was kept: its days were counted with the sensors it has now, as far as anyone knows
  if (daily.kit === undefined) for (const day of daily.history) day.kit ??= kit
  // from before it was split: days counted with the sensors it has now have their parts; any other day's one hash stands
  // for each of its parts (the same sensors in the whole home are the same in every part)
  else if (!daily.kit.includes(' ')) for (const day of [...daily.history, daily.current]) if (day.kit === kitPart(kit, 'home')) day.kit = kit
  daily.kit = kit
  const was = daily.current.kit
  if (was === undefined) daily.current.kit = kit
  else daily.current.kit = joinParts(PARTS.map((part) => (kitPart(was, part) === kitPart(kit, part) ? kitPart(kit, part)! : MIXED_KIT)))
}
