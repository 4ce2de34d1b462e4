import { describe, expect, it } from 'vitest'
import { heldUntil, nightZone } from './night-hold'

const battery = { type: 'sensor_offline', severity: 'medium' }
const at = (iso: string) => new Date(iso)

describe('news that can wait, raised at night, goes at 07:00 on the home clock', () => {
  it.each([
    ['02:14 in London (winter, UTC)', '2026-01-15T02:14:00Z', 'Europe/London', '2026-01-15T07:00:00.000Z'],
    ['22:00 in London: the night has begun', '2026-01-15T22:00:00Z', 'Europe/London', '2026-01-16T07:00:00.000Z'],
    ['23:30 in New York (UTC-5)', '2026-01-16T04:30:00Z', 'America/New_York', '2026-01-16T12:00:00.000Z'],
    ['06:59 in Kolkata (UTC+05:30)', '2026-01-15T01:29:00Z', 'Asia/Kolkata', '2026-01-15T01:30:00.000Z'],
    // the clocks go forward at 01:00 UTC on 29 Mar 2026: 23:00 GMT, then 07:00 BST
    ['the night the clocks go forward in London', '2026-03-28T23:00:00Z', 'Europe/London', '2026-03-29T06:00:00.000Z'],
    // and back at 01:00 UTC on 25 Oct 2026: 23:00 BST, then 07:00 GMT
    ['the night the clocks go back in London', '2026-10-24T22:00:00Z', 'Europe/London', '2026-10-25T07:00:00.000Z'],
    // forward at 07:00 UTC on 8 Mar 2026 in New York: 23:30 EST, then 07:00 EDT (11:00 UTC, not 12:00)
    ['the night the clocks go forward in New York', '2026-03-08T04:30:00Z', 'America/New_York', '2026-03-08T11:00:00.000Z'],
    // and back at 06:00 UTC on 1 Nov 2026: 23:30 EDT, then 07:00 EST (12:00 UTC, not 11:00)
    ['the night the clocks go back in New York', '2026-11-01T03:30:00Z', 'America/New_York', '2026-11-01T12:00:00.000Z'],
  ])('%s', (_, now, zone, morning) => {
    expect(heldUntil(battery, at(now), zone)?.toISOString()).toBe(morning)
  })

  it('goes at once by day: from 07:00 until 21:59', () => {
    expect(heldUntil(battery, at('2026-01-15T07:00:00Z'), 'Europe/London')).toBeNull()
    expect(heldUntil(battery, at('2026-01-15T21:59:59Z'), 'Europe/London')).toBeNull()
    expect(heldUntil(battery, at('2026-01-15T12:00:00Z'), 'Asia/Kolkata')).toBeNull()
  })

  it('never holds what is urgent or high, whatever the hour', () => {
    const night = at('2026-01-15T02:14:00Z')
    for (const alert of [
      { type: 'inactivity', severity: 'medium' },
      { type: 'emergency', severity: 'critical' },
      { type: 'sensor_offline', severity: 'critical' },
      { type: 'sensor_offline', severity: 'high' },
      { type: 'pattern_change', severity: 'high' },
    ]) {
      expect(heldUntil(alert, night, 'Europe/London'), `${alert.type} ${alert.severity}`).toBeNull()
    }
    expect(heldUntil({ type: 'pattern_change', severity: 'low' }, night, 'Europe/London')?.toISOString()).toBe('2026-01-15T07:00:00.000Z')
  })
})

describe('whose night it is', () => {
  it("is the recipient's own once their browser's clock is known, the home's until then", () => {
    expect(nightZone('America/New_York', 'Europe/London')).toBe('America/New_York')
    expect(nightZone(null, 'Europe/London')).toBe('Europe/London')
  })
})
