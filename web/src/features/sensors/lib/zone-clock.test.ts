import { describe, expect, it } from 'vitest'
import { zoneClock } from './zone-clock'

describe('zoneClock', () => {
  const at = new Date('2026-12-05T01:02:00Z')
  it('gives the day and the 24-hour time there, as every other time in the app', () => {
    expect(zoneClock('Europe/London', at)).toBe('Sat 01:02')
    expect(zoneClock('America/New_York', at)).toBe('Fri 20:02')
    expect(zoneClock('Asia/Kolkata', new Date('2026-12-05T10:00:00Z'))).toBe('Sat 15:30')
  })
  it('says nothing for a zone this browser does not know', () => expect(zoneClock('Mars/Olympus', at)).toBe(''))
})
