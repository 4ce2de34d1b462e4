import { describe, expect, it } from 'vitest'
import { lacksFrontDoor } from './front-door'

const sensor = (kind: 'motion' | 'door' | 'pressure' | 'contact', isActive = true) => ({ kind, isActive })

describe('a home without a front door sensor', () => {
  it('is one whose sensors include no front door switched on', () => {
    expect(lacksFrontDoor([sensor('motion'), sensor('contact')])).toBe(true)
    expect(lacksFrontDoor([sensor('motion'), sensor('door', false)])).toBe(true)
  })

  it('is not one with a front door switched on, nor one with no sensors yet (that has its own message)', () => {
    expect(lacksFrontDoor([sensor('motion'), sensor('door')])).toBe(false)
    expect(lacksFrontDoor([])).toBe(false)
  })
})
