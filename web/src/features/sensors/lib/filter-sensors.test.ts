import { describe, expect, it } from 'vitest'
import { countSensors, filterSensors } from './filter-sensors'

const SENSORS = [
  { name: 'Kettle Corner', location: 'Kitchen', isActive: true },
  { name: 'Bedside', location: 'Bedroom', isActive: false },
  { name: 'Front Door', location: 'Hallway', isActive: true },
]

describe('filterSensors', () => {
  it.each([
    ['', ['Kettle Corner', 'Bedside', 'Front Door']],
    ['   ', ['Kettle Corner', 'Bedside', 'Front Door']],
    ['kettle', ['Kettle Corner']],
    ['BEDROOM', ['Bedside']],
    ['  door ', ['Front Door']],
    ['o', ['Kettle Corner', 'Bedside', 'Front Door']],
    ['garage', []],
  ])('"%s" finds %j', (query, names) => {
    expect(filterSensors(SENSORS, query).map((s) => s.name)).toEqual(names)
  })
})

const HEARD = '2026-10-06T07:55:00Z'

describe('countSensors', () => {
  it('counts sensors switched on that have reported as online, and one the family switched off as Switched off, not as an Offline fault', () => {
    const sensors = SENSORS.map((s) => ({ ...s, lastActivity: HEARD }))
    expect(countSensors(sensors)).toEqual({ total: 3, online: 2, noData: 0, offline: 0, switchedOff: 1 })
    expect(countSensors([])).toEqual({ total: 0, online: 0, noData: 0, offline: 0, switchedOff: 0 })
  })

  it("counts a sensor switched on that has never reported as No Data (its badge's words), not as Online", () => {
    const sensors = [
      { isActive: true, offlineSince: null, lastActivity: HEARD },
      { isActive: true, offlineSince: null, lastActivity: null },
    ]
    expect(countSensors(sensors)).toEqual({ total: 2, online: 1, noData: 1, offline: 0, switchedOff: 0 })
  })
})

describe('countSensors with the engine’s findings', () => {
  it('counts a sensor switched on with an open offline alert as Offline; switched off, it is Switched off whatever the alert', () => {
    const sensors = [
      { isActive: true, offlineSince: null, lastActivity: HEARD },
      { isActive: true, offlineSince: '2026-10-06T08:00:00Z', lastActivity: null },
      { isActive: false, offlineSince: null, lastActivity: HEARD },
      { isActive: false, offlineSince: '2026-10-06T08:00:00Z', lastActivity: HEARD },
    ]
    expect(countSensors(sensors)).toEqual({ total: 4, online: 1, noData: 0, offline: 1, switchedOff: 2 })
  })

  it('every sensor switched off for a stay away: none Offline', () => {
    const away = [{ isActive: false, lastActivity: HEARD }, { isActive: false, lastActivity: null }, { isActive: false, lastActivity: HEARD }]
    expect(countSensors(away)).toEqual({ total: 3, online: 0, noData: 0, offline: 0, switchedOff: 3 })
  })
})
