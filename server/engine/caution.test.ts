// A home whose quiet alerts keep ending on their own: its limits grow until its family is woken
// rarely, and give the minutes back as the false alarms stop
import { describe, expect, it } from 'vitest'
import { cautionAt, noteSelfEndedAlert, withCaution } from './caution'
import { createState } from './engine'
import { DAY_MS, MINUTE_MS } from './local-time'
import { DEFAULT_QUIET_LIMIT } from './quiet-model'
import { DEFAULT_DAY, dayEvents, dayIndexOf, dayWithSit, localInstant, syntheticHome } from './synthetic-home'
import { quietAlerts, replay } from './test-replay'

const T0 = Date.UTC(2024, 4, 6, 12)
const fresh = () => createState(new Date(T0), syntheticHome())

describe('the caution of a home', () => {
  it('adds nothing before any false alarm, nor after one', () => {
    const state = fresh()
    expect(cautionAt(state, T0, DEFAULT_QUIET_LIMIT)).toBe(0)
    noteSelfEndedAlert(state, T0, DEFAULT_QUIET_LIMIT)
    expect(cautionAt(state, T0, DEFAULT_QUIET_LIMIT)).toBe(0)
  })

  it('adds its step for each self-ended alert beyond the free ones, up to its cap', () => {
    const state = fresh()
    for (let i = 0; i < 3; i++) noteSelfEndedAlert(state, T0, DEFAULT_QUIET_LIMIT)
    const { cautionStepMinutes: step, cautionFreeAlerts: free, cautionMaxMinutes: max } = DEFAULT_QUIET_LIMIT
    expect(cautionAt(state, T0, DEFAULT_QUIET_LIMIT)).toBeCloseTo(step * (3 - free), 6)
    for (let i = 0; i < 10; i++) noteSelfEndedAlert(state, T0, DEFAULT_QUIET_LIMIT)
    expect(cautionAt(state, T0, DEFAULT_QUIET_LIMIT)).toBe(max)
  })

  it('gives the minutes back as the days pass without false alarms', () => {
    const state = fresh()
    for (let i = 0; i < 3; i++) noteSelfEndedAlert(state, T0, DEFAULT_QUIET_LIMIT)
    const after = (days: number) => cautionAt(state, T0 + days * DAY_MS, DEFAULT_QUIET_LIMIT)
    const [now, fiveDays, month] = [after(0), after(5), after(30)]
    expect(fiveDays).toBeLessThan(now)
    expect(fiveDays).toBeGreaterThan(0)
    expect(month).toBe(0)
    // a later false alarm counts what is left of the earlier ones
    noteSelfEndedAlert(state, T0 + 5 * DAY_MS, DEFAULT_QUIET_LIMIT)
    expect(after(5)).toBeCloseTo(fiveDays + DEFAULT_QUIET_LIMIT.cautionStepMinutes, 6)
  })

  it('is off with a step of nothing', () => {
    const off = { ...DEFAULT_QUIET_LIMIT, cautionStepMinutes: 0 }
    const state = fresh()
    for (let i = 0; i < 5; i++) noteSelfEndedAlert(state, T0, off)
    expect(cautionAt(state, T0, off)).toBe(0)
  })

  it('widens the margins awake and at rest, and nothing else', () => {
    const wider = withCaution(DEFAULT_QUIET_LIMIT, 25)
    expect(wider.marginMinutes).toBe(DEFAULT_QUIET_LIMIT.marginMinutes + 25)
    expect(wider.nightMarginMinutes).toBe(DEFAULT_QUIET_LIMIT.nightMarginMinutes + 25)
    expect({ ...wider, marginMinutes: 0, nightMarginMinutes: 0 }).toEqual({ ...DEFAULT_QUIET_LIMIT, marginMinutes: 0, nightMarginMinutes: 0 })
  })
})

describe('a home whose morning sits keep growing longer than any seen before', () => {
  const TZ = 'UTC'
  const HOME = syntheticHome(TZ)
  const START = dayIndexOf('2024-05-06')
  // from 08:30 the person sits with nothing seen for `sit` minutes, longer each week day than the last
  const sitting = (dayIndex: number, sit: number) => dayWithSit(dayIndex, 8 * 60 + 30, sit, TZ)
  const sits = [60, 110, 180, 280, 420]
  const events = [
    ...Array.from({ length: 12 }, (_, i) => dayEvents(START + i, DEFAULT_DAY, TZ)).flat(),
    ...sits.flatMap((sit, i) => sitting(START + 12 + i, sit)),
  ]
  const from = localInstant(START, 0, TZ)
  const to = localInstant(START + 12 + sits.length, 0, TZ)
  const sitAlerts = (cautionStepMinutes: number) =>
    quietAlerts(replay(HOME, events, from, to, null, 5, { quietLimit: { ...DEFAULT_QUIET_LIMIT, cautionStepMinutes } })).filter(({ at: t }) => t >= localInstant(START + 12, 0, TZ))

  it('waits longer once its alerts keep ending on their own, and says why', () => {
    const careless = sitAlerts(0)
    const cautious = sitAlerts(DEFAULT_QUIET_LIMIT.cautionStepMinutes)
    // every sit alerts either way (each is longer than anything seen), on the same days
    expect(careless).toHaveLength(sits.length)
    expect(cautious.map(({ at: t }) => Math.floor(t / DAY_MS))).toEqual(careless.map(({ at: t }) => Math.floor(t / DAY_MS)))
    // the first two are free; from the third on the family is woken later (a third of a step after two, at least one tick of 5 min)
    const delays = cautious.map(({ at: t }, i) => (t - (careless[i]?.at ?? 0)) / MINUTE_MS)
    expect(delays.slice(0, 2)).toEqual([0, 0])
    for (const delay of delays.slice(2)) expect(delay).toBeGreaterThanOrEqual(5)
    for (const { alert } of cautious.slice(2)) {
      expect(alert.description).toMatch(/; alerts like this one in this home have lately ended with them moving again on their own, so Hearthwatch now waits (\d+ min|1 h( \d+ min)?) longer\.$/)
      expect(alert.metadata.cautionMinutes).toBeGreaterThanOrEqual(5)
    }
    expect(careless.every(({ alert }) => alert.metadata.cautionMinutes === undefined && !alert.description.includes('waits'))).toBe(true)
  })
})
