import type { DeviceKind } from '../../../contracts/enums'

/**
 * The engine thinks in rooms (bedroom, bathroom, kitchen, living, hall, entrance…); people name
 * locations freely ('Living Room', 'Downstairs loo', 'Front room', 'Cloakroom'). This maps one to the
 * other by words, British and American. A name's room is its last word that names one, as in English the
 * noun comes last ('Bedroom corridor' is a corridor, 'Front bedroom' a bedroom, 'Front room' the living
 * room), before any word that places it beside another ('Toilet by the kitchen'). 'Upstairs' and
 * 'downstairs' say the floor: no stairs there. A door names a room only when nothing else does ('Back
 * door'; a 'Bedroom door' is the bedroom's).
 */
const ROOM_WORDS: [RegExp, string][] = [
  [/toilet|\bwc\b|\bloo\b|lavatory|cloakroom|\bcloaks\b|powder room|half.?bath(room)?|water closet|restroom/g, 'toilet'],
  [/\bbath(room)?|shower|en.?suite|washroom|wet.?room/g, 'bathroom'],
  [/\bbed(room|side|sit)?|\b(guest|spare|box) ?room/g, 'bedroom'],
  [/kitchen(ette)?|pantry|scullery/g, 'kitchen'],
  [/living|lounge|sitting|family room|front room|\bden\b|\bsnug\b|drawing room|parlou?r|\btv\b|great room|day room|reception room/g, 'living'],
  [/\bhall(way)?|corridor|landing|\bstair(s|case|way|well)?\b|passage(way)?/g, 'hall'],
  [/entrance|\bentry(way)?|porch|\bfront\b|foyer|vestibule|mud ?room|lobby/g, 'entrance'],
  [/study|office|library/g, 'study'],
]
const DOOR = /\bdoors?\b/
/** Where a name goes on to place the room beside another: 'Hallway outside bathroom', 'Doorway to garden' */
const BESIDE = /\s(by|near|next to|outside|beside|behind|opposite|off|to|towards|facing|under)\s|[(,;]/

export function roomOf(location: string, kind: DeviceKind) {
  if (kind === 'door') return 'entrance'
  const name = location.toLowerCase().split(BESIDE)[0]!
  let found: { room: string; end: number; length: number } | undefined
  for (const [pattern, room] of ROOM_WORDS) {
    for (const match of name.matchAll(pattern)) {
      const end = match.index + match[0].length
      // the last word wins; ending together ('half bath', 'bath'), the longer
      if (!found || end > found.end || (end === found.end && match[0].length > found.length)) found = { room, end, length: match[0].length }
    }
  }
  return found?.room ?? (DOOR.test(name) ? 'entrance' : 'other')
}
