import { describe, expect, it } from 'vitest'
import { SHY, softHyphens } from './soft-hyphens'

describe('softHyphens', () => {
  it('gives a long surname places to break, the last piece not a letter or two', () => {
    expect(softHyphens("End monitoring of Winifred Featherstonehaugh's home?")).toBe(`End monitoring of Winifred Feathe${SHY}rstone${SHY}haugh's home?`)
    expect(softHyphens('Wolfeschlegelsteinhausenbergerdorff').split(SHY).every((piece) => piece.length >= 4)).toBe(true)
  })

  it('leaves short words whole, and counts the parts of a double-barrelled name apart', () => {
    expect(softHyphens('Edith Lane-mfz3k2ab')).toBe('Edith Lane-mfz3k2ab')
    expect(softHyphens('Start monitoring Ann Smith-Jones’s home again?')).toBe('Start monitoring Ann Smith-Jones’s home again?')
    expect(softHyphens('Fiennes-Featherstonehaugh')).toBe(`Fiennes-Feathe${SHY}rstone${SHY}haugh`)
  })

  it('reads the same with the soft hyphens taken out', () => {
    const text = 'Do this when Winifred Featherstonehaugh has moved into care.'
    expect(softHyphens(text).replaceAll(SHY, '')).toBe(text)
  })
})
