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
})
