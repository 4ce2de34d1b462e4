/**
 * A room as a carer reads it after 'the': the engine's own names are short keys ('living', 'other'), and
 * an alert said 'No movement for 2 h at home (last in the living)' and 'The living sensor'.
 */
const ROOM_WORDS: Record<string, string> = { living: 'living room', other: 'other room', unknown: 'other room' }
export const roomWords = (room: string) => ROOM_WORDS[room] ?? room
