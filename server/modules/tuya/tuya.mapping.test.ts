import { describe, expect, it } from 'vitest'
import { IngestEvent } from '../../../contracts/ingest'
import { kindOfCategory, reportCodes, reportsToEvents } from './tuya.mapping'

const pir = { deviceId: 'tuya-pir-1', tuyaDeviceId: 'pir-1', kind: 'motion' as const }
const door = { deviceId: 'tuya-door-1', tuyaDeviceId: 'door-1', kind: 'door' as const }
const at = (iso: string) => Date.parse(iso)

describe('Tuya reports as ingest events', () => {
  it('imports PIR sensors as motion and door contacts as doors, nothing else', () => {
    expect(kindOfCategory('pir')).toBe('motion')
    expect(kindOfCategory('mcs')).toBe('door')
    expect(kindOfCategory('cz')).toBeUndefined()
    expect(kindOfCategory(null)).toBeUndefined()
    expect(reportCodes('motion')).toEqual(['pir', 'battery_percentage'])
    expect(reportCodes('door')).toEqual(['doorcontact_state', 'battery_percentage'])
  })

  it('reads "pir" as movement and "none" as still, oldest first, with the battery reported before', () => {
    const events = reportsToEvents(pir, [
      { code: 'pir', value: 'none', event_time: at('2025-06-01T08:05:00Z') },
      { code: 'pir', value: 'pir', event_time: at('2025-06-01T08:00:00Z') },
      { code: 'battery_percentage', value: '87', event_time: at('2025-06-01T08:01:00Z') },
    ])
    expect(events).toEqual([
      { deviceId: 'tuya-pir-1', timestamp: '2025-06-01T08:00:00.000Z', motionDetected: true, eventId: `tuya:pir-1:pir:${at('2025-06-01T08:00:00Z')}:pir` },
      { deviceId: 'tuya-pir-1', timestamp: '2025-06-01T08:05:00.000Z', motionDetected: false, batteryLevel: 87, eventId: `tuya:pir-1:pir:${at('2025-06-01T08:05:00Z')}:none` },
    ])
    for (const event of events) expect(IngestEvent.safeParse(event).success).toBe(true)
  })

  it('reads doorcontact_state true as open and false as closed, as text or as JSON', () => {
    const events = reportsToEvents(door, [
      { code: 'doorcontact_state', value: 'true', event_time: 1_000 },
      { code: 'doorcontact_state', value: false, event_time: 2_000 },
      { code: 'doorcontact_state', value: 'ajar', event_time: 3_000 },
      { code: 'battery_percentage', value: 140, event_time: 2_500 },
      { code: 'doorcontact_state', value: true, event_time: 4_000 },
    ])
    expect(events.map((e) => [e.door, e.batteryLevel])).toEqual([
      ['open', undefined],
      ['closed', undefined],
      ['open', 100],
    ])
  })

  it('gives the same report the same event id every time, and different reports different ids', () => {
    const log = { code: 'pir', value: 'pir', event_time: 5_000 }
    const [first] = reportsToEvents(pir, [log])
    const [again] = reportsToEvents(pir, [{ ...log }])
    const [other] = reportsToEvents(pir, [{ ...log, event_time: 5_001 }])
    expect(first!.eventId).toBe(again!.eventId)
    expect(other!.eventId).not.toBe(first!.eventId)
  })

  it('ignores a door code on a PIR and a PIR code on a door', () => {
    expect(reportsToEvents(pir, [{ code: 'doorcontact_state', value: 'true', event_time: 1_000 }])).toEqual([])
    expect(reportsToEvents(door, [{ code: 'pir', value: 'pir', event_time: 1_000 }])).toEqual([])
  })
})
