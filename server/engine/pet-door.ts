// After the front door, in a home with a pet: was the motion right after it her, walking in or still at the door,
// or the cat? A cat's motion within minutes of the door made the door look like one she came to and stayed in by,
// so the door she came back by was taken for her going out, and not watched (arrival.ts `seenSoon`): on the invented
// pet-away-s91 three falls on the way in went unfound for a day (27 Feb 21:44, 28 Feb 12:09, 3 Mar 11:23; the cat
// 74 s, 153 s and 13 s after she went out, in the kitchen and the bedroom while she had been seen in the hall).
// A person is seen on her way: by the hall's sensor (where one goes out and comes in) or the one she was seen by on
// her way to the door, or in a step from a report made since the door began (another sensor still on, or a report
// seconds before). A cat wanders in unseen, on another sensor.
import { OUTING_RULES } from './offline-outings'
import { PET_PATH_RULES, previousStillOn } from './pet-path'
import { isPresenceDoubtful } from './presence'
import type { EngineEvent, EngineHome, EngineState } from './types'

/** The hall's motion sensor turning on this soon before the front door opens is someone inside at the door (seconds) */
export const AT_DOOR_SECONDS = 3

/**
 * A motion report a pet could make, after the front door's latest passage began: her on her way (see above), not a
 * lone report the cat could make. Read before the report is counted (the state's last report is the one before it)
 */
export function isHerStepAfterDoor(state: EngineState, event: EngineEvent, at: number): boolean {
  const passage = state.presence.passage ?? null
  const previousAt = state.lastInsideAt
  const previousKey = state.lastDeviceKey
  if (passage === null || previousAt === null || previousKey === null) return false
  // the first report since the door: hers in the hall, or on the sensor she was seen by on her way to the door
  if (previousAt < passage.firstAt) {
    return OUTING_RULES.hallRooms.has(event.room) || (previousKey === event.deviceKey && passage.firstAt - previousAt <= PET_PATH_RULES.pathSeconds * 1000)
  }
  if (previousKey === event.deviceKey) return false
  return at - previousAt <= PET_PATH_RULES.closeSeconds * 1000 || previousStillOn(state, event.deviceKey)
}

/**
 * The front door opens while she is taken as out, or home only on a pet's motion since the door before, and a
 * motion sensor in the hall turned on seconds before it: someone inside was at the door, and no one coming in is
 * seen through a shut door. She was in and this is her going out, not her coming back: a short trip out and back,
 * then her own steps in the hall (the cat's to the engine) up to the door, had the engine read her going out again
 * as her return, and 'came in, nothing since' alerted while she was out (invented pet-s139, 16 Jan and 7 Feb). A
 * cat waiting at the door as she opens it from outside makes the same reports: her return is then taken for her
 * going out, and a fall on the way in waits for what a pet cannot do
 */
export function isAtDoorInside(state: EngineState, home: EngineHome, event: EngineEvent, at: number): boolean {
  if (home.pets !== true || event.kind !== 'door' || !event.active) return false
  const presence = state.presence
  if (presence.awaySince === null && !isPresenceDoubtful(presence)) return false
  return home.devices.some((device) => {
    if (device.kind !== 'motion' || !OUTING_RULES.hallRooms.has(device.room)) return false
    const health = state.devices[device.key]
    const seenAt = health?.lastSeenAt ?? null
    return health?.lastActive === true && seenAt !== null && seenAt <= at && at - seenAt <= AT_DOOR_SECONDS * 1000
  })
}
