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

  it('names the first in reading order', () => {
    expect(findNul({ a: 'ok', b: ['x', { c: 'y\u0000' }], d: 'z\u0000' })).toBe('b.1.c')
  })

  // 20 KB of brackets, which anyone can send before signing in: recursion overflowed the stack (a 500)
  it('walks a body nested 100,000 deep without overflowing, and quickly', () => {
    const deep = (depth: number, leaf: unknown) => JSON.parse('['.repeat(depth) + JSON.stringify(leaf) + ']'.repeat(depth)) as unknown
    const started = performance.now()
    expect(findNul(deep(100_000, 'fine'))).toBeNull()
    expect(findNul(deep(100_000, 'bad\u0000'))).toBe(Array(100_000).fill('0').join('.'))
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})
