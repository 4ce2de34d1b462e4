// A home of switches and one motion sensor in the living room (the kit invent-home's 'mixed' lays out): a caller
// leaves by the front door at 10:05 and she sits on in the living room, unseen for half an hour, then seen there
// again and again. The switches are the test routine's other motion sensors made contacts (each use opened and
// shut), so only the living room's sensor can see her sit.
import { describe, expect, it } from 'vitest'
import { MINUTE_MS } from './local-time'
import { at, morning, passage, report } from './arrival-test-kit'
import { HOME, local } from './offline-test-kit'
import { hasNoPassageMotion, loneMotionKey } from './lone-motion'
import { asSmallKit } from './synthetic-home'
import { quietAlerts, replay } from './test-replay'
import type { EngineEvent, EngineHome } from './types'

const LONE: EngineHome = { ...HOME, devices: HOME.devices.map((d) => (d.kind === 'motion' && d.key !== 'living-pir' ? { ...d, kind: 'contact' } : d)) }
/** The routine's events as the switches report them: each use opened, and shut 20 s later */
const asSwitches = (events: EngineEvent[]) =>
  events.flatMap((e) =>
    e.kind === 'motion' && e.deviceKey !== 'living-pir' ? [{ ...e, kind: 'contact' as const }, { ...e, kind: 'contact' as const, active: false, timestamp: new Date(e.timestamp.getTime() + 20_000) }] : [e],
  )
const run = (then: EngineEvent[], until = at(14)) => replay(LONE, asSwitches(morning([...passage(at(10, 5)), ...then])), local(0, 0), until, null, 1)

describe('a home with one motion sensor, the rest switches', () => {
  it('is known as one: its lone motion sensor, and none in a home of several or of switches alone', () => {
    expect(loneMotionKey(LONE)).toBe('living-pir')
    expect(loneMotionKey(HOME)).toBeNull()
    expect(loneMotionKey({ ...LONE, devices: LONE.devices.filter((d) => d.kind !== 'motion') })).toBeNull()
  })

  it('takes her as in when that sensor sees her twice while she is taken as out, and a fall after it is found', () => {
    const seen = [report('living-pir', at(10, 40)), report('living-pir', at(10, 43)), report('living-pir', at(10, 47))]
    // before: out from 10:05 whatever the living room saw, and nothing raised by 14:00 (mixed-s153's missed trial)
    expect(run(seen, at(11)).status).toMatchObject({ atHome: true, lastRoom: 'living' })
    const fall = run(seen)
    const [first] = quietAlerts(fall)
    expect(first).toBeDefined()
    expect((first!.at - at(10, 47)) / MINUTE_MS).toBeLessThan(180)
    expect(first!.alert.description).toMatch(/living room/)
  })

  it('keeps her out on one report of it (a glitch), and on two a minute apart', () => {
    expect(run([report('living-pir', at(10, 40))], at(11)).status).toMatchObject({ atHome: false })
    expect(run([report('living-pir', at(10, 40)), report('living-pir', at(10, 41))], at(11)).status).toMatchObject({ atHome: false })
  })
})

// A home of several motion sensors and none in the hall or the bedroom (invent-home's 'small' kit): a caller leaves at
// 10:05 and she goes to the kitchen past no sensor; the kitchen alone sees her, again and again (small-s187's 7 Feb and
// small-s151's 23 Jan, missed for 24 h before)
describe('a home of several motion sensors and none in the hall, one of them seeing her after a caller left', () => {
  const SMALL = asSmallKit(HOME)
  const run = (home: EngineHome, then: EngineEvent[], until = at(14)) =>
    replay(home, morning([...passage(at(10, 5)), ...then]).filter((e) => home.devices.some((d) => d.key === e.deviceKey)), local(0, 0), until, null, 1)
  const kitchen = (...minutes: number[]) => minutes.map((minute) => report('kitchen-pir', at(10, minute)))

  it('is known as one; a home with a hall sensor is not', () => {
    expect(hasNoPassageMotion(SMALL)).toBe(true)
    expect(hasNoPassageMotion(HOME)).toBe(false)
    expect(hasNoPassageMotion({ ...HOME, devices: HOME.devices.filter((d) => d.kind !== 'motion') })).toBe(false)
  })

  it('takes her as in on the second activation of that sensor, a separate one, and a fall after it is found', () => {
    // small-s201's 8 Feb: the bathroom at 12:29:32 and 12:30:00, a caller gone at 12:14, a fall at 12:30
    expect(run(SMALL, kitchen(20, 20.5), at(11)).status).toMatchObject({ atHome: true, lastRoom: 'kitchen' })
    const [first] = quietAlerts(run(SMALL, kitchen(20, 20.5)))
    expect(first).toBeDefined()
    expect((first!.at - at(10, 20.5)) / MINUTE_MS).toBeLessThan(180)
    expect(first!.alert.description).toMatch(/kitchen/)
  })

  it('keeps her out on one report (a glitch), and on one activation reported twice within seconds', () => {
    expect(run(SMALL, kitchen(20), at(11)).status).toMatchObject({ atHome: false })
    expect(run(SMALL, kitchen(20, 20.2), at(11)).status).toMatchObject({ atHome: false })
  })

  it('leaves a home with a hall sensor to its two different sensors', () => {
    expect(run(HOME, kitchen(20, 20.5, 21, 22), at(11)).status).toMatchObject({ atHome: false })
  })
})
