import { BILLING_MESSAGES } from '@contracts/billing'
import { describe, expect, it } from 'vitest'
import { CARD_MESSAGES, cardNumberProblem, checkCard, cvcProblem, describeCard, detectBrand, parseExpiry, passesLuhn } from './card'

// the networks' published test numbers
const VISA = '4242 4242 4242 4242'
const NOW = new Date('2026-04-15T12:00:00Z')

describe('passesLuhn', () => {
  it.each([
    ['4242424242424242', true],
    ['4111111111111111', true],
    ['378282246310005', true],
    ['5555555555554444', true],
    ['4242424242424241', false],
    ['4111111111111112', false],
    ['0', true],
    ['', false],
    ['4242 4242', false],
  ])('%s → %s', (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid)
  })
})

describe('detectBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['2220990000000000', 'other'],
    ['2721000000000000', 'other'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6500000000000002', 'discover'],
    ['6221260000000000', 'discover'],
    ['6229250000000000', 'discover'],
    ['6221250000000000', 'other'],
    ['3530111333300000', 'other'],
    ['', 'other'],
  ])('%s is %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand)
  })
})

describe('cardNumberProblem', () => {
  it.each([
    [VISA, null],
    ['4242-4242-4242-4242', null],
    ['378282246310005', null],
    ['6011111111111117', null],
    ['5555555555554444', null],
    ['', CARD_MESSAGES.numberRequired],
    ['   ', CARD_MESSAGES.numberRequired],
    ['4242 4242 4242 424x', CARD_MESSAGES.numberDigits],
    ['4242 4242 4242', CARD_MESSAGES.numberIncomplete],
    ['4242 4242 4242 4241', CARD_MESSAGES.numberInvalid],
    // a Luhn-valid number of a length Visa does not issue
    ['42424242424242', CARD_MESSAGES.numberInvalid],
    // an American Express number has 15 digits, not 16
    ['3782822463100055', CARD_MESSAGES.numberInvalid],
    ['37828224631', CARD_MESSAGES.numberIncomplete],
    ['42424242424242424242', CARD_MESSAGES.numberInvalid],
  ])('"%s" → %s', (number, problem) => {
    expect(cardNumberProblem(number)).toBe(problem)
  })
})

describe('parseExpiry', () => {
  it.each([
    ['04/29', { month: 4, year: 2029 }],
    [' 4 / 29 ', { month: 4, year: 2029 }],
    ['0429', { month: 4, year: 2029 }],
    ['12/2030', { month: 12, year: 2030 }],
    // a card works through the last day of its month
    ['04/26', { month: 4, year: 2026 }],
    ['', { problem: CARD_MESSAGES.expiryRequired }],
    ['April 2029', { problem: CARD_MESSAGES.expiryFormat }],
    ['04/9', { problem: CARD_MESSAGES.expiryFormat }],
    ['04-29', { problem: CARD_MESSAGES.expiryFormat }],
    ['13/29', { problem: CARD_MESSAGES.expiryMonth }],
    ['00/29', { problem: CARD_MESSAGES.expiryMonth }],
    ['03/26', { problem: BILLING_MESSAGES.cardExpired }],
    ['12/25', { problem: BILLING_MESSAGES.cardExpired }],
  ])('"%s" → %j', (text, expected) => {
    expect(parseExpiry(text, NOW)).toEqual(expected)
  })
})

describe('cvcProblem', () => {
  it.each([
    ['123', null],
    ['1234', null],
    [' 123 ', null],
    ['', CARD_MESSAGES.cvcRequired],
    ['12', CARD_MESSAGES.cvcFormat],
    ['12345', CARD_MESSAGES.cvcFormat],
    ['12a', CARD_MESSAGES.cvcFormat],
  ])('"%s" → %s', (cvc, problem) => {
    expect(cvcProblem(cvc)).toBe(problem)
  })
})

describe('checkCard', () => {
  it('sends the name, brand, last four digits and expiry, and neither the whole number nor the code', () => {
    const result = checkCard({ cardholderName: '  Ada Lovelace ', cardNumber: VISA, expiry: '04/29', cvc: '123' }, NOW)
    expect(result).toEqual({ payment: { cardholderName: 'Ada Lovelace', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2029 } })
    const sent = JSON.stringify(result)
    expect(sent).not.toContain('4242424242424242')
    expect(sent).not.toContain('123')
  })

  it('names the first problem of every field that has one', () => {
    expect(checkCard({ cardholderName: ' ', cardNumber: '4242 4242 4242 4241', expiry: '13/29', cvc: '1' }, NOW)).toEqual({
      problems: {
        cardholderName: BILLING_MESSAGES.nameRequired,
        cardNumber: CARD_MESSAGES.numberInvalid,
        expiry: CARD_MESSAGES.expiryMonth,
        cvc: CARD_MESSAGES.cvcFormat,
      },
    })
  })

  it("checks the name against the API's own limit", () => {
    const result = checkCard({ cardholderName: 'A'.repeat(101), cardNumber: VISA, expiry: '04/29', cvc: '123' }, NOW)
    expect(result).toEqual({ problems: { cardholderName: BILLING_MESSAGES.nameTooLong } })
  })

  it('refuses a card whose month has passed', () => {
    expect(checkCard({ cardholderName: 'Ada', cardNumber: VISA, expiry: '03/26', cvc: '123' }, NOW)).toEqual({
      problems: { expiry: BILLING_MESSAGES.cardExpired },
    })
  })
})

describe('describeCard', () => {
  it.each([
    [{ brand: 'visa', last4: '4242', expMonth: 4, expYear: 2029 }, 'Visa ending 4242, expires 04/29'],
    [{ brand: 'amex', last4: '0005', expMonth: 12, expYear: 2031 }, 'American Express ending 0005, expires 12/31'],
    [{ brand: 'other', last4: '0000', expMonth: 1, expYear: 2100 }, 'Card ending 0000, expires 01/00'],
  ] as const)('%j → %s', (card, text) => {
    expect(describeCard(card)).toBe(text)
  })
})
