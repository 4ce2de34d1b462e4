import { describe, expect, it } from 'vitest'
import { tellApartBy } from './circle-search'

describe('tellApartBy', () => {
  it.each([
    ['the e-mail first', { email: 'jo@example.com', phone: '07700 900021' }, 'jo@example.com'],
    ['else the phone', { email: null, phone: '07700 900021' }, '07700 900021'],
    ['else the home', { email: null, phone: null }, 'home 42cd303d'],
  ])('tells people of one name apart in staff lists by %s', (_, person, expected) => {
    expect(tellApartBy(person, '42cd303d-1111-4222-8333-944444444444')).toBe(expected)
  })

  it('has nothing to tell apart by for someone without e-mail or phone who is not a home', () => {
    expect(tellApartBy({ email: null, phone: null })).toBeNull()
  })
})
