// Five days away (a stay in hospital, a week with her son): out of the front door at 13:59 after two weeks
// at home, back through it five days later at 16:00, then the usual days. What the family is told while she
// is away and after she is back.
import { describe, expect, it } from 'vitest'
import type { EngineEvent } from './types'
import { activityScore } from './activity-score'
import { healthScore } from './insights'
import { replay } from './test-replay'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome, type RoutineBlock } from './synthetic-home'

const TZ = 'Europe/London'
const HOME = syntheticHome(TZ)
const START = dayIndexOf('2025-03-03')
const LEAVE_DAY = START + 14
const BACK_DAY = LEAVE_DAY + 5
const local = (day: number, hour: number, minute = 0) => localInstant(day, hour * 60 + minute, TZ)

/**
 * Her days, with the five away cut out; `stray`: the living-room sensor set off every 3 hours while she is away
 * (the sun, a cat); `after`: her days from the day after she is back
 */
function awayLog({ stray = false, daysAfter = 7, after = DEFAULT_DAY }: { stray?: boolean; daysAfter?: number; after?: RoutineBlock[] } = {}): EngineEvent[] {
  const events: EngineEvent[] = []
  for (let day = START; day < BACK_DAY + daysAfter; day++) {
    const all = dayEvents(day, day > BACK_DAY ? after : DEFAULT_DAY, TZ)
    if (day < LEAVE_DAY || day > BACK_DAY) events.push(...all)
    else if (day === LEAVE_DAY) events.push(...all.filter((e) => e.timestamp.getTime() < local(day, 14)))
    else if (day === BACK_DAY) events.push(...all.filter((e) => e.timestamp.getTime() >= local(day, 16)))
    if (stray && day >= LEAVE_DAY && day < BACK_DAY) {
      for (let hour = 0; hour < 24; hour += 3) {
        const at = local(day, hour, 17)
        if (at > local(LEAVE_DAY, 15) && at < local(BACK_DAY, 15)) events.push({ deviceKey: 'living-pir', kind: 'motion', room: 'living', timestamp: new Date(at), active: true })
      }
    }
  }
  return events.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
}

describe('five days away', () => {
  it('does not call the front door offline while she is out by it, and does once she is back and it still says nothing', () => {
    const run = replay(HOME, awayLog({ stray: true }), local(START, 0), local(BACK_DAY, 20), null, 5)
    const doorAlerts = run.alerts.filter(({ alert }) => alert.dedupeKey === 'offline:front-door')
    // before: 'Front door sensor may be offline … if they have not been out since 17 Mar 13:59' on the third day away
    expect(doorAlerts).toEqual([])
    // the same door dead through her return (her 16:00 door lost): called offline once the rooms show her in
    const lostDoor = awayLog({ stray: true }).filter((e) => !(e.deviceKey === 'front-door' && e.timestamp.getTime() >= local(BACK_DAY, 15)))
    const dead = replay(HOME, lostDoor, local(START, 0), local(BACK_DAY, 20), null, 5)
    const [found] = dead.alerts.filter(({ alert }) => alert.dedupeKey === 'offline:front-door')
    expect(found).toBeDefined()
    expect(found!.at).toBeGreaterThan(local(BACK_DAY, 16))
    expect(found!.at).toBeLessThan(local(BACK_DAY, 17))
  })

  it('reads her first day back against the routine of the weeks before, not one worn down by the empty days', () => {
    // back weaker: half her usual movement about the home on the day after (every sensor but the door half as often)
    const weaker: RoutineBlock[] = DEFAULT_DAY.map(([from, to, key, every]) => [from, to, key, key === 'front-door' ? every : every * 2])
    const at = local(BACK_DAY + 1, 20)
    const run = replay(HOME, awayLog({ after: weaker, daysAfter: 2 }), local(START, 0), at, null, 5)
    // the same weaker day with no time away before it: the score she would be given on her own routine
    const stayed = dayEvents(BACK_DAY + 1, weaker, TZ)
    const home = [...Array.from({ length: BACK_DAY + 1 - START }, (_, i) => dayEvents(START + i, DEFAULT_DAY, TZ)).flat(), ...stayed]
    const usual = activityScore(replay(HOME, home, local(START, 0), at, null, 5).state, new Date(at), HOME)
    expect(usual).toBeLessThan(60)
    // before: 36 against 31 after five days away, 64 ('Everything Looks Good') after ten with two weeks learned
    expect(Math.abs(activityScore(run.state, new Date(at), HOME) - usual)).toBeLessThanOrEqual(2)
  })

  it('does not count the days away as days she stayed in: no "Rarely goes out" the week she is back', () => {
    const before = replay(HOME, awayLog(), local(START, 0), local(LEAVE_DAY, 12), null, 15)
    const back = replay(HOME, awayLog(), local(START, 0), local(BACK_DAY + 2, 12), null, 15)
    const score = healthScore(back.state)
    // before: 'Rarely goes out: 0.3 outings a day this week', and social engagement 84 → 64
    expect(score.riskFactors.filter((risk) => risk.startsWith('Rarely goes out'))).toEqual([])
    expect(Math.abs(score.socialEngagement - healthScore(before.state).socialEngagement)).toBeLessThanOrEqual(5)
  })
})
