import { describe, expect, it } from 'vitest'
import { onceEach, shownOf } from './paged-list'

describe('shownOf', () => {
  it('says how many of how many are shown, A–Z, with thousands grouped', () => {
    expect(shownOf(50, 1002, 'users')).toBe('Showing the first 50 of 1,002 users, A–Z by last name.')
    expect(shownOf(200, 250, 'clients')).toBe('Showing the first 200 of 250 clients, A–Z by last name.')
    expect(shownOf(1050, 2002, 'clients')).toBe('Showing the first 1,050 of 2,002 clients, A–Z by last name.')
  })
})

describe('onceEach', () => {
  it('keeps a row renamed between two pages where it first came, not again further down under its new name', () => {
    const rows = [
      { id: 'a', lastName: 'Adams' },
      { id: 'b', lastName: 'Baker' },
      { id: 'c', lastName: 'Cole' },
      { id: 'b', lastName: 'Zane' },
      { id: 'd', lastName: 'Zimmer' },
    ]
    expect(onceEach(rows).map((r) => r.lastName)).toEqual(['Adams', 'Baker', 'Cole', 'Zimmer'])
  })
})
