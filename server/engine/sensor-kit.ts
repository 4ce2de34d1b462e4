// Which sensors a day line was counted with, so that pattern changes compare a day only with days counted
// alike (pattern-change.ts): deleting the kitchen sensor is not the person going to the kitchen less. Kept
// in three parts, one for each set of sensors some measure depends on (measured in session 26 by counting
// the same lives with and without each sensor, METHOD.md), so that adding a sensor pauses only the
// measures it changes: a living-room sensor leaves kitchen visits compared, a bed mat the night.
import type { DailyState } from './daily'

/** A day the sensors changed in: like no other */
export const MIXED_KIT = 'mixed'

/**
 * What the parts count, as it has changed (a state keeps the version its kits were counted under, `DailyState.kitVersion`):
 * 1 (sessions 26–38) left every bedroom sensor out of the night; 2 (session 39, decision 0073) takes in the
 * bedroom's switches and doors, which the night has read since session 38 (night-read.ts)
 */
export const KIT_VERSION = 2
type KitVersion = 1 | typeof KIT_VERSION

/**
 * - home: every sensor (activations; time away, since any sensor inside can show she is in after the door)
 * - night: every sensor the night is read from (daily.ts mark() and markBedroom()): all but the bedroom's motion
 *   sensors and mats, which fire all night with her asleep. Version 1 left the bedroom's switch (its door) out too
 * - kitchen: the kitchen's, and the front door's and the entrance's (kitchen visits are counted per hour at
 *   home, which what happens at the door decides: presence.ts)
 */
export type KitPart = 'home' | 'night' | 'kitchen'
const PARTS: readonly KitPart[] = ['home', 'night', 'kitchen']

type Device = { kind: string; room: string }
const readsNight = (device: Device, version: KitVersion) =>
  device.room !== 'bedroom' || (version >= 2 && (device.kind === 'contact' || device.kind === 'door'))
const inPart = (part: KitPart, version: KitVersion) => (device: Device) =>
  part === 'home' ? true : part === 'night' ? readsNight(device, version) : device.room === 'kitchen' || device.room === 'entrance' || device.kind === 'door'

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
const joinParts = (parts: (string | undefined)[]) => (parts.every((part) => part === parts[0]) ? (parts[0] ?? '') : parts.join(' '))

const countKit = (devices: readonly Device[], version: KitVersion) => joinParts(PARTS.map((part) => hashOf(devices.filter(inPart(part, version)))))

/**
 * The present version's kit of each list of sensors already counted. The engine is handed the same list tick after tick
 * (a replay, the evaluation: about a tenth of its CPU went on counting it again, with the loop below), and never changes one in
 * place: sensors added, moved or removed come as a new list
 */
const counted = new WeakMap<readonly Device[], string>()

/** The home's sensors as the day lines count them, each part's hash (`version`: as an older state counted them) */
export function sensorKit(devices: readonly Device[], version: KitVersion = KIT_VERSION): string {
  if (version !== KIT_VERSION) return countKit(devices, version)
  let kit = counted.get(devices)
  if (kit === undefined) counted.set(devices, (kit = countKit(devices, version)))
  return kit
}

/** The sensors `kit` counted `part` with; undefined for a day closed before kits were kept */
export function kitPart(kit: string | undefined, part: KitPart): string | undefined {
  if (kit === undefined) return undefined
  const parts = kit.split(' ')
  return parts.length === 1 ? parts[0] : parts[PARTS.indexOf(part)]
}

/**
 * A state whose kits were counted under version 1: where a part's sensors as version 1 counted them are those it
 * last saw (none changed while it was stored), each day counted with them takes the part's present hash. The
 * bedroom's switches cannot have changed unseen in between (the version before did not count them), so they are
 * taken to have been there all along: no home pauses on the day this is deployed; a bedroom door added later does.
 */
function relabelVersion1(daily: DailyState, devices: readonly Device[], kit: string) {
  const was = sensorKit(devices, 1)
  const renames = PARTS.map((part) => (kitPart(daily.kit, part) === kitPart(was, part) ? { from: kitPart(was, part), to: kitPart(kit, part) } : null))
  const renamed = (counted: string | undefined, i: number) => (renames[i] && counted === renames[i].from ? renames[i].to : counted)
  const relabel = (dayKit: string | undefined) => (dayKit === undefined ? undefined : joinParts(PARTS.map((part, i) => renamed(kitPart(dayKit, part), i))))
  for (const day of [...daily.history, daily.current]) day.kit = relabel(day.kit)
  daily.kit = relabel(daily.kit)
}

/** The day so far was counted with the home's `devices`; a part that changes during it makes it a day of change for that part */
export function dailyNoteKit(daily: DailyState, devices: readonly Device[]) {
  const kit = sensorKit(devices)
  // the same sensors as at the last tick, counted under this version: nothing of the days before to bring up to date
  if (daily.kit === kit && daily.kitVersion === KIT_VERSION) return noteOnToday(daily, kit)
  // a state from before the kit was kept: its days were counted with the sensors it has now, as far as anyone knows
  if (daily.kit === undefined) for (const day of daily.history) day.kit ??= kit
  else {
    // from before it was split: days counted with the sensors it has now have their parts; any other day's one hash stands
    // for each of its parts (the same sensors in the whole home are the same in every part)
    if (!daily.kit.includes(' ')) for (const day of [...daily.history, daily.current]) if (day.kit === kitPart(kit, 'home')) day.kit = kit
    if (daily.kitVersion === undefined) relabelVersion1(daily, devices, kit)
  }
  daily.kit = kit
  daily.kitVersion = KIT_VERSION
  noteOnToday(daily, kit)
}

/** Today's line was counted with `kit`: a part it had counted with other sensors is a part of change today */
function noteOnToday(daily: DailyState, kit: string) {
  const was = daily.current.kit
  if (was === undefined) daily.current.kit = kit
  else if (was !== kit) daily.current.kit = joinParts(PARTS.map((part) => (kitPart(was, part) === kitPart(kit, part) ? kitPart(kit, part)! : MIXED_KIT)))
}
