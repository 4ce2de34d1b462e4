// Events do not arrive in the order they happened. A hub that lost its uplink delivers twenty minutes of
// buffered events at once, after newer ones another hub sent live; a batch refused with a 503 is sent
// again after the next one; a hub may send one reading twice under two event ids. The scheduler hands
// the engine whatever was stored since its previous call, so an event older than what the engine has
// already seen is ordinary input. It is still a fact (the sensor fired then: the routine, the day's
// counts and the device's use learn from it), but it says nothing about where the person is *now*:
// the newest evidence does. These tests decide which of the two an event is.
import type { DeviceHealth } from './offline'
import type { EngineEvent, EngineState } from './types'

/** The same reading of the same sensor at the same instant as its last report: a copy, not a second event */
export const isCopy = (device: DeviceHealth, event: EngineEvent, at: number) => device.lastSeenAt === at && device.lastActive === event.active

/** No evidence inside has been seen after it: it may say where the person is now */
export const isNewestInside = (state: EngineState, at: number) => state.lastInsideAt === null || at >= state.lastInsideAt

/**
 * It happened before the latest front-door event: it cannot show that someone stayed in, or came back,
 * after that door (the person in the hall at 13:58, delivered at 14:03, left at 13:59)
 */
export const precedesDoor = (state: EngineState, at: number) => state.presence.doorAt !== null && at < state.presence.doorAt

/**
 * A front door older than activity already seen inside while the person is at home: that activity
 * settled it (someone came back in, or never left), so it starts no outing now
 */
export const doorAlreadySettled = (state: EngineState, at: number) => state.presence.mode === 'home' && !isNewestInside(state, at)
