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

  it('reads a missing body as an empty one', () => {
    expect(failure(undefined)).toMatchObject({ details: { name: ['Must be text'] } })
    expect(parseOrThrow(Schema, { name: 'Ann' })).toEqual({ name: 'Ann' })
  })
})
