// Decision 0138 reads a spell after the toilet in the hour before her usual bedtime as her still up, since a kit of
// switches cannot see her sit on after it. Contacts and one motion sensor in the living room (the 'mixed' kit) see her
// sit on, and not her going to bed: there nothing after the toilet is her gone to bed unseen (her teeth behind the
// bathroom door left open, the bedroom door too), as after the bathroom, and the toilet's awake limit, kept short by
// her sits seen soon after it, called her night a fall (mixed-s151 4 Mar 22:41, mixed-s177 5 Mar 22:20).
import { describe, expect, it } from 'vitest'
import { quietAlerts, replay } from './test-replay'
import { DEFAULT_DAY, dayEvents, localInstant, type RoutineBlock } from './synthetic-home'
import { AS_SWITCH, at, DAYS, mixedKit, START, TZ } from './mixed-kit-test-kit'
import type { EngineDevice, EngineEvent, EngineHome } from './types'

const SWITCHES: EngineDevice[] = [
  { key: 'toilet-door', kind: 'contact', room: 'toilet' },
  { key: 'bathroom-door', kind: 'contact', room: 'bathroom' },
  { key: 'bedroom-door', kind: 'contact', room: 'bedroom' },
  { key: 'cups-cupboard', kind: 'contact', room: 'kitchen' },
]
const { mixed: MIXED, mixedBedroom: MIXED_BEDROOM, switchAt } = mixedKit(SWITCHES)
const byTime = (events: EngineEvent[]) => events.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())

/**
 * The default day as `home` logs it (a switch once at the start of each block of a room it stands for; on her way back
 * to bed from the 03:00 bathroom visit the bedroom door is left open), the toilet at 16:30 and 22:25
 */
function day(home: EngineHome, index: number, blocks: RoutineBlock[] = DEFAULT_DAY, toiletAt = [at(16, 30), at(22, 25)]): EngineEvent[] {
  const kept = new Set(home.devices.map((d) => d.key))
  const events = blocks.flatMap((block) => {
    const [from, , key] = block
    if (kept.has(key)) return dayEvents(index, [block], TZ)
    const swap = AS_SWITCH[key]
    return swap && !(swap === 'bedroom-door' && from < at(5)) ? [switchAt(swap, index, from)] : []
  })
  return byTime([...events, ...toiletAt.map((minute) => switchAt('toilet-door', index, minute))])
}

/** Her last evening: the default day to 22:20, the toilet at 22:25, then to bed unseen and nothing until the morning */
const lastDay = (home: EngineHome, index: number) => day(home, index, DEFAULT_DAY.filter(([from]) => from < at(22, 20)), [at(16, 30), at(22, 25)])

function alertsAfterToilet(home: EngineHome) {
  const events = [...Array.from({ length: DAYS }, (_, i) => day(home, START + i)).flat(), ...lastDay(home, START + DAYS)]
  const run = replay(home, events, localInstant(START, 0, TZ), localInstant(START + DAYS + 1, at(6), TZ), null, 5)
  return quietAlerts(run).filter(({ at: t }) => t >= localInstant(START + DAYS, at(22, 25), TZ))
}

describe('the toilet in the hour before her usual bedtime, with a motion sensor in the living room only', () => {
  it('reads nothing after it as possibly her night: no alert before the morning', () => {
    expect(alertsAfterToilet(MIXED).map(({ at: t, alert }) => `${new Date(t).toISOString()} ${alert.description}`)).toEqual([])
  }, 60_000)

  it('control: with a bedroom sensor that would see her go to bed, she is still up after it (decision 0138), found within hours', () => {
    const [alert] = alertsAfterToilet(MIXED_BEDROOM)
    expect(alert?.alert.metadata.asleep).toBe(false)
    expect((alert?.at ?? Infinity) - localInstant(START + DAYS, at(22, 25), TZ)).toBeLessThan(4 * 3_600_000)
  }, 60_000)
})
