import { describe, expect, it } from 'vitest'
import { localHourStarts, startOfLocalDay, startOfLocalHour } from './local-day'

const start = (now: string, timeZone: string) => startOfLocalDay(new Date(now), timeZone).toISOString()

describe('the start of the local day', () => {
  it.each([
    // an ordinary day, east and west of UTC, and a zone half an hour off
    ['2025-06-14T09:30:15.250Z', 'Europe/London', '2025-06-13T23:00:00.000Z'],
    ['2025-06-14T03:30:00.000Z', 'America/New_York', '2025-06-13T04:00:00.000Z'],
    ['2025-06-14T20:00:00.000Z', 'Asia/Kolkata', '2025-06-14T18:30:00.000Z'],
    ['2025-06-14T09:30:00.000Z', 'UTC', '2025-06-14T00:00:00.000Z'],
  ])('at %s in %s is %s', (now, timeZone, midnight) => {
    expect(start(now, timeZone)).toBe(midnight)
  })

  it.each([
    // the clocks went forward at 01:00 GMT: the day began at 00:00 GMT, not at 23:00 the day before
    ['2025-03-30T09:00:00.000Z', 'Europe/London', '2025-03-30T00:00:00.000Z'],
    // back at 02:00 BST: the day began at 00:00 BST, not at 01:00
    ['2025-10-26T10:00:00.000Z', 'Europe/London', '2025-10-25T23:00:00.000Z'],
    ['2025-03-09T15:00:00.000Z', 'America/New_York', '2025-03-09T05:00:00.000Z'],
    ['2025-11-02T15:00:00.000Z', 'America/New_York', '2025-11-02T04:00:00.000Z'],
    // Lord Howe Island moves its clocks by half an hour
    ['2025-04-06T05:00:00.000Z', 'Australia/Lord_Howe', '2025-04-05T13:00:00.000Z'],
  ])('on a day the clocks change, at %s in %s, is %s', (now, timeZone, midnight) => {
    expect(start(now, timeZone)).toBe(midnight)
  })

  it('is the moment the clocks jumped where they jumped over midnight (Santiago, 00:00 -04 to 01:00 -03)', () => {
    expect(start('2024-09-08T13:00:00.000Z', 'America/Santiago')).toBe('2024-09-08T04:00:00.000Z')
  })

  it('is now itself at midnight, and the same a millisecond before the next one', () => {
    expect(start('2025-03-30T00:00:00.000Z', 'Europe/London')).toBe('2025-03-30T00:00:00.000Z')
    expect(start('2025-03-30T22:59:59.999Z', 'Europe/London')).toBe('2025-03-30T00:00:00.000Z')
  })

  it('refuses a zone Intl does not know', () => {
    expect(() => startOfLocalDay(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError)
  })
})

describe('the start of the local hour', () => {
  const hour = (at: string, timeZone: string) => new Date(startOfLocalHour(Date.parse(at), timeZone)).toISOString()
  it.each([
    ['2026-06-14T09:40:00.000Z', 'Europe/London', '2026-06-14T09:00:00.000Z'],
    // India is half an hour off UTC: its hours start at :30
    ['2026-06-14T00:10:00.000Z', 'Asia/Kolkata', '2026-06-13T23:30:00.000Z'],
    ['2026-06-14T00:50:00.000Z', 'Asia/Kolkata', '2026-06-14T00:30:00.000Z'],
    // Nepal, three quarters: 05:55 there
    ['2026-06-14T00:10:00.000Z', 'Asia/Kathmandu', '2026-06-13T23:15:00.000Z'],
    // the two 01:00 hours of the night London's clocks go back are two hours
    ['2026-10-25T00:30:00.000Z', 'Europe/London', '2026-10-25T00:00:00.000Z'],
    ['2026-10-25T01:30:00.000Z', 'Europe/London', '2026-10-25T01:00:00.000Z'],
    // Lord Howe Island moves its clocks by half an hour, inside an hour of its clock. 4 Oct 2026,
    // 02:00 +10:30 (15:30 UTC) became 02:30 +11: the hour after 01:00 is 02:30-03:00, half an hour
    ['2026-10-03T15:10:00.000Z', 'Australia/Lord_Howe', '2026-10-03T14:30:00.000Z'],
    ['2026-10-03T15:40:00.000Z', 'Australia/Lord_Howe', '2026-10-03T15:30:00.000Z'],
    ['2026-10-03T16:10:00.000Z', 'Australia/Lord_Howe', '2026-10-03T16:00:00.000Z'],
    // 5 Apr 2026, 02:00 +11 (15:00 UTC) became 01:30 +10:30: the half hour 01:30-02:00 comes again
    ['2026-04-04T14:40:00.000Z', 'Australia/Lord_Howe', '2026-04-04T14:00:00.000Z'],
    ['2026-04-04T15:10:00.000Z', 'Australia/Lord_Howe', '2026-04-04T15:00:00.000Z'],
    ['2026-04-04T15:40:00.000Z', 'Australia/Lord_Howe', '2026-04-04T15:30:00.000Z'],
  ])('at %s in %s is %s', (at, timeZone, start) => expect(hour(at, timeZone)).toBe(start))
})

describe('the hours up to now', () => {
  const starts = (at: string, hours: number, timeZone: string) => localHourStarts(Date.parse(at), hours, timeZone).map((ms) => new Date(ms).toISOString())
  it('are whole hours back from the current one on an ordinary day, oldest first', () => {
    expect(starts('2026-06-14T09:40:00.000Z', 3, 'Europe/London')).toEqual(['2026-06-14T07:00:00.000Z', '2026-06-14T08:00:00.000Z', '2026-06-14T09:00:00.000Z'])
  })

  it('on the day London’s clocks go forward have no 01:00 (29 March 2026)', () => {
    expect(starts('2026-03-29T02:10:00.000Z', 4, 'Europe/London')).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T02:00:00.000Z',
    ])
  })

  it('follow Lord Howe’s half-hour change: every hour before it starts at :30 UTC, as its hours did then', () => {
    expect(starts('2026-10-03T16:10:00.000Z', 4, 'Australia/Lord_Howe')).toEqual([
      '2026-10-03T13:30:00.000Z',
      '2026-10-03T14:30:00.000Z',
      '2026-10-03T15:30:00.000Z',
      '2026-10-03T16:00:00.000Z',
    ])
    // 01:00 +11, then 01:30 +10:30 again, then 02:00
    expect(starts('2026-04-04T16:10:00.000Z', 4, 'Australia/Lord_Howe')).toEqual([
      '2026-04-04T13:00:00.000Z',
      '2026-04-04T14:00:00.000Z',
      '2026-04-04T15:00:00.000Z',
      '2026-04-04T15:30:00.000Z',
    ])
  })
})
