import type { DeviceKind } from '../../../contracts/enums'

/**
 * The engine thinks in rooms (bedroom, bathroom, kitchen, living, hall, entrance…); people name
 * locations freely ('Living Room', 'Downstairs loo'). This maps one to the other by keywords.
 */
const ROOM_WORDS: [RegExp, string][] = [
  [/toilet|\bwc\b|\bloo\b/i, 'toilet'],
  [/bath|shower|en.?suite/i, 'bathroom'],
  [/bed/i, 'bedroom'],
  [/kitchen|pantry/i, 'kitchen'],
  [/living|lounge|sitting|family room|\btv\b/i, 'living'],
  [/hall|corridor|landing|stair/i, 'hall'],
  [/door|entrance|porch|front|entry/i, 'entrance'],
  [/study|office/i, 'study'],
]

export function roomOf(location: string, kind: DeviceKind) {
  if (kind === 'door') return 'entrance'
  return ROOM_WORDS.find(([pattern]) => pattern.test(location))?.[1] ?? 'other'
}
