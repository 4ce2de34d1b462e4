// Which piece of a call all ahead is the hub's clock (decision 0066): the bulk, not an event far further ahead.
import { describe, expect, it } from 'vitest'
import { callShiftOf } from './hub-ahead'

const NOW = new Date('2026-03-01T12:00:00Z')
const MINUTE = 60_000
/** Times `minutes` after NOW, as a hub ahead stamps them */
const at = (...minutes: number[]) => minutes.map((m) => new Date(NOW.getTime() + m * MINUTE))

describe('how far a call all ahead is moved back', () => {
  it('by the lead of its bulk: one event far further ahead is cut off, not followed', () => {
    // was: 240 min, the three filed three hours before they happened
    expect(callShiftOf(at(57, 58, 60, 240), NOW)).toEqual({ movedBackMs: 60 * MINUTE, keptUntil: NOW.getTime() + 60 * MINUTE })
  })

  it('by the lead of the bulk when a lone event comes before it: that one is part of a backlog, moved with it', () => {
    expect(callShiftOf(at(20, 118, 119, 120), NOW)).toEqual({ movedBackMs: 120 * MINUTE, keptUntil: Infinity })
  })

  it('by the lesser lead when the pieces are as many (filed later than they happened, never earlier)', () => {
    expect(callShiftOf(at(20, 200), NOW)).toEqual({ movedBackMs: 20 * MINUTE, keptUntil: NOW.getTime() + 20 * MINUTE })
  })

  it('by the lead the key remembers, when a piece has it', () => {
    expect(callShiftOf(at(57, 58, 60, 240), NOW, 235)).toEqual({ movedBackMs: 240 * MINUTE, keptUntil: Infinity })
  })

  it('as a whole, as before, when no event is far after the one before it', () => {
    expect(callShiftOf(at(10, 30, 50, 70), NOW)).toEqual({ movedBackMs: 70 * MINUTE, keptUntil: Infinity })
  })
})
