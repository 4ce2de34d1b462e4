// The dashboard's 'when would a quiet alert come' is walked once per piece of evidence, per home
import { describe, expect, it } from 'vitest'
import { createState } from '../../engine/engine'
import { syntheticHome } from '../../engine/synthetic-home'
import type { EngineState } from '../../engine/types'
import { createQuietAlertTimes } from './quiet-alert-times'

const HOME = syntheticHome('UTC')
const NOW = new Date('2025-03-03T10:00:00Z')

function seenAt(ms: number): EngineState {
  const state = createState(new Date(NOW.getTime() - 86_400_000), HOME)
  state.lastInsideAt = ms
  state.lastRoom = 'kitchen'
  state.lastDeviceKey = 'kitchen-pir'
  return state
}

describe('the quiet alert times kept per home', () => {
  it('walks again only when something new is seen, the home changes or an alert opens', () => {
    let walks = 0
    const times = createQuietAlertTimes(() => ({ movementAt: NOW.getTime() + 3_600_000 + walks++ * 60_000, sureSignAt: null }))
    const state = seenAt(NOW.getTime() - 60_000)
    const first = times('home-1', state, HOME, NOW)
    expect(first).toEqual({ quietAlertAt: '2025-03-03T11:00:00.000Z', sureSignAlertAt: null })
    // half a minute later, nothing new: the same answer, not walked again
    expect(times('home-1', state, HOME, new Date(NOW.getTime() + 30_000))).toBe(first)
    expect(walks).toBe(1)
    // movement: walked again
    times('home-1', seenAt(NOW.getTime()), HOME, NOW)
    expect(walks).toBe(2)
    // a sensor moved to another room
    const moved = { ...HOME, devices: HOME.devices.map((d) => (d.key === 'kitchen-pir' ? { ...d, room: 'living' } : d)) }
    times('home-1', seenAt(NOW.getTime()), moved, NOW)
    expect(walks).toBe(3)
    // an alert opened
    const open = seenAt(NOW.getTime())
    open.open.inactivity = { type: 'inactivity', severity: 'medium', raisedAt: NOW.getTime() }
    times('home-1', open, moved, NOW)
    expect(walks).toBe(4)
    // another home is its own
    times('home-2', state, HOME, NOW)
    expect(walks).toBe(5)
  })

  it('keeps at most as many homes as it is told, dropping the one read longest ago', () => {
    let walks = 0
    const times = createQuietAlertTimes(() => ({ movementAt: walks++, sureSignAt: null }), 2)
    const state = seenAt(NOW.getTime())
    times('a', state, HOME, NOW)
    times('b', state, HOME, NOW)
    times('a', state, HOME, NOW) // a read again: b is now the oldest
    times('c', state, HOME, NOW) // b dropped
    expect(walks).toBe(3)
    times('a', state, HOME, NOW)
    expect(walks).toBe(3)
    times('b', state, HOME, NOW)
    expect(walks).toBe(4)
  })
})
