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

describe('countSensors', () => {
  it('counts sensors switched on as online, and one the family switched off as Switched off, not as an Offline fault', () => {
    expect(countSensors(SENSORS)).toEqual({ total: 3, online: 2, offline: 0, switchedOff: 1 })
    expect(countSensors([])).toEqual({ total: 0, online: 0, offline: 0, switchedOff: 0 })
  })
})

describe('countSensors with the engine’s findings', () => {
  it('counts a sensor switched on with an open offline alert as Offline; switched off, it is Switched off whatever the alert', () => {
    const sensors = [
      { isActive: true, offlineSince: null },
      { isActive: true, offlineSince: '2026-10-06T08:00:00Z' },
      { isActive: false, offlineSince: null },
      { isActive: false, offlineSince: '2026-10-06T08:00:00Z' },
    ]
    expect(countSensors(sensors)).toEqual({ total: 4, online: 1, offline: 1, switchedOff: 2 })
  })

  it('every sensor switched off for a stay away: none Offline', () => {
    const away = [{ isActive: false }, { isActive: false }, { isActive: false }]
    expect(countSensors(away)).toEqual({ total: 3, online: 0, offline: 0, switchedOff: 3 })
  })
})
