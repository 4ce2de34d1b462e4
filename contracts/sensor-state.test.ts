import { describe, expect, it } from 'vitest'
import { isSensorActive, sensorState } from './sensor-state'

const HEARD = '2026-10-06T07:55:00Z'
const ALERT = '2026-10-06T08:00:00Z'

describe('sensorState: the one rule of the badge, the counters, the dashboard and Troubleshoot (decision 0124)', () => {
  it.each([
    ['switched on, heard from, no offline alert', { isActive: true, offlineSince: null, lastActivity: HEARD }, 'online'],
    ['switched on, heard from, as the server reads it (Dates)', { isActive: true, offlineSince: null, lastActivity: new Date(HEARD) }, 'online'],
    ['switched on, never reported', { isActive: true, offlineSince: null, lastActivity: null }, 'no-data'],
    ['switched on, never reported, no field for it', { isActive: true }, 'no-data'],
    ['switched on, never reported, judged offline by the engine', { isActive: true, offlineSince: ALERT, lastActivity: null }, 'offline'],
    ['switched on, heard from once, judged offline', { isActive: true, offlineSince: new Date(ALERT), lastActivity: HEARD }, 'offline'],
    ['switched off, heard from', { isActive: false, offlineSince: null, lastActivity: HEARD }, 'switched-off'],
    ['switched off, never reported, an offline alert still open', { isActive: false, offlineSince: ALERT, lastActivity: null }, 'switched-off'],
  ] as const)('%s: %s', (_, sensor, state) => {
    expect(sensorState(sensor)).toBe(state)
    expect(isSensorActive(sensor)).toBe(state === 'online')
  })
})
