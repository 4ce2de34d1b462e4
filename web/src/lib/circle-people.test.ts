import { describe, expect, it } from 'vitest'
import { personTie } from './circle-people'

describe('who a person is to the circle', () => {
  it('is the relationship they gave', () => {
    expect(personTie({ role: 'carer', relationship: 'Daughter' })).toBe('Daughter')
  })

  it('is their role, capitalised like a relationship, when they gave none', () => {
    expect(personTie({ role: 'carer', relationship: null })).toBe('Carer')
    expect(personTie({ role: 'client', relationship: null })).toBe('Client')
    expect(personTie({ role: 'carer', relationship: '  ' })).toBe('Carer')
  })
})
