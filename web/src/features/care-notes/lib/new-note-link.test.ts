import { describe, expect, it } from 'vitest'
import { newNoteHref } from '@/lib/home-dashboard-link'
import { readNewNoteLink } from './new-note-link'

describe('the link to a new care note', () => {
  it('opens the Care Notes page of the home on screen, or of a named home', () => {
    expect(newNoteHref()).toBe('/care-notes?new-note=1')
    expect(newNoteHref('c1')).toBe('/care-notes?home=c1&new-note=1')
  })

  it('is read once the home is chosen, and leaves the address without it', () => {
    expect(readNewNoteLink('?home=c1&new-note=1')).toBeUndefined()
    expect(readNewNoteLink('?new-note=1')).toEqual({ search: '' })
    expect(readNewNoteLink('?new-note=1&notifications=1')).toEqual({ search: '?notifications=1' })
    expect(readNewNoteLink('')).toBeUndefined()
  })
})
