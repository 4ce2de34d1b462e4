import { PASSWORD_RESET_MESSAGES } from '@contracts/password-reset'
import { describe, expect, it } from 'vitest'
import { LINK_UNCHECKED, linkProblem } from './link-problem'

const answer = (status: number, body: object) => new Error(`${status}: ${JSON.stringify(body)}`)

describe('what the reset page says about a refused link', () => {
  it.each([
    ['an unknown link', answer(404, { message: PASSWORD_RESET_MESSAGES.invalid, code: 'NOT_FOUND' }), PASSWORD_RESET_MESSAGES.invalid],
    ['a link too long for an address', answer(400, { message: 'A part of the address is longer than 100 characters', code: 'BAD_REQUEST' }), PASSWORD_RESET_MESSAGES.invalid],
    ['an expired link', answer(410, { message: PASSWORD_RESET_MESSAGES.expired, code: 'GONE' }), PASSWORD_RESET_MESSAGES.expired],
    ['a used link', answer(410, { message: PASSWORD_RESET_MESSAGES.used, code: 'GONE' }), PASSWORD_RESET_MESSAGES.used],
    ['too many attempts', answer(429, { message: 'Too many attempts. Please wait 5 minutes and try again.', code: 'RATE_LIMITED' }), 'Too many attempts. Please wait 5 minutes and try again.'],
    ['no answer at all', new TypeError('Failed to fetch'), LINK_UNCHECKED],
    ['a proxy error page', new Error('502: <html>Bad Gateway</html>'), LINK_UNCHECKED],
  ])('%s', (_, error, message) => {
    expect(linkProblem(error)).toBe(message)
  })
})
