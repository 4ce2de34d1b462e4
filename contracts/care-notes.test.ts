import { describe, expect, it } from 'vitest'
import { CareNoteInput, CareNoteParams, CareNoteUpdate } from './care-notes'

describe('CareNoteInput', () => {
  it('makes a new note without a category or Private switch a health check everyone in the circle sees', () => {
    expect(CareNoteInput.parse({ content: 'Cheerful at lunch.' })).toEqual({ content: 'Cheerful at lunch.', category: 'health_check', isPrivate: false })
  })

  it('takes a note of up to 1000 characters and refuses a longer one with the spec’s words', () => {
    expect(CareNoteInput.safeParse({ content: 'x'.repeat(1000) }).success).toBe(true)
    expect(CareNoteInput.safeParse({ content: 'x'.repeat(1001) }).error?.issues).toEqual([
      expect.objectContaining({ path: ['content'], message: 'Note content too long' }),
    ])
  })

  it('asks for one of the six categories', () => {
    expect(CareNoteInput.safeParse({ content: 'x', category: 'gossip' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['category'], message: 'Choose a category' }),
    ])
  })
})

describe('CareNoteParams', () => {
  it('accepts a care note id and refuses anything else, saying so', () => {
    expect(CareNoteParams.safeParse({ id: '0b7e3c1a-5f2d-4c8e-9a1b-2c3d4e5f6a7b' }).success).toBe(true)
    for (const id of ['42', '', undefined]) {
      expect(CareNoteParams.safeParse({ id }).error?.issues).toEqual([expect.objectContaining({ path: ['id'], message: 'id must be a care note id' })])
    }
  })
})

describe('CareNoteUpdate', () => {
  it('leaves out a category or Private switch it is not given, so the stored ones stay', () => {
    const values = CareNoteUpdate.parse({ content: 'Cheerful at lunch.' })
    expect(values).not.toHaveProperty('category')
    expect(values).not.toHaveProperty('isPrivate')
    expect(values).toEqual({ content: 'Cheerful at lunch.' })
  })

  it('keeps the ones it is given, and refuses a category or Private switch that is not one', () => {
    expect(CareNoteUpdate.parse({ content: 'x', category: 'medication', isPrivate: false })).toEqual({ content: 'x', category: 'medication', isPrivate: false })
    for (const category of ['gossip', null]) {
      expect(CareNoteUpdate.safeParse({ content: 'x', category }).error?.issues).toEqual([
        expect.objectContaining({ path: ['category'], message: 'Choose a category' }),
      ])
    }
    for (const isPrivate of ['no', null, 0]) {
      expect(CareNoteUpdate.safeParse({ content: 'x', isPrivate }).error?.issues).toEqual([expect.objectContaining({ path: ['isPrivate'] })])
    }
  })

  it('still requires the words, with the form\'s message', () => {
    expect(CareNoteUpdate.safeParse({}).error?.issues.map((i) => [i.path[0], i.message])).toEqual([['content', 'Note content is required']])
  })
})
