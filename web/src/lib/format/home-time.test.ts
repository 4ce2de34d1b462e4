import { describe, expect, it, vi } from 'vitest'
import { allZones, differsFromViewer, homeDayNote, homeZoneSuffix, zoneLabel } from './home-time'

const WINTER = new Date('2026-01-15T12:00:00Z')
const SUMMER = new Date('2026-07-15T12:00:00Z')

describe('whose time it is', () => {
  it.each([
    ['Europe/London', 'London time'],
    ['America/New_York', 'New York time'],
    ['America/Argentina/Buenos_Aires', 'Buenos Aires time'],
    ['UTC', 'UTC'],
    ['Etc/GMT+5', 'GMT-5'],
    // the old spellings Intl may store a zone under: the label names the place as it is called now
    ['Asia/Calcutta', 'Kolkata time'],
    ['Asia/Kolkata', 'Kolkata time'],
    ['Europe/Kiev', 'Kyiv time'],
    ['Asia/Saigon', 'Ho Chi Minh time'],
  ])('%s is "%s"', (zone, label) => expect(zoneLabel(zone, WINTER)).toBe(label))

  it('differs by the clocks at that moment, not by the zones’ names', () => {
    expect(differsFromViewer(WINTER, 'Europe/London', 'America/New_York')).toBe(true)
    expect(differsFromViewer(WINTER, 'Europe/London', 'Europe/Lisbon')).toBe(false)
    expect(differsFromViewer(WINTER, 'Europe/London', 'UTC')).toBe(false)
    expect(differsFromViewer(SUMMER, 'Europe/London', 'UTC')).toBe(true)
    // a home zone this browser does not know is shown on the browser's clock: nothing to add
    expect(differsFromViewer(WINTER, 'Mars/Olympus', 'UTC')).toBe(false)
    expect(differsFromViewer(WINTER, undefined, 'UTC')).toBe(false)
  })

  it('adds the label only where it differs', () => {
    expect(homeZoneSuffix(SUMMER, 'Europe/London', 'UTC')).toBe(' London time')
    expect(homeZoneSuffix(WINTER, 'Europe/London', 'UTC')).toBe('')
  })

  it('says whose midnight a "today" count starts at, to a viewer elsewhere', () => {
    expect(homeDayNote(WINTER, 'Europe/London', 'America/New_York')).toBe('Since midnight, London time')
    expect(homeDayNote(WINTER, 'America/New_York', 'UTC')).toBe('Since midnight, New York time')
    expect(homeDayNote(WINTER, 'Europe/London', 'Europe/London')).toBeNull()
  })
})

describe('the zones a home may be given', () => {
  it("offers UTC, which browsers' lists leave out, once, and the browser's own zone first when its list lacks it", () => {
    // a browser in Paris (this machine's own zone may be UTC, which would hide both rules)
    const real = Intl.DateTimeFormat.prototype.resolvedOptions
    const inParis = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone: 'Europe/Paris' }
    })
    try {
      expect(allZones(['Europe/London', 'Asia/Tokyo'])).toEqual(['Europe/Paris', 'Europe/London', 'Asia/Tokyo', 'UTC'])
      expect(allZones(['Europe/London', 'Europe/Paris', 'UTC'])).toEqual(['Europe/London', 'Europe/Paris', 'UTC'])
    } finally {
      inParis.mockRestore()
    }
  })

  it('is every zone this browser knows, with UTC', () => {
    const zones = allZones()
    expect(zones).toContain('UTC')
    expect(zones).toContain('Europe/London')
    expect(new Set(zones).size).toBe(zones.length)
  })
})
