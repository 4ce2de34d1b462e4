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

  it('calls a malformed string a format problem', () => {
    expect(timestampProblem('30/02/2026 10:00')).toBe('must be an ISO 8601 date-time with seconds and a time zone, e.g. 2026-03-01T08:30:00Z')
  })
})
