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
  it('counts active sensors as online and the rest as offline', () => {
    expect(countSensors(SENSORS)).toEqual({ total: 3, online: 2, offline: 1 })
    expect(countSensors([])).toEqual({ total: 0, online: 0, offline: 0 })
  })
})

describe('countSensors with the engine’s findings', () => {
  it('counts a sensor with an open offline alert as Offline', () => {
    const sensors = [
      { isActive: true, offlineSince: null },
      { isActive: true, offlineSince: '2026-10-06T08:00:00Z' },
      { isActive: false, offlineSince: null },
    ]
    expect(countSensors(sensors)).toEqual({ total: 3, online: 1, offline: 2 })
  })
})
