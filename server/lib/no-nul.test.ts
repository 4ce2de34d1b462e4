import { describe, expect, it } from 'vitest'
import { findNul } from './no-nul'

describe('findNul', () => {
  it.each([
    [{ name: 'Kitchen' }, null],
    [{ name: 'Kit\u0000chen' }, 'name'],
    [{ events: [{ id: 'a' }, { id: 'b\u0000' }] }, 'events.1.id'],
    [{ ['bad\u0000key']: 1 }, 'bad\\u0000key'],
    ['plain\u0000text', 'body'],
    [{ count: 3, ok: true, none: null, list: [1, 2] }, null],
  ])('%j → %s', (value, path) => {
    expect(findNul(value)).toBe(path)
  })
})
