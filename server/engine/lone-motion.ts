// A home whose kit has one motion sensor and otherwise only switches (cupboards, inner doors, a flush) and the
// front door: contacts and one motion sensor in the living room, the kit METHOD.md names for a home of switches.
// While she is taken as out, presence.ts ends the outing on a switch she works, or on two different sensors
// of the others within a short window, so that one PIR's glitch is no return. Such a home has no second one:
// after a caller left by the front door and she sat on in the living room unseen for the ten minutes the door
// waits, she stayed 'out' however long that sensor saw her, until she next opened a cupboard or a door, and a
// fall in that hour raised nothing (mixed-s153's 14 Feb: out from 14:23, the living room seen at 14:54-15:07,
// a trial cut at 15:11 missed for 24 h). There the sensor's own second activation stands for the second sensor.
// A home of several motion sensors and none in a passage has the same gap: after a caller left she went from the
// living room to the kitchen past none, and the kitchen saw her five times in three minutes while she stayed 'out'
// (small-s187's 7 Feb: a trial cut at 12:33 missed for 24 h; small-s151's 23 Jan, the kitchen three times in 1 min
// 59 s after her nap, a trial cut at 16:00). There one sensor's second activation, a separate one (20 s or more
// after its first: a PIR holds about half a minute), stands for the second sensor: a glitch is one report. Three
// over a minute (decision 0157) still missed a fall on the toilet: after a caller left, the bathroom saw her at
// 12:29:32 and 12:30:00 and she stayed 'out' (small-s201's 8 Feb, a trial cut at 12:30, decision 0163). Where a hall
// sensor is, her way from any room passes it and the two sensors come at once: there the rule stays out.
import { PRESENCE_RULES, type PresenceState } from './presence'
import { MINUTE_MS } from './local-time'
import { isPassage } from './rooms'
import type { EngineEvent, EngineHome } from './types'

/** Its two activations this far apart at least (a PIR holds about half a minute; a glitch is one report) */
export const LONE_MOTION_APART_MINUTES = 2
/** In a home of several motion sensors, one of them seen this many times in the return window, the first of them SAME_MOTION_SPAN_MINUTES before the last */
export const SAME_MOTION_RETURN_HITS = 2
export const SAME_MOTION_SPAN_MINUTES = 0.4

/** The home's one sensor inside that is neither a switch nor the front door, when it is a motion sensor */
export function loneMotionKey(home: EngineHome): string | null {
  const others = home.devices.filter((device) => device.kind !== 'contact' && device.kind !== 'door')
  return others.length === 1 && others[0]?.kind === 'motion' ? others[0].key : null
}

/** A home with motion sensors and none of them in a hall, the entrance or on the stairs: she can reach a room's sensor unseen by any other */
export function hasNoPassageMotion(home: EngineHome): boolean {
  const motion = home.devices.filter((device) => device.kind === 'motion')
  return motion.length > 0 && !motion.some((device) => isPassage(device.room))
}

/**
 * While she is out, this activation of a motion sensor is its second within the return window, at least
 * LONE_MOTION_APART_MINUTES after an earlier one (`presence.returnHits`, which presence.ts keeps of the motion seen
 * while out), when it is the home's lone motion sensor, or its SAME_MOTION_RETURN_HITS-th, SAME_MOTION_SPAN_MINUTES
 * or more after the first, when the home has others and none in a passage (`hasNoPassageMotion`):
 * she is back, as a switch she works would say. Never for a sensor a pet can set off (`mayBePet`)
 */
export function isOneSensorReturn(presence: PresenceState, home: EngineHome, event: EngineEvent, at: number, mayBePet: boolean): boolean {
  if (presence.mode !== 'away' || mayBePet || event.kind !== 'motion') return false
  const lone = loneMotionKey(home) === event.deviceKey
  if (!lone && !hasNoPassageMotion(home)) return false
  const from = at - PRESENCE_RULES.returnWindowMinutes * MINUTE_MS
  const earlier = presence.returnHits.filter(([key, hitAt]) => key === event.deviceKey && hitAt >= from && hitAt < at).map(([, hitAt]) => hitAt)
  const [needed, apart] = lone ? [2, LONE_MOTION_APART_MINUTES] : [SAME_MOTION_RETURN_HITS, SAME_MOTION_SPAN_MINUTES]
  return earlier.length + 1 >= needed && Math.min(...earlier) <= at - apart * MINUTE_MS
}

const watches = (home: EngineHome, room: string) => home.devices.some((device) => device.kind === 'motion' && device.room === room)

/**
 * A motion sensor sees the living room and none the bedroom (this kit's lone sensor is one such): her sitting up in
 * the evening shows, her going to bed does not (rest-kind.ts wakefulBeforeBed)
 */
export const upSeenBedUnseen = (home: EngineHome) => watches(home, 'living') && !watches(home, 'bedroom')
