import { describe, expect, it } from 'vitest'
import type { CareNote } from '../api/get-care-notes'
import { authorName, countNotes, editedBy, filterNotes, initials, isFiltered } from './note-rules'

type N = Pick<CareNote, 'content' | 'category' | 'author' | 'createdAt'>
const NOW = new Date('2025-06-20T12:00:00Z')
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString()
const note = (over: Partial<N>): N => ({
  content: 'A note',
  category: 'personal_note',
  author: { firstName: 'Cora', lastName: 'Hale' },
  createdAt: daysAgo(0),
  ...over,
})

const PILLS = note({ content: 'Took the evening PILLS', category: 'medication' })
const CHECK = note({ content: 'Blood pressure fine', category: 'health_check', author: { firstName: 'Ben', lastName: 'Ortiz' } })
const FALL = note({ content: 'Slipped in the hallway', category: 'emergency' })
const ALL = [PILLS, CHECK, FALL]

describe('filterNotes', () => {
  it.each([
    ['nothing chosen', { search: '', category: 'all' }, ALL],
    ['content, any case', { search: 'pills', category: 'all' }, [PILLS]],
    ["author's first name", { search: 'ben', category: 'all' }, [CHECK]],
    ["author's full name", { search: 'cora hale', category: 'all' }, [PILLS, FALL]],
    ['category', { search: '', category: 'emergency' }, [FALL]],
    ['search and category together', { search: 'cora', category: 'medication' }, [PILLS]],
    ['surrounding spaces ignored', { search: '  hallway ', category: 'all' }, [FALL]],
    ['no match', { search: 'zebra', category: 'all' }, []],
  ] as const)('%s', (_, filters, expected) => {
    expect(filterNotes(ALL, filters)).toEqual(expected)
  })
})

describe('isFiltered', () => {
  it.each([
    [{ search: '', category: 'all' }, false],
    [{ search: '   ', category: 'all' }, false],
    [{ search: 'x', category: 'all' }, true],
    [{ search: '', category: 'medication' }, true],
  ] as const)('%j → %s', (filters, expected) => {
    expect(isFiltered(filters)).toBe(expected)
  })
})

describe('countNotes', () => {
  it.each([
    ['none', [], { total: 0, thisWeek: 0, healthChecks: 0, emergencies: 0 }],
    ['by category', [CHECK, CHECK, FALL, PILLS], { total: 4, thisWeek: 4, healthChecks: 2, emergencies: 1 }],
    ['exactly 7 days ago is this week', [note({ createdAt: daysAgo(7) })], { total: 1, thisWeek: 1, healthChecks: 0, emergencies: 0 }],
    ['a minute past 7 days is not', [note({ createdAt: new Date(NOW.getTime() - 7 * 86_400_000 - 60_000).toISOString() })], { total: 1, thisWeek: 0, healthChecks: 0, emergencies: 0 }],
    ['old notes still count in the totals', [note({ category: 'emergency', createdAt: daysAgo(30) })], { total: 1, thisWeek: 0, healthChecks: 0, emergencies: 1 }],
  ] as const)('%s', (_, notes, expected) => {
    expect(countNotes(notes, NOW)).toEqual(expected)
  })
})

describe('author', () => {
  it.each([
    [{ firstName: 'Cora', lastName: 'Hale' }, 'Cora Hale', 'CH'],
    [{ firstName: 'cora', lastName: null }, 'cora', 'C'],
    [{ firstName: null, lastName: null }, 'Unknown author', '?'],
    [null, 'Unknown author', '?'],
  ])('%j → %s, %s', (author, name, letters) => {
    expect(authorName(author)).toBe(name)
    expect(initials(author)).toBe(letters)
  })
})

describe('editedBy', () => {
  it('says nothing of a note never changed', () => {
    expect(editedBy({ editedAt: null, editor: null })).toBeNull()
  })
  it('names who changed it last', () => {
    expect(editedBy({ editedAt: daysAgo(1), editor: { firstName: 'Sky', lastName: 'Support' } })).toBe('Edited by Sky Support')
  })
  it('says only Edited when who is not known (changed before it was kept, or their account is gone)', () => {
    expect(editedBy({ editedAt: daysAgo(1), editor: null })).toBe('Edited')
    expect(editedBy({ editedAt: daysAgo(1), editor: { firstName: null, lastName: null } })).toBe('Edited')
  })
})
