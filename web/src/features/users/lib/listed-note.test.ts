import { describe, expect, it } from 'vitest'
import { listedNote } from './listed-note'

describe('the note under a users table the server cut short', () => {
  it('says how many match and to search for the rest', () => {
    expect(listedNote(200, 2002)).toBe('Showing the first 200 of 2,002 users, A–Z by last name. Search by name or email to find the others.')
  })

  it('says nothing when every match is listed', () => {
    expect(listedNote(200, 200)).toBeNull()
    expect(listedNote(3, 3)).toBeNull()
    expect(listedNote(0, 0)).toBeNull()
  })
})
