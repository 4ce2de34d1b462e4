// Out in the night (night-out.ts). The quiet alerts stop while the person is out, so before this a person
// who went out of the front door in the night and did not come back, or who went out for the afternoon and
// was still not home in the small hours, was never reported at all. The synthetic day: up at 07:00, out
// 14:00-16:00, in bed at 22:45, a bathroom visit at 03:00.
import { describe, expect, it } from 'vitest'
import { behavioralPatterns, healthScore } from './insights'
import { MINUTE_MS } from './local-time'
import { assessNightOut, learnOuting, newNightOutWatch, NIGHT_OUT_KEY, NIGHT_OUT_RULES } from './night-out'
import { HOME, local, routine } from './offline-test-kit'
import { rezoneState } from './rezone'
import { replay, type Replay } from './test-replay'
import { SYNTHETIC_DEVICES } from './synthetic-home'
import { byTime, catEvents, fridgeUse, herDays, petAt, report } from './test-pet'
import type { EngineEvent, EngineHome } from './types'

const DAYS = 10
const door = (at: number): EngineEvent[] => [
  { deviceKey: 'front-door', kind: 'door', room: 'entrance', timestamp: new Date(at), active: true },
  { deviceKey: 'front-door', kind: 'door', room: 'entrance', timestamp: new Date(at + 5000), active: false },
]
const hall = (at: number): EngineEvent => ({ deviceKey: 'hall-pir', kind: 'motion', room: 'hall', timestamp: new Date(at), active: true })
/** She gets up, is seen in the hall, and goes out of the front door at `at` */
const walksOut = (at: number): EngineEvent[] => [hall(at - 2 * MINUTE_MS), ...door(at)]
const at = (day: number, hour: number, minute = 0) => local(day, hour) + minute * MINUTE_MS
const sorted = (events: EngineEvent[]) => events.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
const outAlerts = (run: Replay) => run.alerts.filter(({ alert }) => alert.dedupeKey === NIGHT_OUT_KEY)
/** Her usual days up to `day` (not including it), then `then` */
const livedUntil = (day: number, then: EngineEvent[]) => sorted([...routine(DAYS + 2).filter((e) => e.timestamp.getTime() < local(day, 0)), ...then])
/** The usual day `day` up to `until` */
const dayUntil = (day: number, until: number) => routine(day + 1).filter((e) => e.timestamp.getTime() >= local(day, 0) && e.timestamp.getTime() < until)

describe('going out of the front door in the night', () => {
  it('and not coming back: "Went out in the night" 30 min after the door, as an emergency, and nothing before', () => {
    const events = livedUntil(DAYS, [...dayUntil(DAYS, at(DAYS, 2)), ...walksOut(at(DAYS, 2, 10))])
    const run = replay(HOME, events, local(0, 0), at(DAYS, 8), null, 5)
    const [raised, ...more] = outAlerts(run)
    expect(more).toEqual([])
    expect(raised).toBeDefined()
    // before: nothing at all, ever: out is out
    expect((raised!.at - at(DAYS, 2, 10)) / MINUTE_MS).toBeGreaterThanOrEqual(30)
    expect((raised!.at - at(DAYS, 2, 10)) / MINUTE_MS).toBeLessThanOrEqual(35)
    expect(raised!.alert).toMatchObject({ type: 'emergency', severity: 'high', title: 'Went out in the night' })
    expect(raised!.alert.description).toMatch(/^The front door opened at 02:10 in the night and nothing has moved inside since \(3\d min\)\. They have not gone out at this time of night in the last 10 days\./)
    expect(raised!.alert.metadata).toMatchObject({ outSince: expect.stringMatching(/T02:10:0\d/), nightOut: 'left' })
    // what the insights say while it is open
    expect(healthScore(run.state).riskFactors).toContain('They went out in the night, or are out late, and are not back')
    expect(behavioralPatterns(run.state)[0]).toMatchObject({ anomalyType: 'out_in_the_night', severity: 'critical' })
    // still out three hours on: more urgent, said once more; no hourly reminders besides
    expect(run.escalations.filter(({ alert }) => alert.dedupeKey === NIGHT_OUT_KEY).map(({ alert }) => alert.severity)).toEqual(['critical'])
  })

  it('and back within 30 min (the bins): nothing', () => {
    const events = livedUntil(DAYS, [...dayUntil(DAYS, at(DAYS, 2)), ...walksOut(at(DAYS, 2, 10)), ...door(at(DAYS, 2, 35)), hall(at(DAYS, 2, 36))])
    const run = replay(HOME, events, local(0, 0), at(DAYS, 8), null, 5)
    expect(outAlerts(run)).toEqual([])
    expect(run.status.atHome).toBe(true)
  })

  it('ends when they are back, and not as a quiet alert they ended themselves: the quiet limits do not widen', () => {
    const back = at(DAYS, 3, 30)
    const events = livedUntil(DAYS, [...dayUntil(DAYS, at(DAYS, 2)), ...walksOut(at(DAYS, 2, 10)), ...door(back), hall(back + MINUTE_MS), hall(back + 3 * MINUTE_MS)])
    const run = replay(HOME, events, local(0, 0), at(DAYS, 6), null, 5)
    expect(outAlerts(run)).toHaveLength(1)
    const ended = run.resolved.find(({ key }) => key === NIGHT_OUT_KEY)
    expect(ended).toBeDefined()
    expect(ended!.at - back).toBeLessThanOrEqual(10 * MINUTE_MS)
    expect(run.state.caution?.alerts ?? 0).toBe(0)
  })
})

describe('a visitor who leaves late while she sits on unseen', () => {
  it('reads as her going out, but the living room seen once since says someone is in: nothing said, and nothing learned', () => {
    const leaves = at(DAYS, 23, 50)
    const sitting = routine(DAYS + 1).filter((e) => e.timestamp.getTime() < leaves - 5 * MINUTE_MS || e.timestamp.getTime() >= local(DAYS + 1, 0))
    // the visitor in the hall and out; she stays in her chair, seen once at 00:05, then dozes there
    const events = sorted([...sitting.filter((e) => e.timestamp.getTime() < local(DAYS + 1, 0)), ...walksOut(leaves), { deviceKey: 'living-pir', kind: 'motion', room: 'living', timestamp: new Date(at(DAYS + 1, 0, 5)), active: true }])
    const run = replay(HOME, events, local(0, 0), at(DAYS + 1, 5), null, 5)
    // before: 'Went out in the night' at 00:20, though the living room had seen her since
    expect(outAlerts(run)).toEqual([])
  })
})

describe('out and not back by the night', () => {
  it('out at 14:00 as every day and not back: "Not back home tonight" in the small hours, once', () => {
    const events = livedUntil(DAYS, dayUntil(DAYS, at(DAYS, 14, 1)))
    const run = replay(HOME, events, local(0, 0), at(DAYS + 1, 14), null, 5)
    const [raised, ...more] = outAlerts(run)
    expect(more).toEqual([])
    expect(raised).toBeDefined()
    // her night: in bed at 22:45-22:50; late from two hours after it, and not before 30 min of nothing
    expect(raised!.at).toBeGreaterThanOrEqual(at(DAYS, 23, 45))
    expect(raised!.at).toBeLessThanOrEqual(at(DAYS + 1, 1, 30))
    expect(raised!.alert).toMatchObject({ type: 'emergency', title: 'Not back home tonight' })
    expect(raised!.alert.description).toMatch(/^Out since 13:59 yesterday \(\d+ h \d+ min\) and not back: they have not been out this late at night in the last 11 days\./)
    expect(run.status.atHome).toBe(false)
  })

})

describe('what it has to go on', () => {
  it('says nothing in the first week, nor in the week after a state saved before it began', () => {
    const early = replay(HOME, livedUntil(5, [...dayUntil(5, at(5, 2)), ...walksOut(at(5, 2, 10))]), local(0, 0), at(5, 8), null, 5)
    expect(outAlerts(early)).toEqual([])
    // a state from before this watch: it begins on the next tick and learns a week
    const before = replay(HOME, routine(DAYS + 9), local(0, 0), local(DAYS, 0), null, 5)
    delete before.state.nightOut
    const events = sorted([...routine(DAYS + 9).filter((e) => e.timestamp.getTime() < local(DAYS + 3, 0)), ...dayUntil(DAYS + 3, at(DAYS + 3, 2)), ...walksOut(at(DAYS + 3, 2, 10))])
    const soon = replay(HOME, events, local(DAYS, 0), at(DAYS + 3, 8), structuredClone(before.state), 5)
    expect(outAlerts(soon)).toEqual([])
    const later = sorted([...routine(DAYS + 9).filter((e) => e.timestamp.getTime() < local(DAYS + 8, 0)), ...dayUntil(DAYS + 8, at(DAYS + 8, 2)), ...walksOut(at(DAYS + 8, 2, 10))])
    const learned = replay(HOME, later, local(DAYS, 0), at(DAYS + 8, 8), structuredClone(before.state), 5)
    expect(outAlerts(learned).map(({ alert }) => alert.title)).toEqual(['Went out in the night'])
  })
})

describe('what is usual at night, learned from outings that ended', () => {
  const TZ = 'UTC'
  const DAY = 20_000
  const instant = (day: number, hour: number, minute = 0) => (DAY + day) * 86_400_000 + (hour * 60 + minute) * MINUTE_MS
  // a week and more of nights: in bed at 23:00, up at 07:00
  const night = (day: number) => ({ day: DAY + day, homeMinutes: 900, awayMinutes: 0, outings: 0, activations: 300, kitchenVisits: 5, bathroomVisits: 6, riseMinute: 420, bedMinute: -60, nightBathroomVisits: 1 })
  const daily = { history: Array.from({ length: 14 }, (_, i) => night(i)), current: { ...night(14), lastKitchenAt: null, lastBathroomAt: null }, night: { day: DAY + 15, marks: [] } }

  it('a walk out at 00:30-01:00 on some night of the last six weeks: the same walk at 00:30 again is usual, and so is being out within an hour of 00:45-01:00; not from 02:00', () => {
    const watch = newNightOutWatch(DAY)
    watch.beforeDoor = instant(3, 0, 28)
    learnOuting(watch, daily, instant(3, 0, 30), instant(3, 1), TZ)
    const now = (hour: number, minute: number) => instant(14, hour, minute)
    // left at 00:30 tonight, as once before (seen in the hall first): the door at that time is no cause
    watch.beforeDoor = instant(14, 0, 28)
    expect(assessNightOut(watch, daily, instant(14, 0, 30), now(1, 5), TZ)).toBeNull()
    // out in the quarter hour 01:45-02:00 is within an hour of being out at 00:45-01:00 before; 02:00 is not
    expect(assessNightOut(watch, daily, instant(14, 0, 30), now(1, 59), TZ)).toBeNull()
    expect(assessNightOut(watch, daily, instant(14, 0, 30), now(2, 0), TZ)).toMatchObject({ kind: 'late' })
    // a departure at 03:00 has never been seen
    watch.beforeDoor = instant(14, 2, 58)
    expect(assessNightOut(watch, daily, instant(14, 3), now(3, 30), TZ)).toMatchObject({ kind: 'left', outMinutes: 30 })
    expect(assessNightOut(watch, daily, instant(14, 3), now(3, 29), TZ)).toBeNull()
  })

  it('forgets after six weeks', () => {
    const watch = newNightOutWatch(DAY - 60)
    watch.beforeDoor = instant(14 - NIGHT_OUT_RULES.memoryDays - 1, 0, 28)
    learnOuting(watch, daily, instant(14 - NIGHT_OUT_RULES.memoryDays - 1, 0, 30), instant(14 - NIGHT_OUT_RULES.memoryDays - 1, 1), TZ)
    watch.beforeDoor = instant(14, 0, 28)
    expect(assessNightOut(watch, daily, instant(14, 0, 30), instant(14, 1, 5), TZ)).toMatchObject({ kind: 'left', daysWatched: 42 })
  })

  it('a stay away of days makes being out at any hour of the night usual for six weeks from the day it ended', () => {
    const watch = newNightOutWatch(DAY - 60)
    // away from day -30 to day -23: usual until day 19, not on day 20
    learnOuting(watch, daily, instant(-30, 10), instant(-23, 15), TZ)
    expect(assessNightOut(watch, daily, instant(18, 10), instant(19, 3), TZ)).toBeNull()
    expect(assessNightOut(watch, daily, instant(19, 10), instant(20, 3), TZ)).toMatchObject({ kind: 'late' })
  })

  it('a night read as too short to be one (a cat about the house reads as her up at 03:14) is not gone by: the default night is', () => {
    const catNights = { ...daily, history: daily.history.map((d) => ({ ...d, bedMinute: 107, riseMinute: 194 })) }
    const watch = newNightOutWatch(DAY - 60)
    // read as it is, 02:10 would be after getting up; as the default night (23:00-07:00), it is the night
    watch.beforeDoor = instant(14, 2, 8)
    expect(assessNightOut(watch, catNights, instant(14, 2, 10), instant(14, 2, 40), TZ)).toMatchObject({ kind: 'left' })
  })

  it('a door in the night nobody walked to (a gust, a bouncing switch) is no departure, and is not learned as one', () => {
    const watch = newNightOutWatch(DAY - 60)
    // last seen inside at 23:05, going to bed
    watch.beforeDoor = instant(13, 23, 5)
    expect(assessNightOut(watch, daily, instant(14, 3, 30), instant(14, 4, 10), TZ)).toBeNull()
    learnOuting(watch, daily, instant(14, 3, 30), instant(14, 7, 5), TZ)
    expect(watch.departed.every((day) => day < DAY)).toBe(true)
  })

  it('someone seen inside while she is out (a visitor gone, she sat on unseen): nothing said, and in the night nothing learned', () => {
    const watch = newNightOutWatch(DAY - 60)
    watch.beforeDoor = instant(14, 0, 5)
    watch.insideWhileOut = instant(14, 0, 40)
    expect(assessNightOut(watch, daily, instant(14, 0, 10), instant(14, 1, 0), TZ)).toBeNull()
    learnOuting(watch, daily, instant(14, 0, 10), instant(14, 1, 30), TZ)
    expect(watch.out.every((day) => day < DAY)).toBe(true)
    // a day's outing is learned all the same: a stay away of days often has a glitch in it
    watch.insideWhileOut = instant(15, 12)
    learnOuting(watch, daily, instant(15, 10), instant(16, 9), TZ)
    expect(watch.out.filter((day) => day >= DAY + 15)).toHaveLength(92)
  })

  it('nothing while a return may have gone unheard (the hub down, Hearthwatch not watching)', () => {
    const watch = newNightOutWatch(DAY - 60)
    watch.beforeDoor = instant(14, 2, 8)
    expect(assessNightOut(watch, daily, instant(14, 2, 10), instant(14, 2, 40), TZ)).toMatchObject({ kind: 'left' })
    watch.blindAt = instant(14, 2, 30)
    expect(assessNightOut(watch, daily, instant(14, 2, 10), instant(14, 2, 40), TZ)).toBeNull()
  })

  it('said while the night lasts and the outing is young: not after getting-up time, nor for a stay away of days', () => {
    const watch = newNightOutWatch(DAY - 60)
    watch.beforeDoor = instant(14, 4, 58)
    expect(assessNightOut(watch, daily, instant(14, 5), instant(14, 6, 59), TZ)).toMatchObject({ kind: 'left' })
    expect(assessNightOut(watch, daily, instant(14, 5), instant(14, 7, 0), TZ)).toBeNull()
    // the next night it is judged as being out late, as a day's outing is: the alert said at 05:30 is still open
    // (until she is back), so the engine raises no second one
    expect(assessNightOut(watch, daily, instant(14, 5), instant(15, 2), TZ)).toMatchObject({ kind: 'late' })
    // out since 10:00 yesterday: said the first night, not the second
    expect(assessNightOut(watch, daily, instant(13, 10), instant(14, 2), TZ)).toMatchObject({ kind: 'late' })
    expect(assessNightOut(watch, daily, instant(12, 10), instant(14, 2), TZ)).toBeNull()
  })

  it('whatever the night read, a departure is in the night only from 22:30 to 05:30, and out late only from 23:30 to 06:00', () => {
    const owl = { ...daily, history: daily.history.map((d) => ({ ...d, bedMinute: 84, riseMinute: 591 })) }
    const lark = { ...daily, history: daily.history.map((d) => ({ ...d, bedMinute: -221, riseMinute: 360 })) }
    const watch = newNightOutWatch(DAY - 60)
    // to bed at 01:24, up at 09:51: a hospital appointment at 08:00 is no night departure
    watch.beforeDoor = instant(14, 7, 58)
    expect(assessNightOut(watch, owl, instant(14, 8), instant(14, 9), TZ)).toBeNull()
    // to bed at 20:19: out at a family birthday until 23:15 is not late; out at 23:40 is
    expect(assessNightOut(watch, lark, instant(14, 18), instant(14, 23, 15), TZ)).toBeNull()
    expect(assessNightOut(watch, lark, instant(14, 18), instant(14, 23, 40), TZ)).toMatchObject({ kind: 'late' })
  })

  it('a corrected time zone moves what was learned with the rest (rezone.ts)', () => {
    const { state } = replay(HOME, routine(3), local(0, 0), local(3, 0), null, 30)
    const watch = state.nightOut!
    watch.beforeDoor = instant(3, 0, 28)
    learnOuting(watch, daily, instant(3, 0, 30), instant(3, 1), TZ)
    const before = structuredClone(watch)
    // UTC to Tokyo: 00:30 UTC is 09:30 there, 36 quarter hours on
    rezoneState(state, 'Asia/Tokyo', local(3, 0))
    expect(state.nightOut!.departed[2 + 36]).toBe(before.departed[2])
    expect(state.nightOut!.out[3 + 36]).toBe(before.out[3])
    expect(state.nightOut!.departed[2]).toBe(before.departed[(2 - 36 + 96) % 96])
  })

  it('outside the night, nothing: out at 21:00 or 07:30, however unusual', () => {
    const watch = newNightOutWatch(DAY - 60)
    expect(assessNightOut(watch, daily, instant(14, 20), instant(14, 21), TZ)).toBeNull()
    expect(assessNightOut(watch, daily, instant(14, 6, 50), instant(14, 7, 30), TZ)).toBeNull()
  })
})

describe('a home with a cat', () => {
  const CAT_HOME: EngineHome = { timeZone: 'UTC', devices: [...SYNTHETIC_DEVICES.map((d) => ({ ...d })), { key: 'fridge', kind: 'contact', room: 'kitchen' }], pets: true }
  const DAY = 10

  it('a door in the night and then only the cat: "Went out in the night" all the same, saying what has moved; her fridge ends it', () => {
    const door = petAt(DAY, 2, 10)
    const life = byTime([...herDays(DAY + 1).filter((e) => e.timestamp.getTime() < petAt(DAY, 0)), ...dayEventsUntil(door), report('front-door', 'door', 'entrance', door), report('front-door', 'door', 'entrance', door + 5000, false)])
    // the cat about the house, in the hall four minutes after the door: she is home 'in doubt', not out
    const withCat = byTime([...life, ...catEvents(petAt(DAY, 1, 50), petAt(DAY, 8)), report('hall-pir', 'motion', 'hall', door + 4 * MINUTE_MS)])
    const run = replay(CAT_HOME, withCat, petAt(0, 0), petAt(DAY, 5), null, 5)
    const [raised, ...more] = outAlerts(run)
    expect(more).toEqual([])
    // before: home in doubt, and nothing until the pet watch's limit hours later
    expect(raised).toBeDefined()
    expect((raised!.at - door) / MINUTE_MS).toBeLessThanOrEqual(35)
    expect(raised!.alert.description).toMatch(/^The front door opened at 02:10 in the night and since then only a mat or a motion sensor the pet can set off has fired \(3\d min\): they may have gone out\./)
    expect(raised!.alert.metadata).toMatchObject({ nightOut: 'left', inDoubt: true })
    // on a guess it never goes to the top
    expect(run.escalations.filter(({ alert }) => alert.dedupeKey === NIGHT_OUT_KEY && alert.severity === 'critical')).toEqual([])
    // the cat goes on: the alert stays; she opens the fridge at 05:30: it ends
    const on = replay(CAT_HOME, byTime([...withCat, ...fridgeUse(petAt(DAY, 5, 30))]), petAt(DAY, 5), petAt(DAY, 6), run.state, 5)
    const ended = on.resolved.find(({ key }) => key === NIGHT_OUT_KEY)
    expect(ended?.at).toBeGreaterThanOrEqual(petAt(DAY, 5, 30))
    expect(ended!.at - petAt(DAY, 5, 30)).toBeLessThanOrEqual(5 * MINUTE_MS)
  })
})

/** Her usual day DAY up to `until` */
function dayEventsUntil(until: number) {
  return herDays(11).filter((e) => e.timestamp.getTime() >= petAt(10, 0) && e.timestamp.getTime() < until)
}
