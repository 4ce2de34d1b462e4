import { describe, expect, it, vi } from 'vitest'
import { LIVE_EVENT_TYPES } from '../../contracts/live'
import { createLiveBus, STREAMS_PER_HOME_WARNING } from './live-bus'

describe('the live bus in one process', () => {
  it('warns when one home holds an implausible number of open streams, then again only at twice as many', async () => {
    const warn = vi.fn()
    const bus = await createLiveBus({ log: { warn, error: vi.fn() } })
    const stops = Array.from({ length: STREAMS_PER_HOME_WARNING - 1 }, () => bus.subscribe('home-a', () => {}))
    bus.subscribe('home-b', () => {})
    expect(warn).not.toHaveBeenCalled()

    stops.push(bus.subscribe('home-a', () => {}))
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toEqual({ circleId: 'home-a', open: STREAMS_PER_HOME_WARNING })

    for (let i = 0; i < STREAMS_PER_HOME_WARNING - 1; i++) stops.push(bus.subscribe('home-a', () => {}))
    expect(warn).toHaveBeenCalledTimes(1)
    stops.push(bus.subscribe('home-a', () => {}))
    expect(warn).toHaveBeenCalledTimes(2)
    await bus.close()
  })

  it('delivers to the streams still open on the home, not to those that stopped', async () => {
    const bus = await createLiveBus()
    const heard: string[] = []
    const stop = bus.subscribe('home-a', (e) => heard.push(`first ${e.type}`))
    bus.subscribe('home-a', (e) => heard.push(`second ${e.type}`))
    bus.subscribe('home-b', (e) => heard.push(`other ${e.type}`))
    stop()
    await bus.publish({ type: 'motion', circleId: 'home-a' })
    expect(heard).toEqual(['second motion'])
    await bus.close()
  })

  it("says how long each type of a home's events has been quiet: since its last, or since the bus began", async () => {
    vi.useFakeTimers({ now: new Date('2026-12-05T10:00:00Z'), toFake: ['Date'] })
    try {
      const bus = await createLiveBus()
      vi.setSystemTime(new Date('2026-12-05T10:05:00Z'))
      await bus.publish({ type: 'motion', circleId: 'home-a' })
      vi.setSystemTime(new Date('2026-12-05T10:06:00Z'))
      await bus.publish({ type: 'alert.created', circleId: 'home-b' })
      vi.setSystemTime(new Date('2026-12-05T10:06:30Z'))
      const sinceStart = 390_000
      expect(bus.quietMs('home-a')).toEqual({ ...Object.fromEntries(LIVE_EVENT_TYPES.map((t) => [t, sinceStart])), motion: 90_000 })
      expect(bus.quietMs('home-c')['alert.created']).toBe(sinceStart)
      // of any home
      expect(bus.quietMs()).toMatchObject({ motion: 90_000, 'alert.created': 30_000, 'notes.changed': sinceStart })
      await bus.close()
    } finally {
      vi.useRealTimers()
    }
  })
})
