// A power cut at home: the hub and every sensor go silent for 3 h, the person up and about all along
// (what she did then is lost), then all report again (Zigbee2MQTT's start publishes each sensor's cached state). While the home cannot be heard (`unheardSince`) no
// sensor is silent of its own accord: before, those hours were counted as each sensor's silence at home,
// the bathroom sensor learned a longest silence 204 min longer and the living room's 173, and a sensor
// that died in the weeks after was found that much later.
import { describe, expect, it } from 'vitest'
import { createState, evaluate } from './engine'
import { MINUTE_MS } from './local-time'
import { DEFAULT_DAY, dayEvents, dayIndexOf, localInstant, syntheticHome } from './synthetic-home'
import type { EngineEvent, EngineHome, EngineState } from './types'

const TZ = 'UTC'
const START = dayIndexOf('2024-05-06')
const local = (day: number, hour: number, minute = 0) => localInstant(START + day, hour * 60 + minute, TZ)
const HOME = syntheticHome(TZ)
const cutFrom = local(10, 9)
const cutTo = local(10, 12)
/** Every sensor reports through one Zigbee2MQTT bridge, last heard at `cutFrom` while the power is off */
const hubbed = (t: number, cut: boolean): EngineHome => ({
  ...HOME,
  devices: HOME.devices.map((d) => ({ ...d, hubKey: 'z2m' })),
  hubs: [{ key: 'z2m', lastSeenAt: new Date(cut && t > cutFrom && t < cutTo ? cutFrom : t) }],
})

/** Ten ordinary days, then days 10–12 a minute at a time as the scheduler steps them */
function live(cut: boolean): EngineState {
  const lost = (e: EngineEvent) => cut && e.timestamp.getTime() >= cutFrom && e.timestamp.getTime() < cutTo
  const restart = (deviceKey: string): EngineEvent => ({ ...HOME.devices.find((d) => d.key === deviceKey)!, deviceKey, timestamp: new Date(cutTo + 30_000), active: false })
  const burst = cut ? ['bedroom-pir', 'bathroom-pir', 'kitchen-pir', 'living-pir', 'hall-pir'].map(restart) : []
  const days = Array.from({ length: 13 }, (_, i) => dayEvents(START + i, DEFAULT_DAY, TZ)).flat()
  const events = [...days.filter((e) => !lost(e)), ...burst].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
  let state = createState(new Date(local(0, 0)), HOME)
  let next = 0
  const step = (t: number, options = {}) => {
    const batch: EngineEvent[] = []
    while (next < events.length && events[next]!.timestamp.getTime() <= t) batch.push(events[next++]!)
    state = evaluate(state, batch, new Date(t), hubbed(t, cut), options).state
  }
  for (let t = local(0, 0) + 10 * MINUTE_MS; t <= local(10, 0); t += 10 * MINUTE_MS) step(t)
  for (let t = local(10, 0) + MINUTE_MS; t <= local(12, 23); t += MINUTE_MS) step(t, { expectedIntervalMs: MINUTE_MS })
  return state
}

describe('a 3-hour power cut at home, 09:00–12:00 on day 10', () => {
  const withCut = live(true)
  const without = live(false)

  it("adds no sensor's silence to what it learned: each longest silence as without the cut (within minutes)", () => {
    const grown = Object.fromEntries(
      Object.keys(without.devices).map((key) => {
        const cut = withCut.devices[key]!.gapMax
        const plain = without.devices[key]!.gapMax
        return [key, Math.max(...cut.map((minutes, hour) => minutes - (plain[hour] ?? 0)))]
      }),
    )
    for (const key of Object.keys(grown)) expect(grown[key], key).toBeLessThan(10)
  })

  it('learns no 3-hour quiet spell either', () => {
    const grown = withCut.quiet.all.max.map((minutes, bin) => minutes - (without.quiet.all.max[bin] ?? 0))
    expect(Math.max(...grown)).toBeLessThan(30)
  })
})
