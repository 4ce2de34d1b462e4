import { describe, expect, it } from 'vitest'
import { IngestEvent } from './ingest'

const timestampProblem = (timestamp: string) => {
  const result = IngestEvent.safeParse({ deviceId: 'MSH-HALL', timestamp, motionDetected: true })
  return result.success ? 'ok' : result.error.issues.filter((i) => i.path[0] === 'timestamp').map((i) => i.message).join('; ')
}

describe("an ingest event's timestamp", () => {
  it.each([
    ['2026-02-30T10:00:00Z', 'is not a real date or time (2026-02-30)'],
    ['2026-13-01T10:00:00Z', 'is not a real date or time (2026-13-01)'],
    ['2026-01-01T25:00:00Z', 'is not a real date or time (25:00:00)'],
  ])('calls %s a date that does not exist, not a format problem', (timestamp, message) => {
    expect(timestampProblem(timestamp)).toBe(message)
  })

  it.each(['2026-11-26 23:55:40.123456+00:00', '2026-11-26t23:55:40Z', '2026-11-26T23:55:40z', '2026-11-26 23:55:40+01:00'])(
    'reads %s, which RFC 3339 allows (Home Assistant sends a space), as the instant it names',
    (timestamp) => {
      const result = IngestEvent.parse({ deviceId: 'MSH-HALL', timestamp, motionDetected: true })
      const zoned = timestamp.replace(/^(.{10})[ t]/, '$1T').replace(/z$/, 'Z')
      expect(new Date(result.timestamp).getTime()).toBe(new Date(zoned).getTime())
    },
  )

  it('still refuses a time without a zone, with a space or not', () => {
    expect(timestampProblem('2026-11-26 23:55:40')).toBe('must be an ISO 8601 date-time with seconds and a time zone, e.g. 2026-03-01T08:30:00Z')
    expect(timestampProblem('2026-11-26T23:55:40')).toBe('must be an ISO 8601 date-time with seconds and a time zone, e.g. 2026-03-01T08:30:00Z')
  })

  it('calls a malformed string a format problem', () => {
    expect(timestampProblem('30/02/2026 10:00')).toBe('must be an ISO 8601 date-time with seconds and a time zone, e.g. 2026-03-01T08:30:00Z')
  })
})

describe("an ingest event's battery and signal", () => {
  it.each([
    ['a percentage', 85, 85],
    ['text from a template', '85', 85],
    ['a decimal from Home Assistant, rounded', 87.5, 88],
    ["Zigbee's 255 (unknown), as none", 255, undefined],
    ['a negative number, as none', -1, undefined],
    ['null, as none', null, undefined],
    ['text that is no number, as none', 'n/a', undefined],
    ['a boolean, as none', true, undefined],
  ])('reads %s', (_, sent, read) => {
    const result = IngestEvent.safeParse({ deviceId: 'MSH-HALL', timestamp: '2026-11-26T23:55:40Z', motionDetected: true, batteryLevel: sent, signalStrength: sent })
    expect(result.success && [result.data.batteryLevel, result.data.signalStrength]).toEqual([read, read])
  })
})
