// How an alert names a sensor: the family's own name for it, else its room, never the internal key.
import type { OfflineContext } from './offline'
import { roomWords } from './rooms'

/**
 * 'Hallway motion (MSH-MORRO14HAL)', or without a name 'The kitchen sensor': never the internal key.
 * Inside a sentence our own words start in lower case ('the kitchen sensor'); a family's own name is
 * left as written, even one that starts with 'The'.
 */
export function sensorName(key: string, context: OfflineContext, inSentence = false): string {
  const name = context.nameOf(key)
  if (name) return name
  const generated = context.kindOf(key) === 'door' ? 'The front door sensor' : genericName(context.roomOf(key))
  return inSentence ? generated[0]!.toLowerCase() + generated.slice(1) : generated
}

const genericName = (room: string) => (room === 'other' || room === 'unknown' ? 'A sensor' : `The ${roomWords(room)} sensor`)
