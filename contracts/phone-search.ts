// Staff search for a person by the number the caller gave them over the phone, typed however it was
// written down ('07700 900021', '07700-900021', '+44 7700 900021'). Only the digits are compared, and
// only for a search that is a phone number of at least PHONE_SEARCH_MIN_DIGITS: fewer would match most
// numbers, and a search with letters in it ('flat 12', 'carer7@') is a name or an e-mail, not a number.
// The same number is written with a country code ('+44 7700 900021') or a trunk 0 ('07700 900021'), so
// neither is compared: a search without its leading zeros, and a long one by its last
// PHONE_SEARCH_TAIL_DIGITS digits (European and North American numbers have at least nine after either).

export const PHONE_SEARCH_MIN_DIGITS = 4
export const PHONE_SEARCH_TAIL_DIGITS = 9

/** digits, spaces, dashes, dots, brackets and a leading +, as people write a number */
const LOOKS_LIKE_PHONE = /^\+?[\d\s().-]+$/

/** The digits to look for in stored numbers, or null when the search is not a phone number */
export function phoneSearchDigits(search: string): string | null {
  const text = search.trim()
  if (!LOOKS_LIKE_PHONE.test(text)) return null
  const digits = text.replace(/\D/g, '')
  if (digits.length < PHONE_SEARCH_MIN_DIGITS) return null
  // a trunk 0 (or the 00 before a country code) is no part of the number as stored with a +
  const number = digits.replace(/^0+/, '') || digits
  return number.length >= PHONE_SEARCH_TAIL_DIGITS ? number.slice(-PHONE_SEARCH_TAIL_DIGITS) : number
}

/** Whether a stored number holds the digits searched for, however either was spaced */
export const phoneHasDigits = (phone: string | null | undefined, digits: string) => phone != null && phone.replace(/\D/g, '').includes(digits)
