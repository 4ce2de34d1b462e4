// A Zigbee sensor that rejoins its network (new batteries, a hub restart, a re-pair) often says 0 % in
// its first message, before it has read its battery, and its true level a few minutes later. Taken at
// its word, 'Sensor battery low — at 0 %' went to the family at once and was closed 2 min later.
import { describe, expect, it } from 'vitest'
import { evaluate } from './engine'
import { MINUTE_MS } from './local-time'
import { OFFLINE_RULES } from './offline'
import { HOME, local, routine, run } from './offline-test-kit'
import type { EngineEvent, EngineHome } from './types'

const hall = (ms: number, batteryLevel: number): EngineEvent => ({ deviceKey: 'hall-pir', kind: 'motion', room: 'hall', timestamp: new Date(ms), active: true, batteryLevel })
const byTime = (events: EngineEvent[]) => [...events].sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime())
const batteryAlerts = (results: ReturnType<typeof run>) =>
  results.flatMap(({ at, result }) => [...result.alerts, ...result.escalations].filter((a) => a.dedupeKey === 'battery:hall-pir').map((a) => ({ at, severity: a.severity, title: a.title })))

describe('a battery at 0 % for one reading', () => {
  it('raises nothing when the sensor says 90 % two minutes later', () => {
    const events = byTime([...routine(3), hall(local(2, 9), 0), hall(local(2, 9) + 2 * MINUTE_MS, 90)])
    expect(batteryAlerts(run(events, local(0, 0), local(3, 0), HOME, 1))).toEqual([])
  })

  it('raises nothing when the stored level the scheduler passes says 0 % and then 90 %', () => {
    const zeroFrom = local(2, 9)
    const back = zeroFrom + 40 * MINUTE_MS
    let state = evaluate(null, [], new Date(local(2, 8)), HOME).state
    const raised: string[] = []
    for (let t = zeroFrom; t <= local(2, 12); t += MINUTE_MS) {
      const home: EngineHome = { ...HOME, devices: HOME.devices.map((d) => (d.key === 'hall-pir' ? { ...d, batteryLevel: t < back ? 0 : 90 } : d)) }
      const batch = t === zeroFrom ? [hall(t, 0)] : t === back ? [hall(t, 90)] : []
      const result = evaluate(state, batch, new Date(t), home)
      state = result.state
      raised.push(...result.alerts.filter((a) => a.dedupeKey === 'battery:hall-pir').map((a) => a.title))
    }
    expect(raised).toEqual([])
  })

  it(`still raises a battery that stays at 0 %, once it has held for ${OFFLINE_RULES.zeroBatteryHoldMinutes} min`, () => {
    const zeroAt = local(2, 9)
    const events = byTime([...routine(3), hall(zeroAt, 0)])
    const found = batteryAlerts(run(events, local(0, 0), local(3, 0), HOME, 1))
    expect(found[0]).toEqual({ at: zeroAt + OFFLINE_RULES.zeroBatteryHoldMinutes * MINUTE_MS, severity: 'medium', title: 'Sensor battery low' })
  })

  it('raises a low reading above 0 % at once, as before', () => {
    const events = byTime([...routine(3), hall(local(2, 9), 8)])
    expect(batteryAlerts(run(events, local(0, 0), local(3, 0), HOME, 1))[0]).toEqual({ at: local(2, 9), severity: 'medium', title: 'Sensor battery low' })
  })
})
