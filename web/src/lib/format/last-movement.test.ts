import { describe, expect, it } from 'vitest'
import { clockTime, formatDuration, lastMovementAt, lastMovementLine, lastUseAt, outSinceAt } from './last-movement'

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

describe("a home with a pet: the alert on what a pet cannot use", () => {
  // raised at 13:15 after 5 h 38 min without a door, the fridge or a cupboard; escalated since, so quietMinutes was rewritten
  const alert = { type: 'inactivity', createdAt: '2026-03-10T13:15:00Z', metadata: { pets: true, lastUseAt: '2026-03-10T07:37:00Z', quietMinutes: 513 } }

  it('says when a door, the fridge or a cupboard was last used, not that nothing moved (the cat did)', () => {
    expect(lastUseAt(alert)).toEqual(at('2026-03-10T07:37:00Z'))
    expect(lastMovementAt(alert)).toBeNull()
    expect(lastMovementLine(alert, at('2026-03-10T16:10:00Z'), 'UTC', 'UTC')).toBe('No door, fridge or cupboard used since 07:37 — 8 h 33 min ago')
  })

  it("with motion sensors the pet can't set off counted, says when the last sure sign of them was", () => {
    const sure = { ...alert, metadata: { ...alert.metadata, petImmuneSensors: 1 } }
    expect(lastUseAt(sure)).toEqual(at('2026-03-10T07:37:00Z'))
    expect(lastMovementLine(sure, at('2026-03-10T16:10:00Z'), 'UTC', 'UTC')).toBe('No sure sign of them since 07:37 — 8 h 33 min ago')
    // none counted, or an alert raised before the count was kept: as before
    const none = { ...alert, metadata: { ...alert.metadata, petImmuneSensors: 0 } }
    expect(lastMovementLine(none, at('2026-03-10T16:10:00Z'), 'UTC', 'UTC')).toBe('No door, fridge or cupboard used since 07:37 — 8 h 33 min ago')
  })

  it('with motion sensors the pet can set off counted when kept on by someone moving about (decision 0078), speaks of a sure sign of them too', () => {
    const held = { ...alert, metadata: { ...alert.metadata, petImmuneSensors: 0, heldMotionCounts: true } }
    expect(lastMovementLine(held, at('2026-03-10T16:10:00Z'), 'UTC', 'UTC')).toBe('No sure sign of them since 07:37 — 8 h 33 min ago')
    expect(lastMovementLine({ ...held, metadata: { ...held.metadata, heldMotionCounts: false } }, at('2026-03-10T16:10:00Z'), 'UTC', 'UTC')).toBe('No door, fridge or cupboard used since 07:37 — 8 h 33 min ago')
  })

  it('a motion alert keeps its own line', () => {
    expect(lastUseAt({ type: 'inactivity', createdAt: '2026-03-10T04:00:00Z', metadata: { lastMovementAt: '2026-03-10T03:19:00Z' } })).toBeNull()
    // petImmuneSensors belongs to the pet watch's alert: on a motion alert it changes nothing
    const motion = { type: 'inactivity', createdAt: '2026-03-10T04:00:00Z', metadata: { lastMovementAt: '2026-03-10T03:19:00Z', petImmuneSensors: 2 } }
    expect(lastMovementLine(motion, NOW, 'UTC', 'UTC')).toBe('No movement since 03:19 — 2 h 34 min ago')
  })
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
    expect(clockTime(at('2026-03-10T03:19:00Z'), NOW, 'UTC', 'UTC')).toBe('03:19')
    expect(clockTime(at('2026-03-10T03:19:00Z'), NOW, 'Europe/Berlin', 'Europe/Berlin')).toBe('04:19')
  })
  it('names the day when it was not today there', () => {
    expect(clockTime(at('2026-03-09T23:10:00Z'), NOW, 'UTC', 'UTC')).toBe('Mon 23:10')
    // already the same day in Sydney
    expect(clockTime(at('2026-03-09T23:10:00Z'), NOW, 'Australia/Sydney', 'Australia/Sydney')).toBe('10:10')
    expect(clockTime(at('2026-03-01T08:00:00Z'), NOW, 'UTC', 'UTC')).toBe('1 Mar 08:00')
  })
  it('says whose clock it is when the viewer’s reads differently: a daughter in New York, her mother in London', () => {
    expect(clockTime(at('2026-03-10T03:19:00Z'), NOW, 'Europe/London', 'America/New_York')).toBe('03:19 London time')
    // 23:10 in London the evening before is still "Mon", though it is 19:10 in New York
    expect(clockTime(at('2026-03-09T23:10:00Z'), NOW, 'Europe/London', 'America/New_York')).toBe('Mon 23:10 London time')
    expect(clockTime(at('2026-03-10T03:19:00Z'), NOW, 'UTC', 'Asia/Tokyo')).toBe('03:19 UTC')
    // Lisbon keeps London's clock: nothing to add
    expect(clockTime(at('2026-03-10T03:19:00Z'), NOW, 'Europe/London', 'Europe/Lisbon')).toBe('03:19')
  })
  it('labels by the clocks at that moment: Accra reads as London in winter, not in summer', () => {
    expect(clockTime(at('2026-03-10T03:19:00Z'), NOW, 'Europe/London', 'Africa/Accra')).toBe('03:19')
    const july = at('2026-07-10T05:53:00Z')
    expect(clockTime(at('2026-07-10T03:19:00Z'), july, 'Europe/London', 'Africa/Accra')).toBe('04:19 London time')
  })
  it('the day is the home’s: 23:59 and 00:01 there fall either side of its midnight, wherever the viewer is', () => {
    const now = at('2026-03-10T12:00:00Z')
    expect(clockTime(at('2026-03-09T23:59:00Z'), now, 'Europe/London', 'America/New_York')).toBe('Mon 23:59 London time')
    expect(clockTime(at('2026-03-10T00:01:00Z'), now, 'Europe/London', 'America/New_York')).toBe('00:01 London time')
  })
  it('a zone the browser does not know falls back to the browser’s', () => {
    expect(clockTime(at('2026-03-10T03:19:00Z'), NOW, 'Mars/Olympus')).toMatch(/^\d\d:\d\d$|^\w{3} \d\d:\d\d$/)
  })
})

describe('lastMovementLine', () => {
  const fall = { type: 'emergency', createdAt: '2026-03-10T05:45:00Z', metadata: { lastMovementAt: '2026-03-10T03:19:00Z' } }
  it('says when and how long ago, and moves on with the clock', () => {
    expect(lastMovementLine(fall, NOW, 'UTC', 'UTC')).toBe('No movement since 03:19 — 2 h 34 min ago')
    expect(lastMovementLine(fall, new Date(NOW.getTime() + 60_000), 'UTC', 'UTC')).toBe('No movement since 03:19 — 2 h 35 min ago')
  })
  it('to a viewer in another zone, in the home’s time and saying so', () => {
    expect(lastMovementLine(fall, NOW, 'Europe/London', 'America/New_York')).toBe('No movement since 03:19 London time — 2 h 34 min ago')
  })
  it('counts the quiet in real minutes across the night the clocks go back (London, 25 Oct 2026)', () => {
    // last movement 01:30 BST, now 02:40 GMT: 2 h 10 min, not the 1 h 10 min the wall clocks differ by
    const night = { type: 'inactivity', createdAt: '2026-10-25T02:30:00Z', metadata: { lastMovementAt: '2026-10-25T00:30:00Z' } }
    expect(lastMovementLine(night, at('2026-10-25T02:40:00Z'), 'Europe/London', 'Europe/London')).toBe('No movement since 01:30 — 2 h 10 min ago')
  })
  it('none for other alerts', () => expect(lastMovementLine({ ...fall, type: 'pattern_change' }, NOW, 'UTC')).toBeNull())
})

describe('out in the night, or not back', () => {
  // raised at 02:40 for a door at 02:10 and no return; an escalation since rewrote outMinutes
  const night = { type: 'emergency', createdAt: '2026-03-10T02:40:00Z', metadata: { outSince: '2026-03-10T02:10:00Z', outMinutes: 190, nightOut: 'left' } }
  it('says since when they have been out and how long ago that is, not that nothing moved', () => {
    expect(outSinceAt(night)).toEqual(at('2026-03-10T02:10:00Z'))
    expect(lastMovementLine(night, NOW, 'UTC', 'UTC')).toBe('Out since 02:10 — 3 h 43 min ago')
    // an afternoon out, not back in the small hours: the day is named
    const late = { ...night, metadata: { outSince: '2026-03-09T13:59:00Z', nightOut: 'late' } }
    expect(lastMovementLine(late, NOW, 'UTC', 'UTC')).toBe('Out since Mon 13:59 — 15 h 54 min ago')
  })
  it('none without a readable time, or on another kind of alert', () => {
    expect(outSinceAt({ ...night, metadata: { outSince: 'soon' } })).toBeNull()
    expect(outSinceAt({ ...night, type: 'pattern_change' })).toBeNull()
  })
})
