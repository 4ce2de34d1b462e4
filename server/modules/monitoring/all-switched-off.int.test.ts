// A learned home whose family switches every sensor off on the Sensors page for a stay in hospital, and on
// again the afternoon she is due back, through the real scheduler step and devices service.
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_DEVICES } from '../../demo/seed'
import { alertsOf, closeSims, DAY, edit, form, HOUR, idOf, LEARNED, learnedHome, liveTo, type Key } from './sensor-changes-test-kit'

afterEach(closeSims)

const KEYS = DEMO_DEVICES.map((d) => d.key as Key)

describe('every sensor switched off for a stay away', () => {
  it('raises nothing while they are off, nor at the first tick after they are switched on again', async () => {
    const sim = await learnedHome(7, 5)
    const offAt = LEARNED + 10 * HOUR
    await liveTo(sim, offAt)
    const before = (await alertsOf(sim)).length
    // switched off at 10:00 while she is still in; she leaves for hospital later that morning and nothing is heard of her
    for (const key of KEYS) await edit(sim, idOf(sim, key), { ...form(key), isActive: false })
    for (const key of KEYS) sim.route[key] = []
    await liveTo(sim, offAt + 3 * DAY)
    expect((await alertsOf(sim)).slice(before)).toEqual([])
    // on again three days later, an hour before she is back: the three days are not her quiet
    for (const key of KEYS) await edit(sim, idOf(sim, key), { ...form(key), isActive: true })
    await liveTo(sim, offAt + 3 * DAY + 30 * 60_000)
    // before: 'Unusual inactivity' (critical) at this first tick, raised again every hour until she was back
    expect((await alertsOf(sim)).slice(before).map((a) => `${a.dedupeKey} ${a.severity}`)).toEqual([])
  }, 300_000)
})
