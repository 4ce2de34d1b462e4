// Rooms the engine treats alike wherever it meets them.

/** Where falls happen: quiet after these rooms is judged on its own, asleep or not */
export const FALL_RISK_ROOMS = new Set(['bathroom', 'toilet', 'hall', 'entrance', 'stairs'])
export const isFallRiskRoom = (room: string) => FALL_RISK_ROOMS.has(room)

export const isBathroom = (room: string) => room === 'bathroom' || room === 'toilet'

/** The ways between rooms (a hall, the entrance, the stairs): passed on the way to the bathroom at night */
export const isPassage = (room: string) => isFallRiskRoom(room) && !isBathroom(room)

// a room as a carer reads it after 'the' (the dashboard words the fall risk's fallType with it too)
export { roomWords } from '../../contracts/rooms'
