import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { kindOverAbsence, valueAt } from './plain-messages'

/** What a route answers for each problem of `input`, as parse.ts and error-handler.ts put it together */
const answers = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => kindOverAbsence(issue, valueAt(input, issue.path))) ?? []

describe('kindOverAbsence', () => {
  it.each([
    // a field's own words for a value left out, in words no list of such words holds (decision 0112)
    ['Tell us your email address', 12, 'string', 'must be text'],
    ['Name cannot be blank', true, 'string', 'must be text'],
    ['Email must not be empty', ['a@b.co'], 'string', 'must be text'],
    ['Missing: how many', 'lots', 'number', 'must be a number'],
    ['Give the home a name', { first: 'Ada' }, 'string', 'must be text'],
    // and in the words the forms use
    ['Please enter an email address', 12, 'string', 'must be text'],
    ['Start date is required', false, 'string', 'must be text'],
    ['Enter the name on the card', 4242, 'string', 'must be text'],
    // a fraction for a whole number is a number still; a word for one is not
    ['How many, please', 2.5, 'int', 'must be a whole number'],
    ['How many, please', 'two', 'int', 'must be a number'],
  ])("answers an own message (%j) given to a value of the wrong kind (%j, the field takes %s) with the kind", (message, value, expected, answer) => {
    expect(kindOverAbsence({ code: 'invalid_type', expected, message }, value)).toBe(answer)
  })

  it.each([
    ['Tell us your email address', undefined],
    ['Tell us your email address', null],
    ['Please enter an email address', undefined],
    ['Name cannot be blank', null],
  ])('leaves an own message (%j) to a value left out (%j)', (message, value) => {
    expect(kindOverAbsence({ code: 'invalid_type', expected: 'string', message }, value)).toBe(message)
  })

  it.each([
    ['Must be text', 5, 'string'],
    ['petsAtHome must be true or false', 'yes', 'boolean'],
    ['Price per month must be a number of at least 0', 'lots', 'number'],
    ['must be a number', [1], 'number'],
    ['limit must be a whole number from 1 to 500', 'ten', 'number'],
    ['id must be a circle id', 12, 'string'],
  ])('keeps an own message (%j) that says what the field must be, for a value of the wrong kind (%j)', (message, value, expected) => {
    expect(kindOverAbsence({ code: 'invalid_type', expected, message }, value)).toBe(message)
  })

  it.each([
    ['too_small', 'Please enter an email address', ''],
    ['invalid_format', 'Tell us your email address', 'nobody'],
    ['custom', 'Passwords do not match.', 'secret'],
    ['invalid_value', 'Choose a category', 12],
  ])('leaves a %s problem as it is: the value is of its kind, or the message is about what it says', (code, message, value) => {
    expect(kindOverAbsence({ code, message }, value)).toBe(message)
  })

  it("reads the decision from zod's own issues, at any depth", () => {
    const Invite = z.object({
      email: z.string({ message: 'Tell us your email address' }).min(1, 'Tell us your email address'),
      home: z.object({ rooms: z.int({ message: 'How many rooms, please' }) }).optional(),
    })
    expect(answers(Invite, { email: 12 })).toEqual(['must be text'])
    expect(answers(Invite, { email: 'a@b.co', home: { rooms: '3' } })).toEqual(['must be a number'])
    // left out, null or empty: the field's own words
    expect(answers(Invite, {})).toEqual(['Tell us your email address'])
    expect(answers(Invite, { email: null })).toEqual(['Tell us your email address'])
    expect(answers(Invite, { email: '' })).toEqual(['Tell us your email address'])
    expect(answers(Invite, { email: 'a@b.co', home: {} })).toEqual(['How many rooms, please'])
  })
})
