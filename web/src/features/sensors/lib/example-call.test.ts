import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { exampleHeartbeatCall, exampleIngestCall } from './example-call'

/** What the shell hands curl as the body: the -d word, run through sh with `date` as it is */
function bodyOf(call: string) {
  const word = call.slice(call.indexOf('-d ') + 3)
  return JSON.parse(execFileSync('sh', ['-c', `printf %s ${word}`], { encoding: 'utf8' })) as { events: Record<string, unknown>[] }
}

describe('exampleIngestCall', () => {
  it('posts one motion event for the device with the key as a bearer token, timed when it runs', () => {
    const call = exampleIngestCall({ origin: 'https://home.example', key: 'hwk_abc', deviceId: 'MSH-AB12CD34' })
    expect(call).toBe(
      [
        'curl -X POST https://home.example/api/ingest/events \\',
        `  -H 'Authorization: Bearer hwk_abc' \\`,
        `  -H 'Content-Type: application/json' \\`,
        `  -d '{"events":[{"deviceId":"MSH-AB12CD34","timestamp":"'"$(date -u +%Y-%m-%dT%H:%M:%SZ)"'","motionDetected":true}]}'`,
      ].join('\n'),
    )
  })

  it('sends the time of each run, so running it again is a new event and not a duplicate', () => {
    const before = Date.now()
    const { events } = bodyOf(exampleIngestCall({ origin: 'http://h', key: 'k', deviceId: 'MSH-1' }))
    expect(events).toEqual([{ deviceId: 'MSH-1', timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/), motionDetected: true }])
    const at = Date.parse(events[0]!.timestamp as string)
    expect(at).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000)
    expect(at).toBeLessThanOrEqual(Date.now())
  })

  it.each([
    ['door', { door: 'open' }],
    ['contact', { door: 'open' }],
    ['pressure', { motionDetected: true }],
  ] as const)('sends a %s sensor the reading the server takes from it', (kind, reading) => {
    const { events } = bodyOf(exampleIngestCall({ origin: 'http://h', key: 'k', deviceId: 'DOOR-1', kind }))
    expect(events[0]).toMatchObject({ deviceId: 'DOOR-1', ...reading })
  })

  it("keeps a device ID with a ' or a marker-like text in it one shell word", () => {
    const call = exampleIngestCall({ origin: 'http://h', key: 'k', deviceId: `Jo's "now"` })
    expect(call).toContain(`-d '{"events":[{"deviceId":"Jo'\\''s \\"now\\"","timestamp":"'"$(date`)
    expect(bodyOf(call).events[0]).toMatchObject({ deviceId: `Jo's "now"`, motionDetected: true })
  })
})

describe('exampleHeartbeatCall', () => {
  it('posts an empty batch with the key, which the shell hands curl as {"events":[]}', () => {
    const call = exampleHeartbeatCall({ origin: 'https://home.example', key: "hwk_it's" })
    expect(call.split('\n').slice(0, 3)).toEqual([
      'curl -X POST https://home.example/api/ingest/events \\',
      `  -H 'Authorization: Bearer hwk_it'\\''s' \\`,
      `  -H 'Content-Type: application/json' \\`,
    ])
    expect(bodyOf(call)).toEqual({ events: [] })
  })
})
