import { describe, expect, it } from 'vitest'
import { watchesNothingInside } from '@contracts/devices'
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

describe('a home that watches nothing inside', () => {
  it('is one whose only sensors switched on are front doors', () => {
    expect(watchesNothingInside([sensor('door')])).toBe(true)
    expect(watchesNothingInside([sensor('door'), sensor('motion', false)])).toBe(true)
  })

  it('is not one with any other sensor switched on, nor one with none switched on', () => {
    expect(watchesNothingInside([sensor('door'), sensor('contact')])).toBe(false)
    expect(watchesNothingInside([sensor('motion')])).toBe(false)
    expect(watchesNothingInside([sensor('door', false)])).toBe(false)
    expect(watchesNothingInside([])).toBe(false)
  })
})
