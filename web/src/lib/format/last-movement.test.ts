import { describe, expect, it } from 'vitest'
import { clockTime, formatDuration, lastMovementAt, lastMovementLine } from './last-movement'

const NOW = new Date('2026-03-10T05:53:00Z')
const at = (iso: string) => new Date(iso)

describe('lastMovementAt', () => {
  it('takes the time the engine gave', () => {
    const alert = { type: 'emergency', createdAt: '2026-03-10T04:00:00Z', metadata: { lastMovementAt: '2026-03-10T03:19:00Z', quietMinutes: 95 } }
    // an escalation rewrote quietMinutes; createdAt minus it would say 02:25
    expect(lastMovementAt(alert)).toEqual(at('2026-03-10T03:19:00Z'))
  })
  it('falls back on createdAt minus quietMinutes for alerts raised before it was kept', () => {
    expect(lastMovementAt({ type: 'inactivity', createdAt: '2026-03-10T05:45:00Z', metadata: { quietMinutes: 146 } })).toEqual(at('2026-03-10T03:19:00Z'))
  })
  it.each([
    [{ type: 'sensor_offline', createdAt: '2026-03-10T05:45:00Z', metadata: { quietMinutes: 146 } }],
    [{ type: 'emergency', createdAt: '2026-03-10T05:45:00Z', metadata: { source: 'button' } }],
    [{ type: 'inactivity', createdAt: '2026-03-10T05:45:00Z', metadata: null }],
    [{ type: 'inactivity', createdAt: '2026-03-10T05:45:00Z', metadata: { lastMovementAt: 'never' } }],
  ])('none for %o', (alert) => expect(lastMovementAt(alert)).toBeNull())
})

describe('formatDuration', () => {
  it.each([
    [0, '0 min'],
    [59.9, '59 min'],
    [60, '1 h'],
    [154, '2 h 34 min'],
    [1440 + 125, '1 d 2 h'],
    [2880, '2 d'],
  ])('%d minutes → %s', (minutes, text) => expect(formatDuration(minutes)).toBe(text))
})

describe('clockTime', () => {
  it('in the home’s zone', () => {
    expect(clockTime(at('2026-03-10T03:19:00Z'), NOW, 'UTC')).toBe('03:19')
    expect(clockTime(at('2026-03-10T03:19:00Z'), NOW, 'Europe/Berlin')).toBe('04:19')
  })
  it('names the day when it was not today there', () => {
    expect(clockTime(at('2026-03-09T23:10:00Z'), NOW, 'UTC')).toBe('Mon 23:10')
    // already the same day in Sydney
    expect(clockTime(at('2026-03-09T23:10:00Z'), NOW, 'Australia/Sydney')).toBe('10:10')
    expect(clockTime(at('2026-03-01T08:00:00Z'), NOW, 'UTC')).toBe('1 Mar 08:00')
  })
  it('a zone the browser does not know falls back to the browser’s', () => {
    expect(clockTime(at('2026-03-10T03:19:00Z'), NOW, 'Mars/Olympus')).toMatch(/^\d\d:\d\d$|^\w{3} \d\d:\d\d$/)
  })
})

describe('lastMovementLine', () => {
  const fall = { type: 'emergency', createdAt: '2026-03-10T05:45:00Z', metadata: { lastMovementAt: '2026-03-10T03:19:00Z' } }
  it('says when and how long ago, and moves on with the clock', () => {
    expect(lastMovementLine(fall, NOW, 'UTC')).toBe('No movement since 03:19 — 2 h 34 min ago')
    expect(lastMovementLine(fall, new Date(NOW.getTime() + 60_000), 'UTC')).toBe('No movement since 03:19 — 2 h 35 min ago')
  })
  it('none for other alerts', () => expect(lastMovementLine({ ...fall, type: 'pattern_change' }, NOW, 'UTC')).toBeNull())
})
