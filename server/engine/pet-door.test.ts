// After the front door, in a home with a cat (pet-door.ts): a lone report the cat could make minutes after she went
// out does not make the door look like one she stayed in by, so the door she comes back by is watched ('Came in,
// nothing since'); and when she did stay in, that lone report still keeps her home in doubt, watched as before.
// Her days: the synthetic routine (out 14:00-16:00) with the fridge at meals (test-pet.ts).
import { describe, expect, it } from 'vitest'
import { ARRIVAL_KEY } from './arrival'
import { MINUTE_MS } from './local-time'
import { byTime, fridgeHome, herDays, petAt, report, withReleases } from './test-pet'
import { quietAlerts, replay } from './test-replay'
import type { EngineEvent } from './types'

const DAYS = 10
const HOME = fridgeHome()
const SECOND = 1000
const door = (ms: number, open: boolean) => report('front-door', 'door', 'entrance', ms, open)
const pir = (room: string, ms: number) => report(`${room}-pir`, 'motion', room, ms)
/** Her usual days, and day DAYS up to `hour`:`minute`, then `then` (motion sensors release 25 s after each report) */
const dayThen = (hour: number, minute: number, then: EngineEvent[]) =>
  withReleases(byTime([...herDays(DAYS + 1).filter((e) => e.timestamp.getTime() < petAt(DAYS, hour, minute)), ...then]))
/** Through the hall to the front door at `ms` (the hall sees her 20 s before it opens), out, and the door shut 5 s later */
const goesOut = (ms: number) => [pir('hall', ms - 20 * SECOND), door(ms, true), door(ms + 5 * SECOND, false)]
/** Back in by the door at `ms`: the hall sees her while it is open, and it shuts 5 s after it opened */
const comesIn = (ms: number) => [door(ms, true), pir('hall', ms + 2 * SECOND), door(ms + 5 * SECOND, false)]
const arrivals = (run: ReturnType<typeof replay>) => run.alerts.filter(({ alert }) => alert.dedupeKey === ARRIVAL_KEY)

describe('the cat moving a minute after she went out', () => {
  // out at 13:55; the cat in the kitchen 75 s after the door shut (pet-away-s91's 27 Feb: 74 s), then now and then
  const out = [...goesOut(petAt(DAYS, 13, 55)), pir('kitchen', petAt(DAYS, 13, 56) + 20 * SECOND), pir('living', petAt(DAYS, 14, 30)), pir('kitchen', petAt(DAYS, 15, 10))]

  it('does not stop the door she comes back by being watched: a fall on the way in is found', () => {
    const events = dayThen(13, 50, [...out, ...comesIn(petAt(DAYS, 16)), pir('living', petAt(DAYS, 16, 30)), pir('kitchen', petAt(DAYS, 17))])
    const run = replay(HOME, events, petAt(0, 0), petAt(DAYS, 19))
    // before: the door at 16:00 was taken for her going out (she 'came in' at 13:55 by the cat's word), and nothing was raised
    const [raised, ...more] = arrivals(run)
    expect(more).toEqual([])
    expect(raised).toBeDefined()
    expect((raised!.at - petAt(DAYS, 16)) / MINUTE_MS).toBeLessThanOrEqual(45)
    expect(raised!.alert.description).toMatch(/^The front door opened at 16:00 while they were out, and there has been no sure sign of them inside since/)
  })

  it('and when she walks in, nothing is raised', () => {
    const walks = [...comesIn(petAt(DAYS, 16)), pir('living', petAt(DAYS, 16) + 30 * SECOND), pir('living', petAt(DAYS, 16, 10))]
    const run = replay(HOME, dayThen(13, 50, [...out, ...walks]), petAt(0, 0), petAt(DAYS, 19))
    expect(arrivals(run)).toEqual([])
  })
})

describe('she stays in after the door, then falls, with only the motion sensors moving', () => {
  /** A delivery at 12:40 (the hall sees her, the door opens and shuts); then `after`, then only the cat every 25 min */
  const stays = (after: EngineEvent[]) => {
    const cat: EngineEvent[] = []
    for (let t = petAt(DAYS, 13, 5); t < petAt(DAYS + 1, 6); t += 25 * MINUTE_MS) cat.push(pir(cat.length % 2 ? 'kitchen' : 'living', t))
    return dayThen(12, 35, [...goesOut(petAt(DAYS, 12, 40)), ...after, ...cat])
  }

  it.each([
    ['into the kitchen, unseen by the hall (as the cat would be)', [pir('kitchen', petAt(DAYS, 12, 41) + 20 * SECOND)]],
    ['back through the hall to the living room', [pir('hall', petAt(DAYS, 12, 40) + 30 * SECOND), pir('living', petAt(DAYS, 12, 40) + 45 * SECOND)]],
  ])('walking %s: home in doubt, and alerted as before', (_, after) => {
    const run = replay(HOME, stays(after), petAt(0, 0), petAt(DAYS + 1, 6))
    const raised = quietAlerts(run).filter(({ at }) => at > petAt(DAYS, 12, 40))
    expect(raised.length).toBeGreaterThan(0)
    // the pet watch (no sure sign of her since the door), within the hours her outings in doubt have taken
    expect((raised[0]!.at - petAt(DAYS, 12, 40)) / MINUTE_MS).toBeLessThanOrEqual(6 * 60)
    expect(run.state.presence.awaySince).toBeNull()
  })
})
