// A cat the motion sensors see, in a home whose person stops moving: without the home's pet setting the
// cat's wanderings read as her, and she is never looked for.
import { describe, expect, it } from 'vitest'
import { createState, evaluate } from './engine'
import { MINUTE_MS } from './local-time'
import { isBeyondPet, PET_LEARNING_DAYS, petWatchStatus } from './pets'
import { rezoneState } from './rezone'
import { SYNTHETIC_DEVICES } from './synthetic-home'
import { byTime, catEvents, fridgeUse, herDays, PET_DAY0, petAt, report } from './test-pet'
import { quietAlerts, replay } from './test-replay'
import type { EngineHome } from './types'

const HOUR = 60 * MINUTE_MS
const home = (pets: boolean): EngineHome => ({
  timeZone: 'UTC',
  devices: [...SYNTHETIC_DEVICES.map((d) => ({ ...d })), { key: 'fridge', kind: 'contact', room: 'kitchen' }],
  ...(pets ? { pets: true } : {}),
})
describe('a home with a cat the motion sensors see', () => {
  const DAYS = 10
  // day 9: as usual until 10:00 (the living room), then she does not move again; the cat goes on
  const stoppedAt = petAt(DAYS - 1, 10)
  const events = byTime([...herDays(DAYS).filter((e) => e.timestamp.getTime() < stoppedAt), ...catEvents(petAt(0, 0), petAt(DAYS + 1, 6))])
  const lastFridge = Math.max(...events.filter((e) => e.deviceKey === 'fridge' && e.timestamp.getTime() < stoppedAt).map((e) => e.timestamp.getTime()))

  it('without the setting, the cat hides her: no quiet alert in the 20 hours after she stopped', () => {
    const run = replay(home(false), events, petAt(0, 0), petAt(DAYS, 6))
    expect(quietAlerts(run).filter(({ at: t }) => t > stoppedAt)).toEqual([])
  })

  it('with it, she is found on what a cat cannot use, and the cat moving on does not end the alert', () => {
    const run = replay(home(true), events, petAt(0, 0), petAt(DAYS, 6))
    const found = quietAlerts(run).filter(({ at: t }) => t > stoppedAt)
    expect(found.length).toBe(1)
    const [first] = found
    expect(first!.alert.description).toMatch(/^No sure sign of them for \d+ h \d+ min at home \(last in the kitchen\).*a motion sensor kept on by someone moving about.*A pet lives here/)
    expect(first!.alert.metadata).toMatchObject({ pets: true })
    // her last fridge visit was 07:37; it comes within a working day of it, not the next morning
    expect((first!.at - lastFridge) / HOUR).toBeLessThan(10)
    expect(run.resolved.filter(({ key, at: t }) => key === 'inactivity' && t > first!.at)).toEqual([])
    expect(run.state.open.inactivity).toMatchObject({ beyondPet: true })
  })

  it('the alert ends when she opens the fridge', () => {
    const run = replay(home(true), events, petAt(0, 0), petAt(DAYS, 6))
    const later = replay(home(true), byTime([...fridgeUse(petAt(DAYS, 6, 30)), ...catEvents(petAt(DAYS, 6), petAt(DAYS, 7))]), petAt(DAYS, 6), petAt(DAYS, 7), run.state)
    expect(later.resolved.map(({ key }) => key)).toContain('inactivity')
  })

  it('on her ordinary days it raises nothing, cat and all', () => {
    const run = replay(home(true), byTime([...herDays(DAYS + 4), ...catEvents(petAt(0, 0), petAt(DAYS + 4, 0))]), petAt(0, 0), petAt(DAYS + 4, 0))
    expect(quietAlerts(run).filter(({ at: t }) => t >= petAt(PET_LEARNING_DAYS, 0))).toEqual([])
  })

  it('a cat moving about while she is out does not bring her home; without the setting it does', () => {
    // day 8 she goes out at 14:00 (the routine's door); the cat is seen in two rooms at 14:30 and 14:35
    const day = byTime([...herDays(9).filter((e) => e.timestamp.getTime() < petAt(8, 14, 1)), report('kitchen-pir', 'motion', 'kitchen', petAt(8, 14, 30)), report('living-pir', 'motion', 'living', petAt(8, 14, 35))])
    expect(replay(home(true), day, petAt(0, 0), petAt(8, 15)).status.presence).toBe('away')
    expect(replay(home(false), day, petAt(0, 0), petAt(8, 15)).status.presence).toBe('home')
  })

  it('is learned from when the setting is first turned on, alerts after a week, and is kept if the setting is turned off and on', () => {
    const learned = replay(home(false), byTime(herDays(8)), petAt(0, 0), petAt(8, 0)).state
    expect(learned.pets).toBeUndefined()
    const on = evaluate(learned, [], new Date(petAt(8, 0, 5)), home(true))
    expect(on.state.pets).toMatchObject({ since: petAt(8, 0, 5), lastAt: null })
    // a week of her life with the setting on, then she stops: nothing from the pet watch until its week is up
    const week = replay(home(true), byTime([...herDays(16).filter((e) => e.timestamp.getTime() >= petAt(8, 0, 5) && e.timestamp.getTime() < petAt(12, 10)), ...catEvents(petAt(8, 0, 5), petAt(14, 0))]), petAt(8, 0, 5), petAt(14, 0), on.state)
    expect(quietAlerts(week).filter(({ alert }) => alert.metadata.pets === true)).toEqual([])
    const off = evaluate(week.state, [], new Date(petAt(14, 0, 5)), home(false)).state
    expect(off.pets?.since).toBe(petAt(8, 0, 5))
    expect(evaluate(off, [], new Date(petAt(14, 0, 10)), home(true)).state.pets?.since).toBe(petAt(8, 0, 5))
  })

  it("moves what it learned with the home's time zone", () => {
    const state = createState(new Date(petAt(0, 0)), home(true))
    evaluate(state, [], new Date(petAt(0, 0, 5)), home(true))
    state.pets!.quiet.all.max[40] = 300
    rezoneState(state, 'Asia/Tokyo', petAt(0, 1))
    expect(state.pets!.quiet.all.max[40 + 36]).toBe(300)
    expect(state.pets!.quiet.all.max[40]).toBe(0)
  })

  describe('what a review of it found', () => {
    const run = () => replay(home(true), events, petAt(0, 0), petAt(DAYS, 6))

    it('turning the setting off while its alert is open does not end the alert: only a door, the fridge or a cupboard does', () => {
      const open = run()
      expect(open.state.open.inactivity).toMatchObject({ beyondPet: true, petWatch: true })
      const off = replay(home(false), catEvents(petAt(DAYS, 6), petAt(DAYS, 9)), petAt(DAYS, 6), petAt(DAYS, 9), open.state)
      expect(off.resolved).toEqual([])
      expect(off.state.open.inactivity).toBeDefined()
    })

    it("its alerts do not make the motion sensors' limits wait longer when they end (caution.ts)", () => {
      const open = run()
      const counted = open.state.caution?.alerts ?? 0
      const ended = replay(home(true), byTime([...fridgeUse(petAt(DAYS, 6, 30)), ...catEvents(petAt(DAYS, 6), petAt(DAYS, 7))]), petAt(DAYS, 6), petAt(DAYS, 7), open.state)
      expect(ended.resolved.map(({ key }) => key)).toEqual(['inactivity'])
      expect(ended.state.caution?.alerts ?? 0).toBe(counted)
    })

    it('a motion alert in a home with a pet is not ended by the pet moving again', () => {
      // she stops at 10:00; the cat sleeps until 13:00, so the motion sensors' quiet alerts first, then the cat wakes
      const sleeper = byTime([...herDays(DAYS).filter((e) => e.timestamp.getTime() < stoppedAt), ...catEvents(petAt(0, 0), petAt(DAYS - 1, 9, 50)), ...catEvents(petAt(DAYS - 1, 13), petAt(DAYS, 6))])
      const motion = replay(home(true), sleeper, petAt(0, 0), petAt(DAYS - 1, 16))
      const first = quietAlerts(motion).find(({ at: t }) => t > stoppedAt)
      expect(first!.alert.metadata.pets).toBeUndefined()
      expect(first!.at).toBeLessThan(petAt(DAYS - 1, 13))
      expect(motion.resolved.filter(({ at: t }) => t > stoppedAt)).toEqual([])
      expect(motion.state.open.inactivity).toMatchObject({ beyondPet: true })
    })

    it('a home whose only switch is the front door is not watched on it: its outings are a day apart', () => {
      const doorOnly: EngineHome = { timeZone: 'UTC', devices: SYNTHETIC_DEVICES.map((d) => ({ ...d })), pets: true }
      const days = replay(doorOnly, byTime([...herDays(DAYS + 4).filter((e) => e.deviceKey !== 'fridge'), ...catEvents(petAt(0, 0), petAt(DAYS + 4, 0))]), petAt(0, 0), petAt(DAYS + 4, 0))
      expect(quietAlerts(days).filter(({ alert }) => alert.metadata.pets === true)).toEqual([])
    })

    it('after a door with only the pet seen since, it says she may have gone out', () => {
      // day 9: out at 14:00 as usual, but she does not come back; the cat moves on
      const gone = byTime([...herDays(DAYS).filter((e) => e.timestamp.getTime() < petAt(DAYS - 1, 14, 1)), ...catEvents(petAt(0, 0), petAt(DAYS + 1, 6))])
      const away = replay(home(true), gone, petAt(0, 0), petAt(DAYS + 1, 6))
      const [first] = quietAlerts(away).filter(({ at: t }) => t > petAt(DAYS - 1, 14))
      expect(first).toBeDefined()
      // on the limit learned for that time, outings the pet made look like home among its gaps: not sooner than her usual afternoon out
      expect((first!.at - petAt(DAYS - 1, 14)) / HOUR).toBeGreaterThanOrEqual(2)
      expect(first!.alert.description).toContain('They may have gone out: since the front door only the motion sensors, which see the pet too, have moved.')
      expect(first!.alert.metadata).toMatchObject({ maybeOut: true, pets: true })
    })

    it('a gap across an outage of its own is not learned as a habit', () => {
      // Hearthwatch down from 06:00 to 14:00 on day 10, her events of those hours lost; then she opens the fridge
      const state = run().state
      const before = [...state.pets!.quiet.all.max]
      const outage = replay(home(true), byTime([...fridgeUse(petAt(DAYS, 14, 5))]), petAt(DAYS, 14), petAt(DAYS, 14, 15), state, 5, { expectedIntervalMs: 60_000 })
      // the 30 hours since her last use before it (day 9, 07:37) taught no quarter hour anything (the fridge's own close, at 14:05, is learned)
      const after = outage.state.pets!.quiet.all.max
      expect(after.filter((value, bin) => value !== before[bin] && bin !== 56)).toEqual([])
    })

    it("her afternoon out is counted as time out even while the cat kept a sensor going (the insights' time out of the home)", () => {
      const days = byTime([...herDays(DAYS), ...catEvents(petAt(0, 0), petAt(DAYS, 0))])
      const day8 = (pets: boolean) => replay(home(pets), days, petAt(0, 0), petAt(9, 0, 5)).state.daily.history.find((d) => d.day === PET_DAY0 + 8)
      // out 13:59 to 16:00: the cat was seen at 14:07, which kept her 'home in doubt' until the door at 16:00 brought her back
      expect(day8(true)).toMatchObject({ outings: 1 })
      expect(day8(true)!.awayMinutes).toBeGreaterThanOrEqual(115)
      expect(day8(false)).toMatchObject({ outings: 0 })
      expect(day8(false)!.awayMinutes).toBeLessThan(15)
    })

    it('tells the dashboard when a door, the fridge or a cupboard was last used, and whether it still learns', () => {
      const open = run()
      expect(petWatchStatus(open.state, home(true), petAt(DAYS, 6))).toEqual({ lastUseAt: lastFridge, isLearning: false, immuneRooms: [], heldMotionCounts: true, lastHeldRoom: null })
      expect(petWatchStatus(open.state, home(false), petAt(DAYS, 6))).toBeNull()
      const fresh = createState(new Date(petAt(0, 0)), home(true))
      evaluate(fresh, [], new Date(petAt(0, 0, 5)), home(true))
      expect(petWatchStatus(fresh, home(true), petAt(1, 0))).toEqual({ lastUseAt: null, isLearning: true, immuneRooms: [], heldMotionCounts: true, lastHeldRoom: null })
    })

    it('a mat is no proof of the person: a cat lies on the bed, a dog on the sofa', () => {
      expect(isBeyondPet(report('sofa-mat', 'pressure', 'living', 0))).toBe(false)
      expect(isBeyondPet(report('fridge', 'contact', 'kitchen', 0))).toBe(true)
      expect(isBeyondPet(report('front-door', 'door', 'entrance', 0))).toBe(true)
    })
  })
})

