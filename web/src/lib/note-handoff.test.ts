import { describe, expect, it } from 'vitest'
import { handOverNote, noteCategoryOf, takeHandedOverNote } from './note-handoff'

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('a note handed over to the Care Notes page', () => {
  it('is taken for the home it was handed over for, and then is gone', async () => {
    const note = { category: 'emergency', content: 'Emergency button pressed: pressed by mistake' } as const
    handOverNote('home-a', note)
    expect(takeHandedOverNote('home-a')).toEqual(note)
    // the same opening's effect run twice (React's development mode) takes it twice
    expect(takeHandedOverNote('home-a')).toEqual(note)
    await nextTask()
    expect(takeHandedOverNote('home-a')).toBeUndefined()
  })

  it('is not taken by another home', async () => {
    handOverNote('home-a', { category: 'health_check', content: 'Rang her, all fine' })
    expect(takeHandedOverNote('home-b')).toBeUndefined()
    await nextTask()
    expect(takeHandedOverNote('home-a')).toBeUndefined()
  })

  it('handed over for the home on screen, is taken by the page that opens', async () => {
    handOverNote(undefined, { category: 'system_alert', content: '' })
    expect(takeHandedOverNote('home-c')).toEqual({ category: 'system_alert', content: '' })
    await nextTask()
    expect(takeHandedOverNote('home-c')).toBeUndefined()
  })

  // SPEC.md's default is Health Check; a note on a resolved alert starts in the category that matches it
  it.each([
    ['emergency', 'Emergency button pressed', 'emergency'],
    ['emergency', 'Possible fall', 'emergency'],
    ['sensor_offline', 'Sensor offline', 'system_alert'],
    ['sensor_offline', 'Sensor battery low', 'system_alert'],
    ['inactivity', 'No movement for a while', 'health_check'],
    ['pattern_change', 'Later than usual to rise', 'health_check'],
  ])('starts a note on a %s alert (%s) as %s', (type, _title, category) => {
    expect(noteCategoryOf({ type })).toBe(category)
  })
})
