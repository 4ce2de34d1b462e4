import { describe, expect, it } from 'vitest'
import { phoneHasDigits, phoneSearchDigits } from './phone-search'

describe('phoneSearchDigits', () => {
  it.each([
    // nine digits or more: the last nine, the same whether written with a country code or a trunk 0
    ['spaced', '7700 900021', '700900021'],
    ['dashed', '07700-900021', '700900021'],
    ['with a plus', '+44 7700 900021', '700900021'],
    ['with 00 for the plus', '0044 7700 900021', '700900021'],
    ['bracketed and dotted', '(0770) 090.0021', '700900021'],
    // fewer: as typed, less a trunk 0
    ['surrounding spaces', '  900021 ', '900021'],
    ['the start of a national number', '07700 9', '77009'],
    ['nine digits with a trunk 0', '07700 9000', '77009000'],
    ['exactly four digits', '0021', '21'],
    ['all zeros', '0000', '0000'],
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

describe('the same number written two ways', () => {
  it.each([
    ['+44 7700 900021', '07700 900021'],
    ['07700 900021', '+44 7700 900021'],
    ['0044 7700 900021', '+44 (0) 7700 900021'],
    ['(212) 555-0134', '+1 212 555 0134'],
    ['+33 6 12 34 56 78', '06 12 34 56 78'],
    ['0612', '+33 6 12 34 56 78'],
  ])('a search for %s finds %s', (search, stored) => {
    expect(phoneHasDigits(stored, phoneSearchDigits(search)!)).toBe(true)
  })

  it('does not find another number', () => {
    expect(phoneHasDigits('+44 7700 900022', phoneSearchDigits('07700 900021')!)).toBe(false)
  })
})

describe('phoneHasDigits', () => {
  it('matches a stored number however it was spaced, and never a missing one', () => {
    expect(phoneHasDigits('+44 7700-900 021', '7700900021')).toBe(true)
    expect(phoneHasDigits('07700 900021', '7700900022')).toBe(false)
    expect(phoneHasDigits(null, '7700')).toBe(false)
  })
})
