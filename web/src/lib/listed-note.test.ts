import { describe, expect, it } from 'vitest'
import { listedNote } from './listed-note'

const USERS = { what: 'users', searchBy: 'name or email' }

describe('the note under a table of people the server cut short', () => {
  it('says how many match and to search for the rest', () => {
    expect(listedNote(200, 2002, USERS)).toBe('Showing the first 200 of 2,002 users, A–Z by last name. Search by name or email to find the others.')
    expect(listedNote(200, 250, { what: 'clients', searchBy: 'name, email or phone' })).toBe(
      'Showing the first 200 of 250 clients, A–Z by last name. Search by name, email or phone to find the others.',
    )
  })

  it('says nothing when every match is listed', () => {
    expect(listedNote(200, 200, USERS)).toBeNull()
    expect(listedNote(3, 3, USERS)).toBeNull()
    expect(listedNote(0, 0, USERS)).toBeNull()
  })
})
