import { describe, expect, it } from 'vitest'
import { validationMessage } from './validation-message'

describe('validationMessage', () => {
  it('names each field with its first problem, reading a fragment as a sentence after the field', () => {
    expect(validationMessage({ startDate: ['must be a date as YYYY-MM-DD'] })).toBe('Invalid request: startDate must be a date as YYYY-MM-DD')
    expect(validationMessage({ plan: ['Choose a plan: basic, premium or enterprise', 'second'], amount: ['Amount must be a number of at least 0'] })).toBe(
      'Invalid request: plan: Choose a plan: basic, premium or enterprise; amount: Amount must be a number of at least 0',
    )
    expect(validationMessage({})).toBe('Invalid request')
  })

  it('does not name a field twice when its message begins with the name', () => {
    expect(validationMessage({ id: ['id must be a care note id'], clientId: ['clientId must be a circle id'] })).toBe(
      'Invalid request: id must be a care note id; clientId must be a circle id',
    )
    // only the whole name: 'identity' is not 'id'
    expect(validationMessage({ id: ['identity unknown'] })).toBe('Invalid request: id identity unknown')
  })
})
