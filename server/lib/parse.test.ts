import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AppError } from './errors'
import { parseOrThrow } from './parse'

const Schema = z
  .object({ name: z.string({ message: 'Must be text' }).min(1, 'Name is required'), age: z.number().optional(), password: z.string().optional(), confirm: z.string().optional() })
  .refine((v) => v.password === v.confirm, { message: 'Passwords do not match.', path: ['confirm'] })

const failure = (input: unknown) => {
  try {
    parseOrThrow(Schema, input)
  } catch (error) {
    if (error instanceof AppError) return { message: error.message, details: error.details }
    throw error
  }
  return 'parsed'
}

describe('parseOrThrow', () => {
  it("answers with the first problem's own sentence, as the forms show it", () => {
    expect(failure({ name: '' })).toEqual({ message: 'Name is required', details: { name: ['Name is required'] } })
    expect(failure({ name: 'Ann', password: 'a', confirm: 'b' })).toEqual({ message: 'Passwords do not match.', details: { confirm: ['Passwords do not match.'] } })
  })

  it('names the field when the text does not say which it is about', () => {
    expect(failure({ name: 5 })).toEqual({ message: 'Invalid request: name: Must be text', details: { name: ['Must be text'] } })
    expect(failure({ name: 'Ann', age: 'old' })).toEqual({
      message: 'Invalid request: age must be a number',
      details: { age: ['must be a number'] },
    })
  })

  it("words every kind of field without a message of its own plainly, never in zod's sentence", () => {
    const Kinds = z.strictObject({
      email: z.email().max(10),
      isPrivate: z.boolean(),
      category: z.enum(['daily', 'health']),
      tags: z.array(z.string()).min(1),
      note: z.string().min(1).optional(),
      until: z.union([z.string({ message: 'must be a date as YYYY-MM-DD' }), z.null()]).optional(),
    })
    const message = (input: unknown) => {
      try {
        parseOrThrow(Kinds, input)
      } catch (error) {
        return (error as AppError).message
      }
    }
    const good = { email: 'a@b.co', isPrivate: true, category: 'daily', tags: ['x'] }
    expect(message({ ...good, email: ['a@b.co'] })).toBe('Invalid request: email must be text')
    expect(message({ ...good, email: 'nobody' })).toBe('Invalid request: email must be an e-mail address')
    expect(message({ ...good, email: 'someone@example.com' })).toBe('Invalid request: email must be at most 10 characters')
    expect(message({ ...good, isPrivate: 'yes' })).toBe('Invalid request: isPrivate must be true or false')
    expect(message({ ...good, category: 'other' })).toBe('Invalid request: category must be one of: daily, health')
    expect(message({ ...good, tags: 'x' })).toBe('Invalid request: tags must be a list')
    expect(message({ ...good, tags: [] })).toBe('Invalid request: tags must list at least one')
    expect(message({ ...good, note: '' })).toBe('Invalid request: note must not be empty')
    // no form of the field takes it: what the first one takes
    expect(message({ ...good, until: 12 })).toBe('Invalid request: until must be a date as YYYY-MM-DD')
    expect(message({ ...good, colour: 'red' })).toBe('Invalid request: body has a field it does not take: colour')
    expect(message({ isPrivate: true, category: 'daily', tags: ['x'] })).toBe('Invalid request: email is required')
  })

  it("answers a value of the wrong kind with its kind, not with a message worded for one left out", () => {
    const Invite = z.object({
      email: z.string({ message: 'Please enter an email address' }).trim().min(1, 'Please enter an email address'),
      owner: z.object({ name: z.string({ message: 'Name is required' }) }).optional(),
    })
    const answer = (input: unknown) => {
      try {
        parseOrThrow(Invite, input)
      } catch (error) {
        return (error as AppError).message
      }
    }
    for (const wrong of [12, true, ['a@b.co'], { address: 'a@b.co' }]) expect(answer({ email: wrong })).toBe('Invalid request: email must be text')
    expect(answer({ email: 'a@b.co', owner: { name: 7 } })).toBe('Invalid request: owner.name must be text')
    // left out, null or empty: the field's own words, as the forms show them
    for (const missing of [{}, { email: null }, { email: '  ' }]) expect(answer(missing)).toBe('Please enter an email address')
    expect(answer({ email: 'a@b.co', owner: {} })).toBe('Name is required')
  })

  it('reads a missing body as an empty one', () => {
    expect(failure(undefined)).toMatchObject({ details: { name: ['Must be text'] } })
    expect(parseOrThrow(Schema, { name: 'Ann' })).toEqual({ name: 'Ann' })
  })
})
