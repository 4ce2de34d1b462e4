import { describe, expect, it, vi } from 'vitest'
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
})
