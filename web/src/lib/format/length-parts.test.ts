import { describe, expect, it } from 'vitest'
import { lengthParts } from './length-parts'

describe('lengthParts', () => {
  it('marks each length, whole', () => {
    expect(lengthParts('No movement since Sat 17:21 — 15 h 10 min ago')).toEqual([
      { text: 'No movement since Sat 17:21 — ', isLength: false },
      { text: '15 h 10 min', isLength: true },
      { text: ' ago', isLength: false },
    ])
  })

  it('every form the app writes, and more than one in a line', () => {
    const line = 'Last seen in: Bathroom at 00:44, 1 h 16 min before the button was pressed; 45 min, 3 h and 1 d 2 h'
    expect(lengthParts(line).filter((p) => p.isLength).map((p) => p.text)).toEqual(['1 h 16 min', '45 min', '3 h', '1 d 2 h'])
    expect(lengthParts(line).map((p) => p.text).join('')).toBe(line)
  })

  it('a line with none: one part', () => {
    expect(lengthParts('Out since 01:10')).toEqual([{ text: 'Out since 01:10', isLength: false }])
  })
})
