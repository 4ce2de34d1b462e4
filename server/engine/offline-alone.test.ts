// A home with one sensor (a starter kit: one motion sensor in the living room, or the front door only).
// A silent sensor is called offline only while another sensor shows the person about, and with one
// sensor there is never another: it could go dark for good and nothing said so.
import { describe, expect, it } from 'vitest'
import { MINUTE_MS } from './local-time'
import { local, raised, routine, run } from './offline-test-kit'
import { syntheticHome } from './synthetic-home'
import type { EngineHome } from './types'

const only = (key: string): EngineHome => ({ ...syntheticHome('UTC'), devices: syntheticHome('UTC').devices.filter((d) => d.key === key) })
const DEAD_FROM = local(21, 10)
const offline = (results: ReturnType<typeof run>) => raised(results).filter(({ alert }) => alert.dedupeKey.startsWith('offline:'))

describe('the only sensor of a home', () => {
  it('a living-room motion sensor that goes dark is called offline within a day and a half, and three weeks of its nights raise nothing', () => {
    const home = only('living-pir')
    const events = routine(40).filter((e) => e.deviceKey === 'living-pir' && e.timestamp.getTime() < DEAD_FROM)
    const results = run(events, local(0, 0), local(24, 0), home, 10)
    const found = offline(results)
    expect(found).toHaveLength(1)
    const [{ at, alert }] = found as [(typeof found)[number]]
    expect(at).toBeGreaterThan(DEAD_FROM)
    expect((at - DEAD_FROM) / MINUTE_MS).toBeLessThanOrEqual(36 * 60)
    expect(alert).toMatchObject({ title: 'Sensor may be offline', deviceKey: 'living-pir', metadata: { onlySensor: true } })
    expect(alert.description).toMatch(/^The living room sensor has been silent for \d+ h( \d+ min)? — around this hour it is normally silent for at most about/)
    expect(alert.description).toContain('It is the only sensor in this home, so Hearthwatch cannot tell whether it has stopped or no one has been near it: check on them, then its batteries.')
  })

  it('a front door on its own is called offline after its plain-time limit (3 days at least), not before', () => {
    const home = only('front-door')
    const events = routine(40).filter((e) => e.deviceKey === 'front-door' && e.timestamp.getTime() < DEAD_FROM)
    const lastDoor = Math.max(...events.map((e) => e.timestamp.getTime()))
    const results = run(events, local(0, 0), local(27, 0), home, 30)
    const found = offline(results)
    expect(found).toHaveLength(1)
    const [{ at, alert }] = found as [(typeof found)[number]]
    expect((at - lastDoor) / MINUTE_MS).toBeGreaterThanOrEqual(72 * 60)
    expect((at - lastDoor) / MINUTE_MS).toBeLessThanOrEqual(72 * 60 + 30)
    expect(alert.title).toBe('Front door sensor may be offline')
    // it says how long it has been silent and goes straight on to its longest gap: no other sensor to speak of
    expect(alert.description).toMatch(/^The front door sensor has not reported for 3 d — its longest gap so far was /)
    expect(alert.metadata).toMatchObject({ onlySensor: true })
  })

  it('a second sensor that never reported does not vouch for it', () => {
    const home: EngineHome = { ...only('living-pir'), devices: [...only('living-pir').devices, { key: 'kitchen-pir', kind: 'motion', room: 'kitchen' }] }
    const events = routine(40).filter((e) => e.deviceKey === 'living-pir' && e.timestamp.getTime() < DEAD_FROM)
    const results = run(events, local(0, 0), local(24, 0), home, 10)
    expect(offline(results).filter(({ alert }) => alert.deviceKey === 'living-pir')).toHaveLength(1)
  })
})
