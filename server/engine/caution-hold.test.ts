// A home whose quiet alerts keep ending on their own holds what it learned of its quiet: its long spells
// are its habit, and fading them (records halve in about five weeks) brings the same false alarms back
import { describe, expect, it } from 'vitest'
import { cautionHolds, noteSelfEndedAlert } from './caution'
import { createState } from './engine'
import { DAY_MS } from './local-time'
import { DEFAULT_QUIET_LIMIT } from './quiet-model'
import { DEFAULT_DAY, dayEvents, dayIndexOf, dayWithSit, localInstant, syntheticHome } from './synthetic-home'
import { quietAlerts, replay } from './test-replay'
import type { EngineState } from './types'

const T0 = Date.UTC(2024, 4, 6, 12)
const alertsEndedAlone = (state: EngineState, count: number, at = T0) => {
  for (let i = 0; i < count; i++) noteSelfEndedAlert(state, at, DEFAULT_QUIET_LIMIT)
}

describe('when the caution holds what was learned', () => {
  it('holds after more than two self-ended alerts lately, not after one or two', () => {
    const state = createState(new Date(T0), syntheticHome())
    expect(cautionHolds(state, T0)).toBe(false)
    alertsEndedAlone(state, 2)
    expect(cautionHolds(state, T0)).toBe(false)
    alertsEndedAlone(state, 1)
    expect(cautionHolds(state, T0)).toBe(true)
  })

  it('lets go as the count fades (three alerts: about a week)', () => {
    const state = createState(new Date(T0), syntheticHome())
    alertsEndedAlone(state, 3)
    expect(cautionHolds(state, T0 + 7 * DAY_MS)).toBe(true)
    expect(cautionHolds(state, T0 + 8 * DAY_MS)).toBe(false)
  })

  it('never holds with the caution off', () => {
    const off = { ...DEFAULT_QUIET_LIMIT, cautionStepMinutes: 0 }
    const state = createState(new Date(T0), syntheticHome())
    state.caution = { alerts: 5, at: T0 }
    expect(cautionHolds(state, T0)).toBe(true)
    expect(cautionHolds(state, T0, off)).toBe(false)
  })
})

describe('a home whose long sits come back weeks apart', () => {
  const TZ = 'UTC'
  const HOME = syntheticHome(TZ)
  const START = dayIndexOf('2024-05-06')
  // from 08:30 the person sits with nothing seen for `sit` minutes
  const sitting = (dayIndex: number, sit: number) => dayWithSit(dayIndex, 8 * 60 + 30, sit, TZ)
  const plain = (from: number, days: number) => Array.from({ length: days }, (_, i) => dayEvents(from + i, DEFAULT_DAY, TZ)).flat()
  // learned for 12 days; three sits on the days after, each longer than any before (three false alarms);
  // three weeks of the plain routine; the long sit again
  const events = [...plain(START, 12), ...sitting(START + 12, 90), ...sitting(START + 13, 130), ...sitting(START + 14, 180), ...plain(START + 15, 21), ...sitting(START + 36, 165)]
  const run = (cautionHoldAlerts: number) => {
    const to = localInstant(START + 37, 0, TZ)
    const result = replay(HOME, events, localInstant(START, 0, TZ), to, null, 5, { quietLimit: { ...DEFAULT_QUIET_LIMIT, cautionHoldAlerts } })
    const day = (at: number) => Math.floor((at - localInstant(START, 0, TZ)) / DAY_MS)
    return { days: quietAlerts(result).map(({ at }) => day(at)), state: result.state }
  }

  it('keeps its longest sit while its alerts keep ending on their own, and is not woken for it again', () => {
    const held = run(DEFAULT_QUIET_LIMIT.cautionHoldAlerts)
    expect(held.days).toEqual([12, 13, 14])
  })

  it('(the same home with nothing held forgets it and alerts again)', () => {
    // never held: the 180-minute sit faded to about two thirds over the three weeks
    const faded = run(Infinity)
    expect(faded.days).toEqual([12, 13, 14, 36])
  })
})
