import { describe, expect, it } from 'vitest'
import { conflictMessage, describeFailure, fieldErrors, parseApiError } from './api-error'

const failure = (status: number, body: object | string) =>
  new Error(`${status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`)

const LIMIT = "This home's plan allows 1 sensor and 1 is registered. Upgrade the plan to add more."

describe('parseApiError', () => {
  it('splits "<status>: <json>" into the status and the body', () => {
    expect(parseApiError(failure(409, { message: LIMIT, code: 'CONFLICT' }))).toEqual({
      status: 409,
      body: { message: LIMIT, code: 'CONFLICT' },
    })
  })

  it('keeps the status when the body is not JSON, and nothing for other errors', () => {
    expect(parseApiError(failure(502, 'Bad Gateway'))).toEqual({ status: 502 })
    expect(parseApiError(new TypeError('Failed to fetch'))).toEqual({})
    expect(parseApiError('nope')).toEqual({})
  })
})

describe('conflictMessage', () => {
  it.each([
    [failure(409, { message: LIMIT, code: 'CONFLICT' }), LIMIT],
    [failure(409, { message: 'A sensor with this device ID is already registered', code: 'CONFLICT' }), 'A sensor with this device ID is already registered'],
    [failure(500, { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' }), undefined],
    [failure(403, { message: "You don't have permission to do this", code: 'FORBIDDEN' }), undefined],
    [new TypeError('Failed to fetch'), undefined],
  ])('%s → %s', (error, message) => {
    expect(conflictMessage(error)).toBe(message)
  })
})

describe('fieldErrors', () => {
  it('takes the first message of each field', () => {
    const error = failure(409, { message: 'x', code: 'CONFLICT', details: { deviceId: ['Device ID is already in use', 'again'] } })
    expect(fieldErrors(error)).toEqual({ deviceId: 'Device ID is already in use' })
    expect(fieldErrors(failure(500, 'oops'))).toEqual({})
  })
})

describe('describeFailure', () => {
  it('names the server message and status, or says the server was unreachable', () => {
    expect(describeFailure(failure(404, { message: 'No route for GET /api/ingest-keys', code: 'NOT_FOUND' }))).toBe(
      'No route for GET /api/ingest-keys (404)',
    )
    expect(describeFailure(failure(502, 'Bad Gateway'))).toBe('The server answered 502.')
    expect(describeFailure(new TypeError('Failed to fetch'))).toBe('The server could not be reached.')
  })
})
