import { describe, expect, it } from 'vitest'
import { shownOf } from './paged-list'

describe('shownOf', () => {
  it('says how many of how many are shown, A–Z, with thousands grouped', () => {
    expect(shownOf(50, 1002, 'users')).toBe('Showing the first 50 of 1,002 users, A–Z by last name.')
    expect(shownOf(200, 250, 'clients')).toBe('Showing the first 200 of 250 clients, A–Z by last name.')
    expect(shownOf(1050, 2002, 'clients')).toBe('Showing the first 1,050 of 2,002 clients, A–Z by last name.')
  })
})
