import { describe, expect, it } from 'vitest'
import { phoneHasDigits, phoneSearchDigits } from './phone-search'

describe('phoneSearchDigits', () => {
  it.each([
    ['spaced', '7700 900021', '7700900021'],
    ['dashed', '07700-900021', '07700900021'],
    ['with a plus', '+44 7700 900021', '447700900021'],
    ['bracketed and dotted', '(0770) 090.0021', '07700900021'],
    ['surrounding spaces', '  900021 ', '900021'],
    ['exactly four digits', '0021', '0021'],
  ])('%s: %s looks for %s', (_, search, digits) => {
    expect(phoneSearchDigits(search)).toBe(digits)
  })

  it.each([
    ['fewer than four digits', '021'],
    ['a name', 'Joan Taylor'],
    ['a name with a number', 'flat 1234'],
    ['an e-mail with digits', 'carer1234@example.com'],
    ['nothing', '   '],
  ])('%s (%s) is not a phone search', (_, search) => {
    expect(phoneSearchDigits(search)).toBeNull()
  })
})

describe('phoneHasDigits', () => {
  it('matches a stored number however it was spaced, and never a missing one', () => {
    expect(phoneHasDigits('+44 7700-900 021', '7700900021')).toBe(true)
    expect(phoneHasDigits('07700 900021', '7700900022')).toBe(false)
    expect(phoneHasDigits(null, '7700')).toBe(false)
  })
})
