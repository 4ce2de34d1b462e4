// A held sensor's late word (pet-path.ts petPathOnHeld, session 45): the engine learns a sensor was held on only at its
// release, after she may have walked on; the reports since the sighting are read again from there, so she is not put
// back in a room she has left
import { describe, expect, it } from 'vitest'
import { MINUTE_MS } from './local-time'
import { fridgeHome, herDays, petAt, report, withReleases } from './test-pet'
import { replay } from './test-replay'
import type { EngineEvent } from './types'

const home = fridgeHome()
const SECOND = 1000
const motion = (key: string, room: string, ms: number, active = true) => report(key, 'motion', room, ms, active)
const dayEight = (hour: number, minute: number) => herDays(9).filter((e) => e.timestamp.getTime() < petAt(8, hour, minute))
const run = (events: EngineEvent[], toMs: number) => replay(home, events, petAt(0, 0), toMs).state

describe("a held sensor's late word", () => {
  // day 8: she sits in the living room (last seen there at 13:45:27); the cat crosses the hall 33 s later and goes on
  // to the bed (taken as her way there); at 14:30 she is in the bathroom, its sensor held on for 60 s; she leaves by
  // the hall 40 s in and sits in the living room 10 s later, before it is released
  const t = petAt(8, 14, 30)
  const cat = [motion('hall-pir', 'hall', petAt(8, 13, 46)), motion('bedroom-pir', 'bedroom', petAt(8, 13, 46) + 10 * SECOND)]
  const events = withReleases([...dayEight(13, 46), ...cat])
  const walk = [
    motion('bathroom-pir', 'bathroom', t),
    motion('hall-pir', 'hall', t + 40 * SECOND),
    motion('living-pir', 'living', t + 50 * SECOND),
    motion('hall-pir', 'hall', t + 65 * SECOND, false),
    motion('bathroom-pir', 'bathroom', t + 60 * SECOND, false),
    motion('living-pir', 'living', t + 75 * SECOND, false),
  ]
  const state = run([...events, ...walk].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime()), t + 5 * MINUTE_MS)

  it('follows her from the held bathroom to the living room she walked into before its release', () => {
    expect(run(events, t).pets?.seen).toMatchObject({ room: 'bedroom' }) // lost: the cat's way to the bed taken as hers
    expect(state.pets?.lastRoom).toBe('bathroom') // the held sensor was a sure sign of her
    expect(state.pets?.seen).toMatchObject({ room: 'living', deviceKey: 'living-pir', close: true })
  })
})
