// The tracker losing her into her sitting room (pet-path.ts, session 45): a held sensor's word comes at its release,
// after she has walked on, and is read with the reports since; a spell in a room she rests in is judged on the room
// she was seen in only while its sensor has not fired on there since (the cat walks in; she sits and stirs).
import { describe, expect, it } from 'vitest'
import { MINUTE_MS } from './local-time'
import { spellSeenElsewhere } from './pet-path'
import { fridgeHome, herDays, petAt, report, withReleases } from './test-pet'
import { replay } from './test-replay'
import type { EngineEvent, EngineState } from './types'

const home = fridgeHome()
const SECOND = 1000
const motion = (key: string, room: string, ms: number, active = true) => report(key, 'motion', room, ms, active)
const dayEight = (hour: number, minute: number) => herDays(9).filter((e) => e.timestamp.getTime() < petAt(8, hour, minute))
const run = (events: EngineEvent[], toMs: number) => replay(home, events, petAt(0, 0), toMs).state
/** Her living room learned as a room she rests in (her sits there, as pet-path.ts learns them) */
const restingInLiving = (s: EngineState): EngineState => ({ ...s, pets: { ...s.pets!, rests: { rooms: { living: 20, bedroom: 5 }, total: 25 } } })

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

describe('a spell in the room she rests in, while she was seen closely at the fridge', () => {
  // day 8: dinner from the fridge at 18:17 (a sure sign, seen there), then the living room, with nothing on the way
  const alone = run(withReleases([...dayEight(18, 20), motion('living-pir', 'living', petAt(8, 18, 40))]), petAt(8, 18, 45))
  const firingOn = run(
    withReleases([...dayEight(18, 20), ...[32, 36, 40].map((m) => motion('living-pir', 'living', petAt(8, 18, m)))]),
    petAt(8, 18, 45),
  )

  it('judges one report there (the cat walking in) on the fridge she was seen at', () => {
    expect(alone.pets?.seen).toMatchObject({ room: 'kitchen', deviceKey: 'fridge', close: true })
    expect(spellSeenElsewhere(restingInLiving(alone))).toMatchObject({ lastRoom: 'kitchen', lastDeviceKey: 'fridge' })
  })

  it('keeps its own limit once her sensor has fired on there for minutes (her, lost by the tracker)', () => {
    expect(firingOn.pets?.seen).toMatchObject({ room: 'kitchen', deviceKey: 'fridge' })
    expect(firingOn.pets?.seen?.elsewhere?.['living-pir']).toMatchObject({ reports: 3, firstAt: petAt(8, 18, 32) })
    expect(spellSeenElsewhere(restingInLiving(firingOn))).toBeNull()
  })
})
