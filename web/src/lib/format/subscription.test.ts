import { describe, expect, it } from 'vitest'
import { formatMoney } from './subscription'

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [19.99, '$19.99'],
    [1234.56, '$1,234.56'],
    [1_000_000, '$1,000,000.00'],
    [16.658, '$16.66'],
    [0.5, '$0.50'],
    [Number.NaN, '$0.00'],
  ])('%d is %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected)
  })
})

describe('formatMoney', () => {
  it.each([
    [19.99, '$19.99'],
    [199.9, '$199.90'],
    [0, '$0.00'],
    [1999, '$1,999.00'],
  ])('%d → %s', (amount, text) => expect(formatMoney(amount)).toBe(text))
})
