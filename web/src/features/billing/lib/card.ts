// The card form's own checks for the built-in payment provider (contracts/billing.ts,
// PaymentMethodInput): the browser checks the whole number, the expiry and the code, and keeps them.
// Only the name, the brand, the last four digits and the expiry are sent (checkCard's `payment`).
import { BILLING_MESSAGES, cardExpired, PaymentMethodInput, type CardBrand } from '@contracts/billing'

export const CARD_MESSAGES = {
  numberRequired: 'Enter the card number',
  numberDigits: 'A card number has only digits',
  numberIncomplete: 'This card number is incomplete',
  numberInvalid: 'This card number is not valid',
  expiryRequired: 'Enter the expiry date',
  expiryFormat: 'Enter the expiry date as MM/YY',
  expiryMonth: 'The expiry month must be from 01 to 12',
  expired: BILLING_MESSAGES.cardExpired,
  cvcRequired: 'Enter the security code',
  cvcFormat: 'The security code is 3 or 4 digits',
} as const

/** Spaces and dashes are how people copy a card number; anything else is a mistake */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '')

/** The Luhn check digit test every card number passes */
export function passesLuhn(digits: string) {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

const startsWithin = (digits: string, length: number, low: number, high: number) => {
  if (digits.length < length) return false
  const head = Number(digits.slice(0, length))
  return head >= low && head <= high
}

/** The card network, from the number's first digits (the networks' published prefixes) */
export function detectBrand(number: string): CardBrand {
  const digits = cardDigits(number)
  if (/^4/.test(digits)) return 'visa'
  if (/^3[47]/.test(digits)) return 'amex'
  if (startsWithin(digits, 2, 51, 55) || startsWithin(digits, 4, 2221, 2720)) return 'mastercard'
  if (/^(6011|65)/.test(digits) || startsWithin(digits, 3, 644, 649) || startsWithin(digits, 6, 622126, 622925)) return 'discover'
  return 'other'
}

/** How many digits a number of each network has */
const LENGTHS: Record<CardBrand, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 17, 18, 19],
  other: [12, 13, 14, 15, 16, 17, 18, 19],
}

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  other: 'Card',
}

/** What is wrong with a card number, or null when it can be a real card's */
export function cardNumberProblem(number: string): string | null {
  const digits = cardDigits(number)
  if (digits === '') return CARD_MESSAGES.numberRequired
  if (!/^\d+$/.test(digits)) return CARD_MESSAGES.numberDigits
  const lengths = LENGTHS[detectBrand(digits)]
  if (digits.length < Math.min(...lengths)) return CARD_MESSAGES.numberIncomplete
  if (!lengths.includes(digits.length) || !passesLuhn(digits)) return CARD_MESSAGES.numberInvalid
  return null
}

export type Expiry = { month: number; year: number }

/** 'MM/YY' (also 'MM / YY', 'MMYY' and 'MM/YYYY') as a month and a four-digit year, or what is wrong */
export function parseExpiry(text: string, now: Date): Expiry | { problem: string } {
  const trimmed = text.trim()
  if (trimmed === '') return { problem: CARD_MESSAGES.expiryRequired }
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})$/.exec(trimmed)
  if (!match) return { problem: CARD_MESSAGES.expiryFormat }
  const month = Number(match[1])
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  if (month < 1 || month > 12) return { problem: CARD_MESSAGES.expiryMonth }
  // the server's own rule: a card works through the last day of its expiry month
  if (cardExpired(month, year, now)) return { problem: CARD_MESSAGES.expired }
  return { month, year }
}

export function cvcProblem(cvc: string): string | null {
  const trimmed = cvc.trim()
  if (trimmed === '') return CARD_MESSAGES.cvcRequired
  return /^\d{3,4}$/.test(trimmed) ? null : CARD_MESSAGES.cvcFormat
}

/** What the card form holds; the number and the code stay in the browser */
export interface CardFormValues {
  cardholderName: string
  cardNumber: string
  expiry: string
  cvc: string
}

export type CardField = keyof CardFormValues

export type CardPayment = Omit<PaymentMethodInput, 'clientSecret'>

/**
 * The card form checked: what is sent (never the whole number, never the code), or the first problem
 * of each field that has one.
 */
export function checkCard(values: CardFormValues, now: Date): { payment: CardPayment } | { problems: Partial<Record<CardField, string>> } {
  const problems: Partial<Record<CardField, string>> = {}
  // the name is checked by the API's own schema: the same limit and words
  const name = PaymentMethodInput.shape.cardholderName.safeParse(values.cardholderName)
  if (!name.success) problems.cardholderName = name.error.issues[0]?.message ?? BILLING_MESSAGES.nameRequired
  const number = cardNumberProblem(values.cardNumber)
  if (number) problems.cardNumber = number
  const expiry = parseExpiry(values.expiry, now)
  if ('problem' in expiry) problems.expiry = expiry.problem
  const cvc = cvcProblem(values.cvc)
  if (cvc) problems.cvc = cvc
  if (!name.success || 'problem' in expiry || Object.keys(problems).length > 0) return { problems }
  const digits = cardDigits(values.cardNumber)
  return {
    payment: { cardholderName: name.data, brand: detectBrand(digits), last4: digits.slice(-4), expMonth: expiry.month, expYear: expiry.year },
  }
}

/** "Visa ending 4242, expires 04/29" */
export function describeCard(card: { brand: CardBrand; last4: string; expMonth: number; expYear: number }) {
  return `${BRAND_NAMES[card.brand]} ending ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`
}
