// The door that ends a pending watch, nothing inside since (arrival-caller.ts backAfterCallerWatch). Where no sensor sees the
// hall (invent-home's 'small' kit), she lets a caller in at 10:00, they leave at 11:00 and she goes out at 11:03:
// the 11:03 door is watched as after a caller, as long as her outings last (decision 0162). She comes back at 14:30,
// before that watch is over, and falls on the way in. Before, the 14:30 door only set the pending watch aside and
// nothing watched it: only the quiet limits found her (small-s151 and mixed-s151 24 Feb 16:56: 473-474 min).
import { describe, expect, it } from 'vitest'
import { MINUTE_MS } from './local-time'
import { arrivalsAfterMorning, at, callerThenHerOut, passage, report } from './arrival-test-kit'
import { HOME } from './offline-test-kit'
import { asSmallKit } from './synthetic-home'

const SMALL = asSmallKit(HOME)

describe('a door ending a pending watch, nothing inside since', () => {
  it('her return from the outing after the caller is watched as a return: a fall on the way in is found within her returns limit', () => {
    const raised = arrivalsAfterMorning(SMALL, [...callerThenHerOut, ...passage(at(14, 30))], at(23, 59))
    expect(raised.map(({ alert }) => [alert.title, alert.metadata?.cameInAt])).toEqual([['Came in, nothing since', new Date(at(14, 30)).toISOString()]])
    const limit = Number(raised[0]!.alert.metadata?.limitMinutes)
    expect(limit).toBeLessThanOrEqual(180)
    expect((raised[0]!.at - at(14, 30)) / MINUTE_MS).toBe(limit + 1)
  })

  it('a short trip with no caller, then the door 2 h later, nothing inside between: she stayed in and went out, nothing is said', () => {
    // invented contacts-s94 16 Jan: the bins 12:53-13:02, out at 15:07 (watched as a return, it alerted at 16:33)
    expect(arrivalsAfterMorning(SMALL, [report('living-pir', at(12, 50)), ...passage(at(12, 53)), ...passage(at(13, 2)), ...passage(at(15, 7))], at(23, 59))).toEqual([])
  })

  it('within the settle the two doors still cancel: back at 13:00 and out again at 13:05, nothing is said', () => {
    expect(arrivalsAfterMorning(SMALL, [report('living-pir', at(11, 50)), ...passage(at(12)), ...passage(at(13)), ...passage(at(13, 5))], at(23, 59))).toEqual([])
  })
})
