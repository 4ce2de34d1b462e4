import { describe, expect, it } from 'vitest'
import { handOverNote, takeHandedOverNote } from './note-handoff'

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('a note handed over to the Care Notes page', () => {
  it('is taken for the home it was handed over for, and then is gone', async () => {
    handOverNote('home-a', 'Emergency button pressed: pressed by mistake')
    expect(takeHandedOverNote('home-a')).toBe('Emergency button pressed: pressed by mistake')
    // the same opening's effect run twice (React's development mode) takes it twice
    expect(takeHandedOverNote('home-a')).toBe('Emergency button pressed: pressed by mistake')
    await nextTask()
    expect(takeHandedOverNote('home-a')).toBeUndefined()
  })

  it('is not taken by another home', async () => {
    handOverNote('home-a', 'Rang her, all fine')
    expect(takeHandedOverNote('home-b')).toBeUndefined()
    await nextTask()
    expect(takeHandedOverNote('home-a')).toBeUndefined()
  })

  it('handed over for the home on screen, is taken by the page that opens', async () => {
    handOverNote(undefined, 'Rang her, all fine')
    expect(takeHandedOverNote('home-c')).toBe('Rang her, all fine')
    await nextTask()
    expect(takeHandedOverNote('home-c')).toBeUndefined()
  })
})
