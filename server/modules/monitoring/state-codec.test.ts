import { describe, expect, it } from 'vitest'
import { createState, evaluate } from '../../engine/engine'
import { generateDemoEvents } from '../../demo/routine'
import type { EngineHome } from '../../engine/types'
import { decodeState, encodeState, FORMAT_VERSION } from './state-codec'

const home: EngineHome = {
  timeZone: 'Europe/London',
  devices: [
    { key: 'bedroom', kind: 'motion', room: 'bedroom' },
    { key: 'kitchen', kind: 'motion', room: 'kitchen' },
    { key: 'front-door', kind: 'door', room: 'entrance' },
  ],
}

function learnedState() {
  const to = new Date(Date.UTC(2026, 9, 29, 12))
  const events = generateDemoEvents({ from: new Date(to.getTime() - 14 * 86_400_000), to, timeZone: home.timeZone, seed: 3 })
    .filter((e) => home.devices.some((d) => d.key === e.sensorKey))
    .map((e) => {
      const device = home.devices.find((d) => d.key === e.sensorKey)!
      return { deviceKey: device.key, kind: device.kind, room: device.room, timestamp: e.timestamp, active: e.motionDetected }
    })
  return evaluate(null, events, to, home).state
}

describe('the stored engine state', () => {
  it('comes back exactly as it went in, numbers to the last bit', () => {
    const state = learnedState()
    const decoded = decodeState(encodeState(state))
    expect(decoded).toEqual(JSON.parse(JSON.stringify(state)))
    // the arrays are packed: a float that JSON would print with 17 digits survives unchanged
    const withThirds = { ...state, extra: Array.from({ length: 20 }, (_, i) => i / 3), short: [1, 2, 3], nested: [[0.1, 'a'], { n: null }] }
    expect(decodeState(encodeState(withThirds))).toEqual(withThirds)
  })

  it('is a fraction of its JSON size', () => {
    const state = learnedState()
    const packed = encodeState(state)
    expect(packed[0]).toBe(FORMAT_VERSION)
    expect(packed.length).toBeLessThan(JSON.stringify(state).length / 2)
  })

  it('refuses a damaged or unknown format instead of guessing', () => {
    const packed = encodeState(createState(new Date(0), home))
    expect(() => decodeState(Uint8Array.from([9, ...packed.subarray(1)]))).toThrow(/unknown format/)
    expect(() => decodeState(packed.subarray(0, packed.length - 5))).toThrow()
    expect(() => decodeState(new Uint8Array())).toThrow(/unknown format/)
  })
})
