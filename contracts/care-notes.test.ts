import { describe, expect, it } from 'vitest'
import { CareNoteInput, CareNoteUpdate } from './care-notes'

describe('CareNoteInput', () => {
  it('makes a new note without a category or Private switch a health check everyone in the circle sees', () => {
    expect(CareNoteInput.parse({ content: 'Cheerful at lunch.' })).toEqual({ content: 'Cheerful at lunch.', category: 'health_check', isPrivate: false })
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
