// A drink on a night-time visit (night-read.ts isDrinkVisit): the toilet, then the kitchen's cupboard and the
// fridge, and back to sleep. A block with another room than the bathroom ended the night, so the invented contact
// homes' night drinks were read as getting up at 01:19 or as going to bed at 00:45 (METHOD.md, session 54).
import { describe, expect, it } from 'vitest'
import { readNight } from './daily'
import { MARK_BATHROOM, MARK_OTHER, sleepBeganAt } from './night-read'

// marks are minutes from 18:00 the evening before × 4 + kind
const minute = (hour: number, min: number) => ((hour < 18 ? hour + 24 : hour) - 18) * 60 + min
const mark = (hour: number, min: number, kind = MARK_OTHER) => minute(hour, min) * 4 + kind
const bath = (hour: number, min: number) => mark(hour, min, MARK_BATHROOM)

describe('a drink on a night-time visit', () => {
  it('reads the toilet and a drink between two sleeps as a visit, not getting up (contacts-s65, 11 Feb 2025)', () => {
    // teeth at 21:26-21:31, to bed; the toilet at 01:20 and a drink at 01:24; the toilet at 03:14 and 05:45; up at 08:00
    const marks = [mark(21, 20), bath(21, 23), bath(21, 31), bath(1, 20), bath(1, 23), mark(1, 24), bath(3, 14), bath(3, 17), bath(5, 45), bath(5, 48), bath(8, 0), bath(8, 13), mark(8, 22), mark(8, 29)]
    expect(readNight(marks)).toEqual({ bedMinute: -149, riseMinute: 480, visits: 3 })
  })

  it('reads the toilet and a drink as a visit, not bedtime, and the room she went to bed from stays before it (19 Feb 2025)', () => {
    // a drink, the toilet and teeth at 21:00-21:10, to bed; the toilet at 00:39 and a drink at 00:43-00:45; up at 07:04
    const marks = [mark(21, 0), bath(21, 1), bath(21, 10), bath(0, 39), bath(0, 42), mark(0, 43), mark(0, 45), bath(7, 4), mark(7, 10), mark(7, 22)]
    expect(readNight(marks)).toEqual({ bedMinute: -170, riseMinute: 424, visits: 1 })
    expect(sleepBeganAt(marks)).toBe(minute(21, 10))
  })

  it('keeps the kitchen after the toilet getting up when she stays up after it', () => {
    // to bed at 22:00; the toilet at 06:30 and the kitchen at 06:33, then 40 min unseen before breakfast at 07:13
    const marks = [mark(21, 50), bath(22, 0), bath(6, 30), mark(6, 33), mark(7, 13), mark(7, 20)]
    expect(readNight(marks)).toEqual({ bedMinute: -120, riseMinute: 390, visits: 0 })
  })
})
