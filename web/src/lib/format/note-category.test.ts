import { NOTE_CATEGORIES } from '@contracts/enums'
import { describe, expect, it } from 'vitest'
import { NOTE_CATEGORY_LABELS, noteCategoryLabel, noteCategoryTone } from './note-category'

describe('noteCategoryLabel', () => {
  it.each([
    ['health_check', 'Health Check'],
    ['medication', 'Medication'],
    ['emergency', 'Emergency'],
    ['system_alert', 'System Alert'],
    ['personal_note', 'Personal Note'],
    ['family_update', 'Family Update'],
  ])('reads %s as %s', (category, label) => {
    expect(noteCategoryLabel(category)).toBe(label)
  })

  it('shows a category it does not know as the server sent it', () => {
    expect(noteCategoryLabel('night_visit')).toBe('night_visit')
    expect(noteCategoryLabel('toString')).toBe('toString')
  })

  it('has a label for every category the contracts allow', () => {
    expect(Object.keys(NOTE_CATEGORY_LABELS).sort()).toEqual([...NOTE_CATEGORIES].sort())
  })
})

describe('noteCategoryTone', () => {
  it('gives each category its own colour, the same on the dashboard and the Care Notes page, and grey to one it does not know', () => {
    const tones = NOTE_CATEGORIES.map(noteCategoryTone)
    expect(new Set(tones).size).toBe(NOTE_CATEGORIES.length)
    expect(noteCategoryTone('health_check')).toBe('bg-green-100 text-green-800')
    expect(noteCategoryTone('night_visit')).toBe('bg-slate-100 text-slate-800')
    expect(noteCategoryTone('toString')).toBe('bg-slate-100 text-slate-800')
  })
})
