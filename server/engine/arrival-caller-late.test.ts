// A caller let out, and she goes out herself later than the settle (arrival.ts arrivalOnDoor `afterCaller`). The door
// at 11:00 from home is the caller leaving; nothing inside moves, so she is taken as out by it. She was in, unseen (a
// sit or a doze in an armchair no sensor sees), and goes out at 11:45. Read as her coming back, 'Came in, nothing
// since' came at her returns' limit while she was out (invented contacts-s94, 6 Mar: the visitor left 13:57, she dozed,
// went out 14:43, the alert at 16:07, back 16:48). The door cannot tell her going out from her coming back in, so it
// is watched as the door right after a caller's leaving is: as long as her outings last.
import { describe, expect, it } from 'vitest'
import { MINUTE_MS } from './local-time'
import { arrivals, at, callerIn, callerOutThenDoor, morning, passage, report } from './arrival-test-kit'
import { HOME, local } from './offline-test-kit'
import { replay } from './test-replay'

describe('a caller let out, then the door again 45 min later with nothing inside between', () => {
  it('is watched as long as her outings last: nothing said by 15:00 while she is out', () => {
    const events = callerOutThenDoor(45)
    expect(arrivals(events, at(15))).toEqual([])
  })

  it('still says so if nothing moves for longer than her outings take, in words that do not say she came in', () => {
    const events = callerOutThenDoor(45)
    const raised = arrivals(events, at(23, 59))
    expect(raised).toHaveLength(1)
    const [{ at: when, alert }] = raised as [(typeof raised)[number]]
    expect((when - at(11, 45)) / MINUTE_MS).toBeGreaterThan(240)
    expect(alert.title).toBe('The front door, then nothing since')
    expect(alert.metadata).toMatchObject({ afterCaller: true })
  })

  it('with no caller before it, the door back is her return, watched at her returns\' limit as before', () => {
    // out at 11:00 (nothing inside after it, nobody let in before), back at 11:45, nothing since
    const raised = arrivals(morning([...passage(at(11)), ...passage(at(11, 45))]), at(15))
    expect(raised).toHaveLength(1)
    expect(raised[0]?.alert.title).toBe('Came in, nothing since')
  })

  it('the caller gone, she seen in again: her own going out later, and her return, are no caller\'s', () => {
    // the caller leaves at 11:00 and she is seen at 11:30 with no door since: the caller went, nobody came in. Taken
    // so (presence.ts callerInAt), her going out at 12:00 looked like another caller leaving, and her return at 13:30
    // was watched for 4 h: a fall on the way in waited that long (invented contacts-s181, 22 Jan; s94, 4 Feb)
    const events = morning([...callerIn, ...passage(at(11)), report('living-pir', at(11, 30)), report('kitchen-pir', at(11, 32)), ...passage(at(12)), ...passage(at(13, 30))])
    const raised = arrivals(events, at(16, 30))
    expect(raised).toHaveLength(1)
    expect(raised[0]?.alert.title).toBe('Came in, nothing since')
  })

  it('seen inside after that door, before any other: it was her coming back, and its wait is learned as a return\'s', () => {
    // she went out with the caller at 11:00, back at 11:45, and sat 50 min unseen: the next return's limit knows it
    const events = callerOutThenDoor(45, [report('living-pir', at(12, 35)), report('kitchen-pir', at(12, 36))])
    const gaps = replay(HOME, events, local(0, 0), at(13), null, 1).state.presence.returnGaps ?? []
    expect(gaps[0]).toBeCloseTo(50, 0)
  })
})

