import { describe, expect, it } from 'vitest'
import { MINUTE_MS } from './local-time'
import { newNightVisits, nightVisitOnInside, returnToBedShows } from './night-visits'

const at = (minutes: number) => Date.UTC(2024, 4, 6, 2, 0) + minutes * MINUTE_MS

/** One night-time visit at minute `start`: bathroom, hall, then `then` (a room, or null for nothing until `nextAt`) */
function visit(visits: ReturnType<typeof newNightVisits>, start: number, then: string | null) {
  nightVisitOnInside(visits, 'bathroom', at(start), () => true)
  nightVisitOnInside(visits, 'hall', at(start + 4), () => true)
  if (then) nightVisitOnInside(visits, then, at(start + 6), () => true)
}

describe('night-time bathroom visits and the way back to bed', () => {
  it('counts a bedroom event within 20 minutes (through the hall) as a return seen', () => {
    const visits = newNightVisits()
    visit(visits, 0, 'bedroom')
    expect(visits).toMatchObject({ seen: 1, unseen: 0, pendingSince: null })
  })

  it('counts 20 minutes of nothing as a return unseen, but only once the next activity comes: the visit going on now is not held against itself', () => {
    const visits = newNightVisits()
    visit(visits, 0, null)
    expect(visits.unseen).toBe(0)
    nightVisitOnInside(visits, 'bedroom', at(300), () => false)
    expect(visits).toMatchObject({ seen: 0, unseen: 1, pendingSince: null })
  })

  it('counts neither when the person goes elsewhere (the kitchen), and only starts a visit at night', () => {
    const visits = newNightVisits()
    visit(visits, 0, 'kitchen')
    nightVisitOnInside(visits, 'bathroom', at(600), () => false)
    nightVisitOnInside(visits, 'bedroom', at(602), () => false)
    expect(visits).toMatchObject({ seen: 0, unseen: 0 })
  })

  it('says the return shows only after five visits with at most one in twenty unseen', () => {
    const visits = newNightVisits()
    for (let night = 0; night < 4; night++) visit(visits, night * 1440, 'bedroom')
    expect(returnToBedShows(visits)).toBeNull()
    visit(visits, 4 * 1440, 'bedroom')
    expect(returnToBedShows(visits)).toBe(true)
    // house A: about one visit in seven ends unseen
    visits.unseen = visits.seen / 6
    expect(returnToBedShows(visits)).toBeNull()
    expect(returnToBedShows(undefined)).toBeNull()
  })
})
