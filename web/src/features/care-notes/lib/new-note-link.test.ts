import { describe, expect, it } from 'vitest'
import { newNoteHref } from '@/lib/home-dashboard-link'
import { readNewNoteLink } from './new-note-link'

describe('the link to a new care note', () => {
  it('opens the Care Notes page of the home on screen, or of a named home', () => {
    expect(newNoteHref()).toBe('/care-notes?new-note=1')
    expect(newNoteHref('c1')).toBe('/care-notes?home=c1&new-note=1')
  })

  it('is read once the home it names is on screen, and leaves the address without it, the home staying (decision 0122)', () => {
    expect(readNewNoteLink('?home=c1&new-note=1', 'c2')).toBeUndefined()
    expect(readNewNoteLink('?home=c1&new-note=1', 'c1')).toEqual({ search: '?home=c1' })
    expect(readNewNoteLink('?new-note=1', 'c1')).toEqual({ search: '' })
    expect(readNewNoteLink('?new-note=1&notifications=1', 'c1')).toEqual({ search: '?notifications=1' })
    expect(readNewNoteLink('', 'c1')).toBeUndefined()
  })
})
