import { describe, expect, it } from 'vitest'
import { parseDataset, prefixFor, toIngestEvent } from './dataset'

const csv = `timestamp,sensor,kind,room,state
2008-11-19T22:47:46,front-door-reed,door,entrance,1
2008-11-19T22:49:17,front-door-reed,door,entrance,0
2008-11-19T22:48:00,bathtub-pir,motion,bathroom,1
2008-11-19T22:51:03,matt couch/living room,pressure,living,0
`

describe('reading an event log', () => {
  it('names the devices after the home and the sensor', () => {
    expect(prefixFor('../shared/data/kasteren-c/events.csv')).toBe('KC')
    expect(prefixFor('/data/mit-1/events.csv')).toBe('M1')
    expect(prefixFor('/tmp/my home.csv')).toBe('MH')
  })

  it('lists each sensor once with its kind and room, and the events in time order', () => {
    const { sensors, events } = parseDataset(csv, 'KC')
    expect(sensors).toEqual([
      { sensor: 'front-door-reed', deviceId: 'KC-front-door-reed', name: 'Front door reed', location: 'Entrance', kind: 'door' },
      { sensor: 'bathtub-pir', deviceId: 'KC-bathtub-pir', name: 'Bathtub pir', location: 'Bathroom', kind: 'motion' },
      { sensor: 'matt couch/living room', deviceId: 'KC-matt-couch-living-room', name: 'Matt couch/living room', location: 'Living Room', kind: 'pressure' },
    ])
    expect(events.map((e) => [e.sensor, e.on])).toEqual([
      ['front-door-reed', true],
      ['bathtub-pir', true],
      ['front-door-reed', false],
      ['matt couch/living room', false],
    ])
    expect(events[0]!.atMs).toBe(Date.parse('2008-11-19T22:47:46Z'))
  })

  it('keeps device ids and names within the sensor form limits', () => {
    const long = 'x'.repeat(150)
    const [spec] = parseDataset(`2008-11-19T22:47:46,${long},contact,kitchen,1`, 'KC').sensors
    expect(spec!.deviceId.length).toBe(100)
    expect(spec!.name.length).toBe(50)
  })

  it('refuses a malformed line, naming it', () => {
    expect(() => parseDataset('timestamp,sensor,kind,room,state\n2008-11-19,bad,lamp,hall,1', 'KC')).toThrow(/line 2/)
  })

  it('sends door sensors as door open/closed and the rest as motion', () => {
    const { sensors, events } = parseDataset(csv, 'KC')
    const at = new Date('2024-01-01T00:00:00Z')
    expect(toIngestEvent(sensors[0]!, events[0]!, at, 'r:1')).toEqual({ deviceId: 'KC-front-door-reed', timestamp: at.toISOString(), door: 'open', eventId: 'r:1' })
    expect(toIngestEvent(sensors[2]!, events[3]!, at, 'r:2')).toEqual({ deviceId: 'KC-matt-couch-living-room', timestamp: at.toISOString(), motionDetected: false, eventId: 'r:2' })
  })
})
