import { describe, expect, it } from 'vitest'
import { readBridgeState, readZ2mPayload, z2mPayloadProblem } from './zigbee2mqtt'

describe('reading a Zigbee2MQTT message', () => {
  it.each([
    ['a PIR seeing motion', '{"occupancy":true,"battery":87,"linkquality":204}', 'motion', { motionDetected: true, batteryLevel: 87, signalStrength: 80 }],
    ['a PIR going quiet', '{"occupancy":false}', 'motion', { motionDetected: false }],
    ['a door opening (contact false)', '{"contact":false,"battery":100,"linkquality":255}', 'door', { door: 'open', batteryLevel: 100, signalStrength: 100 }],
    ['a door closing (contact true)', '{"contact":true,"linkquality":0}', 'door', { door: 'closed', signalStrength: 0 }],
    ['a door sensor that also reports occupancy', '{"contact":false,"occupancy":true}', 'door', { door: 'open' }],
    ['a PIR that also reports contact', '{"contact":false,"occupancy":true}', 'motion', { motionDetected: true }],
    ['a battery of 255, Zigbee\'s unknown, as none', '{"occupancy":true,"battery":255}', 'motion', { motionDetected: true }],
    ['a battery above 100 as none, not as full', '{"occupancy":true,"battery":130.6}', 'motion', { motionDetected: true }],
    ['a battery below 0 as none', '{"occupancy":true,"battery":-1}', 'motion', { motionDetected: true }],
    ['a decimal battery, rounded', '{"occupancy":true,"battery":99.6}', 'motion', { motionDetected: true, batteryLevel: 100 }],
    ['last_seen as ISO 8601', '{"occupancy":true,"last_seen":"2024-05-01T10:00:00.000Z"}', 'motion', { motionDetected: true, lastSeen: new Date('2024-05-01T10:00:00.000Z') }],
    ['last_seen local with offset', '{"occupancy":true,"last_seen":"2024-05-01T12:00:00+02:00"}', 'motion', { motionDetected: true, lastSeen: new Date('2024-05-01T10:00:00.000Z') }],
    ['last_seen as epoch', '{"occupancy":true,"last_seen":1714557600000}', 'motion', { motionDetected: true, lastSeen: new Date(1714557600000) }],
    ['last_seen without a zone (ignored)', '{"occupancy":true,"last_seen":"2024-05-01T10:00:00"}', 'motion', { motionDetected: true }],
  ] as const)('reads %s', (_, payload, kind, expected) => {
    expect(readZ2mPayload(Buffer.from(payload), kind)).toEqual(expected)
  })

  it.each([
    ['a battery-only report', '{"battery":90,"linkquality":100}'],
    ['a string payload', 'online'],
    ['an array', '[1,2]'],
    ['non-boolean occupancy', '{"occupancy":"yes"}'],
  ])('skips %s', (_, payload) => {
    expect(readZ2mPayload(payload, 'motion')).toBeUndefined()
  })
})

describe('saying why a Zigbee2MQTT message is not read', () => {
  it.each([
    ['a string payload', 'online', "the payload is not JSON (Zigbee2MQTT's advanced.output must be json or attribute_and_json)"],
    ['an array', '[1,2]', 'the payload is not a JSON object'],
    ['a battery-only report', '{"battery":90}', 'it has neither occupancy nor contact (true/false), so it is no motion or door report'],
    ['a motion report', '{"occupancy":false}', undefined],
    ['a door report', '{"contact":true}', undefined],
  ])('%s', (_, payload, problem) => {
    expect(z2mPayloadProblem(payload)).toBe(problem)
  })
})

describe("reading the bridge's state", () => {
  it.each([
    ['online', 'online'],
    ['offline', 'offline'],
    ['{"state":"online"}', 'online'],
    ['{"state":"offline"}', 'offline'],
    ['"offline"', 'offline'],
    [' online\n', 'online'],
    ['', undefined],
    ['{"state":"ONLINE"}', undefined],
    ['{"status":"online"}', undefined],
    ['[1]', undefined],
    ['not json {', undefined],
  ] as const)('reads %j as %s', (payload, expected) => {
    expect(readBridgeState(Buffer.from(payload))).toBe(expected)
  })
})
