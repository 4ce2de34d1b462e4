// A caller let in where no sensor sees the hall (arrival-caller.ts isCallerLetIn; invent-home's 'small' kit, which has
// none in the hall or the bedroom). She opens the front door at 10:00 and the living room sees her 3 min later: she
// stayed in, and someone may have come in. At 11:00 the door from home (the caller leaving), at 11:03 again (she goes
// out herself), nothing inside between. Before, the second passage was read as her back from a 3-minute trip and
// 'Came in, nothing since' came 3 h on while she was out (small-s151 and mixed-s151 24 Feb 16:56, small-s190 6 Mar
// 17:26). The pir kit's hall sensor would have seen her between the doors.
import { describe, expect, it } from 'vitest'
import { MINUTE_MS } from './local-time'
import { arrivalsAfterMorning, at, callerThenHerOut, DAYS, letInUnseen, passage, report } from './arrival-test-kit'
import { HOME } from './offline-test-kit'
import { asSmallKit } from './synthetic-home'

const SMALL = asSmallKit(HOME)

describe('a caller let in where no sensor sees the hall, then her going out after they leave', () => {
  it('is no short trip: nothing is said at 14:03, nor by 15:00', () => {
    expect(DAYS).toBeGreaterThan(7)
    // before: 'Came in, nothing since' at 14:04, the 3-minute trip's watch
    expect(arrivalsAfterMorning(SMALL, callerThenHerOut, at(15))).toEqual([])
  })

  it('a fall on her way back from the gate is still found, once longer than her outings take', () => {
    const raised = arrivalsAfterMorning(SMALL, callerThenHerOut, at(23, 59))
    expect(raised).toHaveLength(1)
    const [{ at: when, alert }] = raised as [(typeof raised)[number]]
    expect(alert.title).toBe('The front door, then nothing since')
    expect(alert.metadata).toMatchObject({ cameInAt: new Date(at(11, 3)).toISOString(), afterCaller: true })
    const limit = Number(alert.metadata?.limitMinutes)
    expect(limit).toBeGreaterThan(180)
    expect((when - at(11, 3)) / MINUTE_MS).toBe(limit + 1)
  })

  it('with no caller let in, the same two doors are a short trip, watched as before', () => {
    const raised = arrivalsAfterMorning(SMALL, [...passage(at(11)), ...passage(at(11, 3))], at(15))
    expect(raised.map(({ alert }) => [alert.title, alert.metadata?.afterCaller])).toEqual([['Came in, nothing since', undefined]])
  })

  it("the caller's leaving, her seen after it, marks no one: a short trip later is watched as before", () => {
    // the caller leaves at 11:00 and she is seen at 11:04; the bins 11:30-11:33, nothing since
    const raised = arrivalsAfterMorning(SMALL, [...letInUnseen, ...passage(at(11)), report('living-pir', at(11, 4)), ...passage(at(11, 30)), ...passage(at(11, 33))], at(15))
    expect(raised.map(({ alert }) => [alert.title, alert.metadata?.afterCaller])).toEqual([['Came in, nothing since', undefined]])
  })

  it("her return past the settle after the mark's passage is a return, watched as one (not as long as her outings)", () => {
    // one door at 10:00 and her seen at 10:03 (a caller leaving whose coming went unmarked, say); she goes out at
    // 12:00, is back at 13:00 and falls on the way in. Read as after a caller, the door at 13:00 waited her outings'
    // 4 h and more (small-s153 and mixed-s153 4 Mar 17:46: 323 min, not 36-48)
    const raised = arrivalsAfterMorning(SMALL, [...letInUnseen, ...passage(at(12)), ...passage(at(13))], at(23, 59))
    expect(raised.map(({ alert }) => [alert.title, alert.metadata?.afterCaller])).toEqual([['Came in, nothing since', undefined]])
    expect((raised[0]!.at - at(13)) / MINUTE_MS).toBeLessThanOrEqual(181)
  })

  it('where a sensor sees the hall, the rule stays out: the same reports are a short trip', () => {
    const raised = arrivalsAfterMorning(HOME, callerThenHerOut, at(15))
    expect(raised.map(({ alert }) => alert.title)).toEqual(['Came in, nothing since'])
  })
})
