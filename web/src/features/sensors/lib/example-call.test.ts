import { describe, expect, it } from 'vitest'
import { exampleIngestCall } from './example-call'

describe('exampleIngestCall', () => {
  it('posts one motion event for the device with the key as a bearer token', () => {
    const call = exampleIngestCall({ origin: 'https://home.example', key: 'hwk_abc', deviceId: 'MSH-AB12CD34', timestamp: '2025-06-01T12:00:00.000Z' })
    expect(call).toBe(
      [
        'curl -X POST https://home.example/api/ingest/events \\',
        `  -H 'Authorization: Bearer hwk_abc' \\`,
        `  -H 'Content-Type: application/json' \\`,
        `  -d '{"events":[{"deviceId":"MSH-AB12CD34","timestamp":"2025-06-01T12:00:00.000Z","motionDetected":true}]}'`,
      ].join('\n'),
    )
  })

  it('sends a door sensor an opening, which is what the server accepts from one', () => {
    const call = exampleIngestCall({ origin: 'http://h', key: 'k', deviceId: 'DOOR-1', timestamp: 't', kind: 'door' })
    expect(call).toContain(`-d '{"events":[{"deviceId":"DOOR-1","timestamp":"t","door":"open"}]}'`)
  })

  it("keeps a device ID with a ' in it one shell word", () => {
    const call = exampleIngestCall({ origin: 'http://h', key: 'k', deviceId: "Jo's", timestamp: 't' })
    expect(call).toContain(`-d '{"events":[{"deviceId":"Jo'\\''s","timestamp":"t","motionDetected":true}]}'`)
  })
})
