import { describe, expect, it } from 'vitest'
import { issuesByField, serverFieldErrors } from './field-errors'

describe('issuesByField', () => {
  it('keeps the first message of each field', () => {
    const issues = [
      { path: ['email'], message: 'Please enter an email address' },
      { path: ['email'], message: 'Enter a valid e-mail address.' },
      { path: ['role'], message: 'Choose a role' },
    ]
    expect(issuesByField(issues)).toEqual({ email: 'Please enter an email address', role: 'Choose a role' })
  })
})

describe('serverFieldErrors', () => {
  const failure = (body: object) => new Error(`400: ${JSON.stringify(body)}`)
  it("takes the first message of the form's own fields from the answer's details", () => {
    const err = failure({ message: 'Invalid', details: { inviteeEmail: ['Taken', 'Other'], unknownField: ['x'] } })
    expect(serverFieldErrors(err, ['inviteeEmail', 'message'] as const)).toEqual({ inviteeEmail: 'Taken' })
  })
  it('is empty for an answer without details, or one that is no API error', () => {
    expect(serverFieldErrors(failure({ message: 'Nope' }), ['email'] as const)).toEqual({})
    expect(serverFieldErrors(new Error('Failed to fetch'), ['email'] as const)).toEqual({})
  })
})
