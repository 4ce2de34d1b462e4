import { describe, expect, it } from 'vitest'
import { parseApiError, serverMessage } from './api-error'

describe('reading API errors', () => {
  it.each([
    [new Error(`409: {"message":"This home's plan allows 1 sensor","code":"CONFLICT"}`), `This home's plan allows 1 sensor`],
    [new Error('502: <html>Bad Gateway</html>'), 'fallback'],
    [new Error('Failed to fetch'), 'fallback'],
    ['not an error', 'fallback'],
    [new Error('400: {"message":"","code":"VALIDATION"}'), 'fallback'],
  ])('%s → %s', (error, expected) => {
    expect(serverMessage(error, 'fallback')).toBe(expected)
  })

  it('keeps the status and the error shape', () => {
    expect(parseApiError(new Error('403: {"message":"No","code":"FORBIDDEN"}'))).toEqual({ status: 403, body: { message: 'No', code: 'FORBIDDEN' } })
    expect(parseApiError(new Error('500: oops'))).toEqual({ status: 500 })
  })
})
